import { LoginUseCase } from '../../../src/application/auth/login.use-case';
import { SendLinkUseCase } from '../../../src/application/live/send-link.use-case';
import { Clock } from '../../../src/application/ports/clock.port';
import { IncidentStore } from '../../../src/adapters/fake/demo-world/incident-store';
import { FileScenarioCatalog } from '../../../src/adapters/fake/simulation/scenario-catalog';
import { VirtualClock } from '../../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../../src/composition/create-container';
import { drillWorldOf } from '../../../src/composition/simulation/start-drill-recorder';

/**
 * A demo world on the virtual clock with the operator signed in (admin@public.demo): the parts a drill is watched in,
 * and `send(number)`, which sends an SMS link for a new incident (a Brazilian number) and answers its id.
 */
export async function drillWorld() {
  const clock = new VirtualClock();
  const container = createContainer('fake', { bindings: [[Clock, clock]], simulation: { catalog: new FileScenarioCatalog({}) } });
  await container.get(LoginUseCase).execute({ email: 'admin@public.demo', password: 'demo1234', tenant: 'public' });
  await container.get(IncidentStore).list('public');
  const world = drillWorldOf(container);
  const director = world.director;
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
