import type { Unsubscribe } from '../../../application/ports/subscription';
import type { TabChannel } from '../../../application/training/ports/training-channel.port';
import { readTrainingMessage as readDrillMessage, TRAINING_CHANNEL } from '../../../domain/training/training-protocol';
import { CALLER_CHANNEL_NAME, readTrainingMessage as readCallerMessage } from './caller-protocol';

/**
 * A BroadcastChannel a tab opened before anything in it listened (the demo's tab waits for a caller page's first word
 * before it loads the played-caller host), with what it heard since, in order: the first listener hears that first.
 */
export interface HeardChannel {
  readonly channel: BroadcastChannel;
  readonly heard: readonly unknown[];
}

/**
 * A BroadcastChannel between tabs of the demo's origin (one browser). Another tab's message is untrusted input: only
 * what `read` accepts reaches a listener. `opened`: the channel a tab opened already, whose first listener hears what
 * it heard before (after the listener is added, before any message still to come).
 */
export function openBroadcastChannel<M>(name: string, read: (value: unknown) => M | null, opened?: HeardChannel): TabChannel<M> {
  const channel = opened?.channel ?? new BroadcastChannel(name);
  let earlier = opened?.heard ?? [];
  return {
    post: (message) => channel.postMessage(message),
    onMessage: (listener: (message: M) => void): Unsubscribe => {
      const heard = (data: unknown) => {
        const message = read(data);
        if (message) listener(message);
      };
      const onEvent = (event: MessageEvent) => heard(event.data);
      channel.addEventListener('message', onEvent);
      const missed = earlier;
      earlier = [];
      // A microtask: before the channel's next message (a task), after the listener's owner has finished subscribing.
      if (missed.length > 0) queueMicrotask(() => missed.forEach(heard));
      return () => channel.removeEventListener('message', onEvent);
    },
    close: () => channel.close(),
  };
}

/** The caller pages' channel (README "Playing the caller yourself"). */
export const openBroadcastTrainingChannel = (opened?: HeardChannel) => openBroadcastChannel(CALLER_CHANNEL_NAME, readCallerMessage, opened);

/** The trainer's console's channel to the trainee's tabs. */
export const openDrillChannel = () => openBroadcastChannel(TRAINING_CHANNEL, readDrillMessage);
