import { LoginUseCase } from '../../../src/application/auth/login.use-case';
import { SendLinkUseCase } from '../../../src/application/live/send-link.use-case';
import { Clock } from '../../../src/application/ports/clock.port';
import { ChatRooms } from '../../../src/adapters/fake/demo-world/chat-rooms';
import { IncidentStore } from '../../../src/adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../../src/adapters/fake/demo-world/live-hub';
import { LocationTracks } from '../../../src/adapters/fake/demo-world/location-tracks';
import { MessageBoard } from '../../../src/adapters/fake/demo-world/message-board';
import { CallerDirector } from '../../../src/adapters/fake/simulation/caller-director';
import type { DrillWorld } from '../../../src/adapters/fake/simulation/drill-recorder';
import { FileScenarioCatalog } from '../../../src/adapters/fake/simulation/scenario-catalog';
import { VirtualClock } from '../../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../../src/composition/create-container';

/**
 * A demo world on the virtual clock with the operator signed in (admin@public.demo): the parts a drill is watched in,
 * and `send(number)`, which sends an SMS link for a new incident (a Brazilian number) and answers its id.
 */
export async function drillWorld() {
  const clock = new VirtualClock();
  const container = createContainer('fake', { bindings: [[Clock, clock]], simulation: { catalog: new FileScenarioCatalog({}) } });
  await container.get(LoginUseCase).execute({ email: 'admin@public.demo', password: 'demo1234', tenant: 'public' });
  await container.get(IncidentStore).list('public');
  const director = container.get(CallerDirector);
  const world: DrillWorld = {
    clock,
    director,
    board: container.get(MessageBoard),
    hub: container.get(LiveHub),
    tracks: container.get(LocationTracks),
    rooms: container.get(ChatRooms),
    store: container.get(IncidentStore),
  };
  const send = async (number = '21987654320') => {
    const result = await container.get(SendLinkUseCase).execute({
      channel: 'sms',
      phone: { prefix: '+55', number },
      form: { title: 'Drill', address: 'Rua A, 1', description: 'Drill incident' },
      settings: null,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    return result.value.incidentId;
  };
  return { clock, container, director, world, send };
}
