import type { Binder, TrainingModule } from './adapter-set';
import { bindPlayedCall } from './bindings/played-call.training';
import { bindTabsTrainingRoom, bindTrainerDesk } from './bindings/training.browser';

/** The trainer's console's services (the demo only). */
export const trainingBinders: readonly Binder[] = [bindTrainerDesk, bindTabsTrainingRoom, bindPlayedCall];

/** The demo's training console: its bindings and its screens' chunk (src/ui/training), loaded on first visit. */
export async function trainingModule(): Promise<TrainingModule> {
  const { default: screens } = await import('../ui/training/TrainingRoutes');
  return { binders: trainingBinders, screens };
}
