import type { Binder } from './adapter-set';
import { bindServedCallMedia } from './bindings/call-media.served';

/** The served console, with the first incident page opened: a call's video and chat over the server's relay. */
export const incidentPagesBinders: readonly Binder[] = [bindServedCallMedia];
