import type { BindingContext } from './binding-context';
import { bindLiveSessionFake } from './live-session.fake';
import { bindLiveCommsFake } from './live-comms.fake';

/** Demo mode: the live ports answered by the demo world. */
export function bindFakeLive(context: BindingContext): void {
  bindLiveSessionFake(context);
  bindLiveCommsFake(context);
}
