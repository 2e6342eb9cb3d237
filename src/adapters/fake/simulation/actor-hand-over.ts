import type { RunningCall } from './running-call';
import type { InjectableStep, ScenarioStep } from './scenario-schema';

/** What of the caller director a hand-over plays through (CallerDirector.standDown and inject). */
export interface HandOverDirector {
  standDown(incidentId: string, actor?: string): void;
  inject(incidentId: string, step: InjectableStep): { readonly ok: true } | { readonly ok: false; readonly errors: readonly string[] };
}

/**
 * A scenario's `actorTakesOver` step (a drill recorded with an actor's hand-over, played again): the scenario's caller
 * stands down at the same moment, as when a caller page claims the link (an actor who claimed it before keeps it), and
 * the trainer's injections after the hand-over play at their times, as they were injected then.
 */
export function playHandOver(
  director: HandOverDirector,
  call: RunningCall,
  step: Extract<ScenarioStep, { action: 'actorTakesOver' }>,
): void {
  call.say(`the recorded drill's actor${step.name ? ` (${step.name})` : ''} takes the caller over`);
  director.standDown(call.incidentId, step.name ?? '');
  for (const injected of step.then)
    call.at(injected.at, () => {
      const { at: _at, ...played } = injected;
      const result = director.inject(call.incidentId, played);
      if (!result.ok) call.say(`the recorded injection of ${injected.action} cannot play: ${result.errors.join('; ')}`);
    });
}
