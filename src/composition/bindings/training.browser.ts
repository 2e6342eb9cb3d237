import { Clock } from '../../application/ports/clock.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { ScenarioLibrary } from '../../application/training/ports/scenario-library.port';
import { TrainingRoom } from '../../application/training/ports/training-room.port';
import { TrainingRoomFlow } from '../../application/training/training-room.flow';
import { openDrillChannel } from '../../adapters/fake/training/broadcast-channel.browser';
import { FileScenarioLibrary } from '../../adapters/fake/training/scenario-library';
import { TabsTrainingRoom } from '../../adapters/fake/training/tabs-training-room';
import type { BindingContext } from './binding-context';
import { port, singleton } from './bind';

/** Every file of scenarios/, bundled into the demo: the scenarios a trainer picks from. */
const scenarioFiles = import.meta.glob<unknown>('/scenarios/*.json', { eager: true, import: 'default' });

/** The trainer's console: the scenario library and a desk flow per trainee desk of the room. */
export function bindTrainerDesk(context: BindingContext): void {
  port(context, ScenarioLibrary, [], () => new FileScenarioLibrary(scenarioFiles));
  singleton(context, TrainingRoomFlow, [TrainingRoom, ScenarioLibrary, IdGenerator, Clock]);
}

/** The demo's room (one browser): one desk, this browser's tabs, over the training channel. */
export function bindTabsTrainingRoom(context: BindingContext): void {
  port(context, TrainingRoom, [], () => new TabsTrainingRoom(openDrillChannel()));
}
