import type { Binder } from './adapter-set';
import { bindFakeCallMedia } from './bindings/call-media.fake';

/** The demo world, with the first incident page opened: a call's video and chat. */
export const incidentPagesBinders: readonly Binder[] = [bindFakeCallMedia];
