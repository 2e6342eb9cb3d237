import { describe, expectTypeOf, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { Clock } from '../../src/application/ports/clock.port';
import { CurrentTime } from '../../src/application/shared/current-time';
import type { Services } from '../../src/ui/shared/services';

/**
 * Services.get is the UI's one way into the composition: its answer is typed by the class it is given, and a port's
 * symbol token does not compile, so no screen can fetch a port or mistake one service for another. `tsc` checks these
 * lines (npm run typecheck): a `@ts-expect-error` whose error is gone fails the check.
 */
describe('Services.get (the view-model factories’ door to the composition)', () => {
  it('answers the type of the class it is asked for', () => {
    expectTypeOf<ReturnType<typeof typedGets>>().toEqualTypeOf<readonly [LoginUseCase, CurrentTime]>();
  });
});

export function typedGets(services: Services) {
  return [services.get(LoginUseCase), services.get(CurrentTime)] as const;
}

/** Never called: only compiled. */
export function refusedGets(services: Services): void {
  // @ts-expect-error a port's symbol token: the UI reaches ports through use cases and flows only
  services.get(Clock);
  // @ts-expect-error an answer taken as another service than the one asked for
  const time: LoginUseCase = services.get(CurrentTime);
  void time;
  // @ts-expect-error a plain string is no token
  services.get('Clock');
}
