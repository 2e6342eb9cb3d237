import type { Binder, TrainingModule } from './adapter-set';
import { bindServedPlayedCall } from './bindings/played-call.served';
import { bindTrainerDesk } from './bindings/training.browser';

/** The served console's training services: the trainer's console, and caller pages played through the server. */
export const trainingBinders: readonly Binder[] = [bindTrainerDesk, bindServedPlayedCall];

/** The served console's training screens (src/ui/training), loaded on first visit, as in the demo. */
export async function trainingModule(): Promise<TrainingModule> {
  const { default: screens } = await import('../ui/training/TrainingRoutes');
  return { binders: trainingBinders, screens };
}
