import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { SendLinkUseCase } from '../../src/application/live/send-link.use-case';
import { Clock } from '../../src/application/ports/clock.port';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { IncidentStore } from '../../src/adapters/fake/demo-world/incident-store';
import { CallerDirector } from '../../src/adapters/fake/simulation/caller-director';
import { FileScenarioCatalog } from '../../src/adapters/fake/simulation/scenario-catalog';
import { parseScenario } from '../../src/adapters/fake/simulation/scenario-schema';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';

type Gateway = {
  updateIncident(id: string, input: { title: string }): Promise<unknown>;
  getIncidentById(id: string): Promise<unknown>;
};

/** Signs in, attaches a drill with the given refuseIncidentUpdates fault, and sends the link that starts it. */
async function drill(fault: Record<string, unknown>) {
  const clock = new VirtualClock();
  const container = createContainer('fake', { bindings: [[Clock, clock]], simulation: { catalog: new FileScenarioCatalog({}) } });
  await container.get(LoginUseCase).execute({ email: 'admin@public.demo', password: 'demo1234', tenant: 'public' });
  const parsed = parseScenario('drill.json', { name: 'Refused save', steps: [], faults: [{ kind: 'refuseIncidentUpdates', ...fault }] });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const director = container.get(CallerDirector);
  director.attach(parsed.scenario);
  const sent = await container.get(SendLinkUseCase).execute({
    channel: 'sms',
    phone: { prefix: '+55', number: '21987654321' },
    form: { title: 'Before', address: 'Rua A, 1', description: 'Test incident' },
    settings: null,
  });
  if (!sent.ok) throw new Error(`send failed: ${JSON.stringify(sent.error)}`);
  const incidents = container.get<Gateway>(IncidentsGateway);
  const stored = async () => (await container.get(IncidentStore).get('public', sent.value.incidentId))?.title;
  return { incidents, stored, id: sent.value.incidentId, director, clock };
}

describe('the refuseIncidentUpdates training fault: the server refuses incident saves alone, for a time', () => {
  it('refuses every save with the server message while it lasts, applies nothing, and accepts saves again after', async () => {
    const { incidents, stored, id, director, clock } = await drill({ forSeconds: 20 });
    await expect(incidents.updateIncident(id, { title: 'First try' })).rejects.toMatchObject({
      kind: 'server',
      serverMessage: 'value too long for type character varying(255)',
    });
    await clock.advance(19_000);
    await expect(incidents.updateIncident(id, { title: 'Second try' })).rejects.toMatchObject({ kind: 'server' });
    expect(await stored()).toBe('Before');

    await clock.advance(1_000);
    await expect(incidents.updateIncident(id, { title: 'After' })).resolves.toMatchObject({ title: 'After' });
    expect(await stored()).toBe('After');
    director.dispose();
  });

  it('refuses the update call alone: reading the incident goes through meanwhile', async () => {
    const { incidents, id, director } = await drill({ forSeconds: 60 });
    await expect(incidents.getIncidentById(id)).resolves.toMatchObject({ title: 'Before' });
    await expect(incidents.updateIncident(id, { title: 'Refused' })).rejects.toMatchObject({ kind: 'server' });
    director.dispose();
  });

  it('starts at its time after the link, with its own message', async () => {
    const { incidents, stored, id, director, clock } = await drill({ at: 10, forSeconds: 5, message: 'Service busy, try later' });
    await expect(incidents.updateIncident(id, { title: 'Early' })).resolves.toMatchObject({ title: 'Early' });
    await clock.advance(10_000);
    await expect(incidents.updateIncident(id, { title: 'Refused' })).rejects.toMatchObject({ serverMessage: 'Service busy, try later' });
    await clock.advance(5_000);
    await expect(incidents.updateIncident(id, { title: 'Late' })).resolves.toMatchObject({ title: 'Late' });
    expect(await stored()).toBe('Late');
    director.dispose();
  });

  it('ends with the drill: after the director stops, saves go through', async () => {
    const { incidents, id, director } = await drill({ forSeconds: 600 });
    director.dispose();
    await expect(incidents.updateIncident(id, { title: 'After the drill' })).resolves.toMatchObject({ title: 'After the drill' });
  });

  it('is refused without a positive duration', () => {
    const parsed = parseScenario('bad.json', { name: 'x', steps: [], faults: [{ kind: 'refuseIncidentUpdates', forSeconds: 0 }] });
    expect(parsed).toMatchObject({ ok: false, errors: ['bad.json: faults[0].forSeconds: expected a duration of more than 0 seconds'] });
  });
});
