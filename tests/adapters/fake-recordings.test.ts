import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { Clock } from '../../src/application/ports/clock.port';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { RealtimeEvents } from '../../src/application/ports/realtime-events.port';
import { CONNECTIONS_KEPT, type FakeRealtimeEvents } from '../../src/adapters/fake/realtime-events.fake';
import { RECORDING_LIMIT, record, recordKey } from '../../src/adapters/fake/recording-log';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';

async function signedIn() {
  const clock = new VirtualClock();
  const container = createContainer('fake', { bindings: [[Clock, clock]] });
  await container.get(LoginUseCase).execute({ email: 'admin@public.demo', password: 'demo1234', tenant: 'public' });
  return { clock, container };
}

describe("the demo world's recordings keep their newest entries, so a long demo stays light", () => {
  it('record: past the limit the oldest entries go and the newest stay', () => {
    const log: number[] = [];
    for (let i = 1; i <= 8; i++) record(log, i, 5);
    expect(log).toEqual([4, 5, 6, 7, 8]);
  });

  it('recordKey: past the limit the oldest keys go; setting a key again makes it the newest', () => {
    const map = new Map<string, number>();
    for (const key of ['a', 'b', 'c']) recordKey(map, key, 1, 3);
    recordKey(map, 'a', 2, 3);
    recordKey(map, 'd', 1, 3);
    expect([...map.keys()]).toEqual(['c', 'a', 'd']);
    expect(map.get('a')).toBe(2);
  });

  it("the incidents gateway's call log keeps the newest RECORDING_LIMIT calls", async () => {
    const { container } = await signedIn();
    const gateway = container.get<{ calls: (readonly unknown[])[]; getIncidentById(id: string): Promise<unknown> }>(IncidentsGateway);
    const extra = 5;
    for (let i = 1; i <= RECORDING_LIMIT + extra; i++) await gateway.getIncidentById(String(i));
    expect(gateway.calls).toHaveLength(RECORDING_LIMIT);
    expect(gateway.calls[0]).toEqual(['getIncidentById', String(extra + 1)]);
    expect(gateway.calls.at(-1)).toEqual(['getIncidentById', String(RECORDING_LIMIT + extra)]);
  });

  it('the realtime connections kept are the newest CONNECTIONS_KEPT', async () => {
    const { container, clock } = await signedIn();
    const events = container.get<FakeRealtimeEvents>(RealtimeEvents);
    const opened = Array.from({ length: CONNECTIONS_KEPT + 3 }, () => events.connect('not-a-demo-token'));
    expect(events.connections).toHaveLength(CONNECTIONS_KEPT);
    expect(events.connections[0]).toBe(opened[3]);
    expect(events.latest()).toBe(opened.at(-1));
    for (const connection of opened) connection.close();
    await clock.advance(0);
  });
});
