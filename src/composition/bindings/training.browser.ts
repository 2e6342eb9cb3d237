import { Clock } from '../../application/ports/clock.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { ScenarioLibrary } from '../../application/training/ports/scenario-library.port';
import { TrainingChannel } from '../../application/training/ports/training-channel.port';
import { TrainerDeskFlow } from '../../application/training/trainer-desk.flow';
import { openDrillChannel } from '../../adapters/fake/training/broadcast-channel.browser';
import { FileScenarioLibrary } from '../../adapters/fake/training/scenario-library';
import type { BindingContext } from './binding-context';
import { port, singleton } from './bind';

/** Every file of scenarios/, bundled into the demo: the scenarios a trainer picks from. */
const scenarioFiles = import.meta.glob<unknown>('/scenarios/*.json', { eager: true, import: 'default' });

/** The trainer's console (demo only): the training channel to the trainee's tabs, the scenario library, the desk. */
export function bindTrainerDesk(context: BindingContext): void {
  port(context, TrainingChannel, [], () => openDrillChannel());
  port(context, ScenarioLibrary, [], () => new FileScenarioLibrary(scenarioFiles));
  singleton(context, TrainerDeskFlow, [TrainingChannel, ScenarioLibrary, IdGenerator, Clock]);
}
