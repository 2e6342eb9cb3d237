import { describe, expect, it } from 'vitest';
import { MessageStatusGateway } from '../../src/application/ports/message-status-gateway.port';
import { isOpenLive } from '../../src/domain/incident/incident';
import { parseTriState } from '../../src/domain/visibility/flag';
import { incidentsWorld } from '../application/incidents-support';

const STATUS_ORDER = ['sent', 'failed', 'undelivered', 'delivered', 'read'];

describe('The demo world: each generated incident has its caller link history (SPEC §3 message status records)', () => {
  it('answers, for every past incident, the link sent, its delivery, read, click, permissions and stream start, in date order', async () => {
    const { container, login, store, clock } = incidentsWorld();
    await login('public');
    const gateway = container.get<MessageStatusGateway>(MessageStatusGateway);
    const list = await store.list('public');
    let streamed = 0;
    let refused = 0;
    for (const incident of list) {
      const records = await gateway.byIncident(incident.id);
      expect(records.length).toBeGreaterThan(0);
      const dates = records.map((r) => Date.parse(String(r.date)));
      expect([...dates].sort((a, b) => a - b)).toEqual(dates);
      expect(dates[0]).toBeGreaterThanOrEqual(Date.parse(incident.at ?? ''));
      expect(Math.max(...dates)).toBeLessThanOrEqual(clock.now());
      for (const r of records) {
        expect(r.receiver).toBe(incident.sendToPhone);
        expect(['BROADCAST_SMS', 'BROADCAST_WPP']).toContain(r.method);
        expect(STATUS_ORDER).toContain(r.status);
      }
      const last = records.at(-1);
      const hasVideo = (incident.media ?? []).some((m) => m.typeContent === 'video' || m.typeContent === 'cloudRecording');
      const started = records.some((r) => parseTriState(r.permissions?.start_live_streaming) === true);
      if (hasVideo || isOpenLive(incident)) expect(started).toBe(true);
      if (started) streamed += 1;
      if (parseTriState(last?.permissions?.video) === false || parseTriState(last?.permissions?.local) === false) refused += 1;
    }
    expect(streamed).toBeGreaterThan(list.length / 2);
    expect(refused).toBeGreaterThan(0);
  });

  it('is the same on every run', async () => {
    const read = async () => {
      const { container, login, store } = incidentsWorld();
      await login('public');
      const gateway = container.get<MessageStatusGateway>(MessageStatusGateway);
      const list = await store.list('public');
      return Promise.all(list.slice(0, 40).map((i) => gateway.byIncident(i.id)));
    };
    expect(await read()).toEqual(await read());
  });
});
