import type { Unsubscribe } from '../../../application/ports/subscription';
import { CALLER_CHANNEL_NAME, readTrainingMessage, type TrainingChannel, type TrainingMessage } from './caller-protocol';

/** The training channel between tabs of the demo's origin (one browser). */
export function openBroadcastTrainingChannel(name: string = CALLER_CHANNEL_NAME): TrainingChannel {
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    onMessage: (listener: (message: TrainingMessage) => void): Unsubscribe => {
      const heard = (event: MessageEvent) => {
        const message = readTrainingMessage(event.data);
        if (message) listener(message);
      };
      channel.addEventListener('message', heard);
      return () => channel.removeEventListener('message', heard);
    },
    close: () => channel.close(),
  };
}
