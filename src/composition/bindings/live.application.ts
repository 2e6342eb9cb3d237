import type { BindingContext } from './binding-context';
import { bindLiveSessionApplication } from './live-session.application';
import { bindLiveCommsApplication } from './live-comms.application';

/** The live use cases. */
export function bindLiveApplication(context: BindingContext): void {
  bindLiveSessionApplication(context);
  bindLiveCommsApplication(context);
}
