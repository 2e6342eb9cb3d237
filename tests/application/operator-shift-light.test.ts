import { describe, expect, it } from 'vitest';
import { CONNECTIONS_KEPT } from '../../src/adapters/fake/realtime-events.fake';
import { RECORDING_LIMIT } from '../../src/adapters/fake/recording-log';
import { runOperatorShift } from '../../scripts/bench/operator-shift.driver';

describe('a long demo session stays light (the bench shift, shorter)', () => {
  it('50 incidents over 48 virtual minutes: no timer left after logout, no listener left, every recording bounded', async () => {
    const shift = await runOperatorShift({ incidents: 50, hours: 0.8 });

    expect(shift.socketDrops).toBe(12);
    expect(shift.virtualHours).toBeGreaterThanOrEqual(0.8);
    expect(shift.pendingTimers).toBe(0);
    expect(shift.listeners).toBe(0);
    // The census sees the world's recordings (so the bounds below are checked on something).
    expect(shift.recordings['IncidentsGateway.calls']).toBeGreaterThanOrEqual(50);
    expect(shift.recordings['LiveHub.socketServer.sent']).toBeGreaterThan(0);
    expect(shift.recordings['RealtimeEvents.connections']).toBeLessThanOrEqual(CONNECTIONS_KEPT);
    const unbounded = Object.entries(shift.recordings).filter(([, size]) => size > RECORDING_LIMIT);
    expect(unbounded).toEqual([]);
  }, 20_000);
});
