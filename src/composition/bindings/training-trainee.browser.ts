import type { Container } from 'inversify';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { Logger } from '../../application/ports/logger.port';
import { ChatRooms } from '../../adapters/fake/demo-world/chat-rooms';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../adapters/fake/demo-world/live-hub';
import { LocationTracks } from '../../adapters/fake/demo-world/location-tracks';
import { MessageBoard } from '../../adapters/fake/demo-world/message-board';
import { CallerDirector } from '../../adapters/fake/simulation/caller-director';
import { BroadcastTrainingChannel } from '../../adapters/fake/training/broadcast-training-channel';
import { TraineeDesk } from '../../adapters/fake/training/trainee-desk';

/**
 * The trainee's side of the trainer's console, in every signed-in tab of the demo: this tab's demo world plays the
 * drills a trainer assigns and reports them on the training channel (its own channel object, so a trainer's console
 * in this same tab hears it too).
 */
export function startTraineeDesk(container: Container): void {
  if (typeof BroadcastChannel === 'undefined') return;
  try {
    const desk = new TraineeDesk(
      new BroadcastTrainingChannel(),
      {
        clock: container.get(DemoWorld).clock,
        director: container.get(CallerDirector),
        store: container.get(IncidentStore),
        board: container.get(MessageBoard),
        hub: container.get(LiveHub),
        tracks: container.get(LocationTracks),
        rooms: container.get(ChatRooms),
      },
      container.get<IdGenerator>(IdGenerator).next(),
    );
    desk.start();
  } catch (error) {
    container.get<Logger>(Logger).warning('demo: the training desk could not start', { error: String(error) });
  }
}
