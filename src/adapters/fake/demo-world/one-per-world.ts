import { oncePer } from '../../../domain/shared/once-per';
import type { DemoWorld } from './demo-world';

/**
 * A part of the demo server that exists once per world however many adapters reach for it (the fake gateway and
 * the simulated caller must see the same chat, board or tracks): `create` runs on a world's first request only.
 */
export function onePerWorld<T>(create: (world: DemoWorld) => T): (world: DemoWorld) => T {
  return oncePer(create);
}
