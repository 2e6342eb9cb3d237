import type { BindingContext } from './binding-context';
import { bindLiveSessionApplication } from './live-session.application';
import { bindLiveCommsApplication } from './live-comms.application';

/** The live page's use cases and flows: the live session, messaging, sharing, chat (the incident pages only). */
export function bindLiveApplication(context: BindingContext): void {
  bindLiveSessionApplication(context);
  bindLiveCommsApplication(context);
}
