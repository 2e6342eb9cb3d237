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

/** The channel between a trainer's console and one trainee desk (the TrainingRoom hands one out per desk). */
export type TrainingChannel = TabChannel<TrainingMessage>;
