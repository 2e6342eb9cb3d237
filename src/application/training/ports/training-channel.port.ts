import type { TrainingMessage } from '../../../domain/training/training-protocol';
import type { Unsubscribe } from '../../ports/subscription';

/**
 * A channel between tabs of the demo (a BroadcastChannel in the browser): a tab never hears its own posts; every
 * other tab of the same origin does. What is heard has been read as one of the channel's messages.
 */
export interface TabChannel<M> {
  post(message: M): void;
  onMessage(listener: (message: M) => void): Unsubscribe;
  close(): void;
}

/** The demo's channel between a trainer's console and the trainee's tabs. */
export type TrainingChannel = TabChannel<TrainingMessage>;
export const TrainingChannel = Symbol.for('TrainingChannel');
