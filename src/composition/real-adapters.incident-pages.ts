import type { Binder } from './adapter-set';
import { bindRealCallMedia } from './bindings/call-media.real';

/** Production, with the first incident page opened: a call's video (Agora) and chat (Twilio) adapters. */
export const incidentPagesBinders: readonly Binder[] = [bindRealCallMedia];
