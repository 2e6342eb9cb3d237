import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { SendLinkUseCase } from '../../src/application/live/send-link.use-case';
import { Clock } from '../../src/application/ports/clock.port';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { IncidentStore } from '../../src/adapters/fake/demo-world/incident-store';
import type { ErrorRateMode } from '../../src/adapters/fake/demo-world/demo-world';
import { CallerDirector } from '../../src/adapters/fake/simulation/caller-director';
import { FileScenarioCatalog } from '../../src/adapters/fake/simulation/scenario-catalog';
import { parseScenario } from '../../src/adapters/fake/simulation/scenario-schema';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';

/** Signs in, sends a link for a fresh incident, then lets a scenario fail every IncidentsGateway call in `mode`. */
async function incidentWithFaults(mode: ErrorRateMode) {
  const clock = new VirtualClock();
  const container = createContainer('fake', { bindings: [[Clock, clock]], simulation: { catalog: new FileScenarioCatalog({}) } });
  await container.get(LoginUseCase).execute({ email: 'admin@public.demo', password: 'demo1234', tenant: 'public' });
  const sent = await container.get(SendLinkUseCase).execute({
    channel: 'sms',
    phone: { prefix: '+55', number: '21987654321' },
    form: { title: 'Before', address: 'Rua A, 1', description: 'Test incident' },
    settings: null,
  });
  if (!sent.ok) throw new Error(`send failed: ${JSON.stringify(sent.error)}`);
  const parsed = parseScenario('drill.json', {
    name: 'Flaky server',
    steps: [],
    faults: [{ kind: 'errorRate', port: 'IncidentsGateway', rate: 1, mode }],
  });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const director = container.get(CallerDirector);
  director.attach(parsed.scenario);
  // The next link starts the drill: its faults apply from then on.
  const second = await container.get(SendLinkUseCase).execute({
    channel: 'sms',
    phone: { prefix: '+55', number: '21987654322' },
    form: { title: 'Other', address: 'Rua B, 2', description: 'Starts the drill' },
    settings: null,
  });
  if (!second.ok) throw new Error(`send failed: ${JSON.stringify(second.error)}`);
  const incidents = container.get<{ updateIncident(id: string, input: { title: string }): Promise<unknown> }>(IncidentsGateway);
  const stored = async () => (await container.get(IncidentStore).get('public', sent.value.incidentId))?.title;
  return { incidents, stored, id: sent.value.incidentId, director, clock };
}

describe('the errorRate training fault fails a call the way a server does', () => {
  it('failBefore: the server refuses the save before acting, so the incident is unchanged', async () => {
    const { incidents, stored, id, director } = await incidentWithFaults('failBefore');
    await expect(incidents.updateIncident(id, { title: 'After' })).rejects.toMatchObject({ kind: 'server', status: 503 });
    expect(await stored()).toBe('Before');
    director.dispose();
  });

  it('lostResponse: the server applies the save and the answer is lost, so the console sees an error for a saved change', async () => {
    const { incidents, stored, id, director } = await incidentWithFaults('lostResponse');
    await expect(incidents.updateIncident(id, { title: 'After' })).rejects.toMatchObject({ kind: 'network' });
    expect(await stored()).toBe('After');
    director.dispose();
  });

  it('a call that itself fails in lostResponse mode keeps its own error (nothing was applied to lose)', async () => {
    const { incidents, director } = await incidentWithFaults('lostResponse');
    await expect(incidents.updateIncident('999999', { title: 'After' })).rejects.toMatchObject({ serverMessage: 'Incident not found' });
    director.dispose();
  });

  it('without the fault (after the drill), the save goes through and answers', async () => {
    const { incidents, stored, id, director } = await incidentWithFaults('failBefore');
    director.dispose();
    await expect(incidents.updateIncident(id, { title: 'After' })).resolves.toMatchObject({ title: 'After' });
    expect(await stored()).toBe('After');
  });
});
