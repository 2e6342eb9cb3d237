import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { DemoPlacesStore } from '../../adapters/fake/demo-world/places-store';
import type { BindingContext } from './binding-context';
import { singletonOf } from './bind';

/**
 * Demo mode, after sign-in: the demo world's places store, which the declared places resources (places of interest,
 * allowed places, app ratings, Argos) read.
 */
export function bindFakePlaces(context: BindingContext): void {
  singletonOf(context, DemoPlacesStore, [DemoWorld], (w) => new DemoPlacesStore(w));
}
