import type { Unsubscribe } from '../../../application/ports/subscription';
import type { TabChannel } from '../../../application/training/ports/training-channel.port';
import { readTrainingMessage as readDrillMessage, TRAINING_CHANNEL } from '../../../domain/training/training-protocol';
import { CALLER_CHANNEL_NAME, readTrainingMessage as readCallerMessage } from './caller-protocol';

/**
 * A BroadcastChannel between tabs of the demo's origin (one browser). Another tab's message is untrusted input: only
 * what `read` accepts reaches a listener.
 */
export function openBroadcastChannel<M>(name: string, read: (value: unknown) => M | null): TabChannel<M> {
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    onMessage: (listener: (message: M) => void): Unsubscribe => {
      const heard = (event: MessageEvent) => {
        const message = read(event.data);
        if (message) listener(message);
      };
      channel.addEventListener('message', heard);
      return () => channel.removeEventListener('message', heard);
    },
    close: () => channel.close(),
  };
}

/** The caller pages' channel (README "Playing the caller yourself"). */
export const openBroadcastTrainingChannel = () => openBroadcastChannel(CALLER_CHANNEL_NAME, readCallerMessage);

/** The trainer's console's channel to the trainee's tabs. */
export const openDrillChannel = () => openBroadcastChannel(TRAINING_CHANNEL, readDrillMessage);
