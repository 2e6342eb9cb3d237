import { describe, expect, it } from 'vitest';
import { LOCATION_POLL_MS, LocationPollFlow } from '../../src/application/live/location-poll.flow';
import { mapPoints, type MapPoint } from '../../src/domain/live/map-points';
import { LocationTrackerGateway } from '../../src/application/ports/location-tracker-gateway.port';
import { Logger } from '../../src/application/ports/logger.port';
import { LocationTracks } from '../../src/adapters/fake/demo-world/location-tracks';
import type { FakeLocationTrackerGateway } from '../../src/adapters/fake/location-tracker-gateway.fake';
import type { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { incidentsCreatePayload } from '../../src/domain/incident/incident-create';
import { TIMINGS } from '../../src/domain/shared/constants';
import { incidentsWorld } from './incidents-support';

async function setup() {
  const w = incidentsWorld();
  await w.login('public');
  const incident = await w.gateway.createIncident(
    incidentsCreatePayload({ title: 'Fire', description: 'Smoke', address: 'Rua A', phone: '+5521987654321' }),
  );
  const polling = w.container.get(LocationPollFlow);
  const updates: (readonly MapPoint[])[] = [];
  polling.onPoints((p) => updates.push(p));
  const tracker = w.container.get<FakeLocationTrackerGateway>(LocationTrackerGateway);
  return {
    ...w,
    incidentId: String(incident.id),
    polling,
    updates,
    tracker,
    tracks: w.container.get(LocationTracks),
    logger: w.container.get<MemoryLogger>(Logger),
  };
}

describe('Location polling (SPEC §2 live map, §7 location by incident; interval: the 2 s permission poll)', () => {
  it('uses the permission poll interval (the spec gives none for the location)', () => {
    expect(LOCATION_POLL_MS).toBe(TIMINGS.permissionPoll);
  });

  it("polls at start and every 2 s; the map gets the caller's points as they arrive, only when they change", async () => {
    const { polling, tracks, tracker, clock, incidentId, updates } = await setup();
    polling.start(incidentId);
    await clock.settle();
    expect(tracker.calls).toEqual([incidentId]);
    expect(updates).toEqual([]);
    expect(polling.latest).toBeNull();
    tracks.addPoint(incidentId, -22.951207, -43.1944118);
    await clock.advance(LOCATION_POLL_MS - 1);
    expect(updates).toEqual([]);
    await clock.advance(1);
    expect(updates).toEqual([
      [{ latitude: -22.951207, longitude: -43.1944118, at: new Date(clock.now() - LOCATION_POLL_MS).toISOString() }],
    ]);
    await clock.advance(LOCATION_POLL_MS * 3);
    expect(updates).toHaveLength(1);
    tracks.addPoint(incidentId, -22.9521, -43.1951);
    await clock.advance(LOCATION_POLL_MS);
    expect(updates).toHaveLength(2);
    expect(polling.points.map((p) => [p.latitude, p.longitude])).toEqual([
      [-22.951207, -43.1944118],
      [-22.9521, -43.1951],
    ]);
    expect(polling.latest).toMatchObject({ latitude: -22.9521, longitude: -43.1951 });
    expect(tracker.calls).toHaveLength(6);
    polling.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('drops points the map cannot draw (SPEC §5: zero is empty; garbage and out of range)', () => {
    expect(
      mapPoints([
        { latitude: 0, longitude: -43.19 },
        { latitude: -22.95, longitude: 0 },
        { latitude: Number.NaN, longitude: 1 },
        { latitude: '-22.95' as unknown as number, longitude: '-43.19' as unknown as number, at: '2026-01-15T12:00:00.000Z' },
        null,
        { latitude: 91, longitude: 10 },
        { latitude: 10, longitude: 20 },
      ]),
    ).toEqual([
      { latitude: -22.95, longitude: -43.19, at: '2026-01-15T12:00:00.000Z' },
      { latitude: 10, longitude: 20, at: null },
    ]);
    expect(mapPoints(null)).toEqual([]);
  });

  it('a failed poll is logged and the next one recovers', async () => {
    const { polling, tracks, tracker, clock, incidentId, updates, logger } = await setup();
    tracks.addPoint(incidentId, 10, 20);
    tracker.failNext(1);
    polling.start(incidentId);
    await clock.settle();
    expect(updates).toEqual([]);
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warning', message: 'location poll failed' }));
    await clock.advance(LOCATION_POLL_MS);
    expect(updates).toHaveLength(1);
    polling.dispose();
  });

  it('dispose leaves no timer and no listener; later points reach nobody', async () => {
    const { polling, tracks, tracker, clock, incidentId, updates } = await setup();
    polling.start(incidentId);
    polling.dispose();
    expect(polling.listenerCount()).toBe(0);
    tracks.addPoint(incidentId, 10, 20);
    await clock.advance(LOCATION_POLL_MS * 5);
    expect(updates).toEqual([]);
    expect(tracker.calls).toHaveLength(1);
    expect(clock.pendingTimers()).toBe(0);
  });
});
