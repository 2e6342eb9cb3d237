import type { Binder, TrainingModule } from './adapter-set';
import { bindServedPlayedCall } from './bindings/played-call.served';
import { bindTrainerDesk } from './bindings/training.browser';
import { bindServedTrainingRoom } from './bindings/training-room.served';

/** The served console's training services: the trainer's console over the server's room, and caller pages played through the server. */
export const trainingBinders: readonly Binder[] = [bindTrainerDesk, bindServedTrainingRoom, bindServedPlayedCall];

/** The served console's training screens (src/ui/training), loaded on first visit, as in the demo. */
export async function trainingModule(): Promise<TrainingModule> {
  const { default: screens } = await import('../ui/training/TrainingRoutes');
  return { binders: trainingBinders, screens };
}
