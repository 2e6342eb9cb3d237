import { describe, expect, it } from 'vitest';
import { DevicePositionFlow } from '../../src/application/auth/device-position.flow';
import type { GeoPosition, Geolocation } from '../../src/application/ports/geolocation.port';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { TIMINGS } from '../../src/domain/shared/constants';

const HERE: GeoPosition = { lat: -22.95, long: -43.19 };

/** A device whose position arrives after `afterMs` of the clock (or never), answering null at the SPEC §9 timeout. */
function slowDevice(clock: VirtualClock, afterMs: number | null) {
  const asked: number[] = [];
  const geolocation: Geolocation = {
    currentPosition: (timeoutMs) =>
      new Promise((resolve) => {
        asked.push(timeoutMs);
        if (afterMs !== null && afterMs < timeoutMs) clock.setTimeout(() => resolve(HERE), afterMs);
        else clock.setTimeout(() => resolve(null), timeoutMs);
      }),
  };
  return { geolocation, asked };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('DevicePositionFlow (SPEC §7 login lat/long, §9 geolocation timeout 10 s)', () => {
  it('asks once, with the 10 s timeout, however often the screen starts it', () => {
    const clock = new VirtualClock();
    const { geolocation, asked } = slowDevice(clock, 2_000);
    const flow = new DevicePositionFlow(geolocation);
    flow.start();
    flow.start();
    expect(asked).toEqual([TIMINGS.loginGeolocationTimeout]);
  });

  it.each([
    { case: 'the position arrived before Sign in', arrivesAfter: 2_000, signInAt: 3_000, sent: HERE },
    { case: 'the position is slow: Sign in does not wait for it', arrivesAfter: 8_000, signInAt: 1_000, sent: null },
    { case: 'the position never comes: Sign in does not wait the 10 s', arrivesAfter: null, signInAt: 500, sent: null },
  ])('asked when the screen opened, $case', async ({ arrivesAfter, signInAt, sent }) => {
    const clock = new VirtualClock();
    const flow = new DevicePositionFlow(slowDevice(clock, arrivesAfter).geolocation);
    flow.start();
    await clock.advance(signInAt);
    await settle();
    let answered: GeoPosition | null | 'waiting' = 'waiting';
    void flow.forSignIn().then((position) => (answered = position));
    await settle();
    expect(answered).toEqual(sent);
  });

  it('a sign-in without the screen asks then, and waits for the answer up to the 10 s', async () => {
    const clock = new VirtualClock();
    const flow = new DevicePositionFlow(slowDevice(clock, null).geolocation);
    let answered: GeoPosition | null | 'waiting' = 'waiting';
    void flow.forSignIn().then((position) => (answered = position));
    await clock.advance(TIMINGS.loginGeolocationTimeout - 1);
    await settle();
    expect(answered).toBe('waiting');
    await clock.advance(1);
    await settle();
    expect(answered).toBeNull();
  });
});
