import type { TrainingMessage } from '../../domain/training/training-protocol';
import type { Unsubscribe } from './subscription';

/**
 * The demo's channel between a trainer's console and the trainee's tabs (a BroadcastChannel in the browser). A tab
 * never hears its own posts; every other tab of the same origin does.
 */
export interface TrainingChannel {
  post(message: TrainingMessage): void;
  onMessage(listener: (message: TrainingMessage) => void): Unsubscribe;
  close(): void;
}
export const TrainingChannel = Symbol.for('TrainingChannel');
