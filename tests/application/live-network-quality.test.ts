import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { LiveSessionFactory } from '../../src/application/live/live-session.factory';
import { SendLinkUseCase } from '../../src/application/live/send-link.use-case';
import { Clock } from '../../src/application/ports/clock.port';
import { FileScenarioCatalog } from '../../src/adapters/fake/simulation/scenario-catalog';
import { CallerDirector } from '../../src/adapters/fake/simulation/caller-director';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';

/**
 * SPEC §4 network quality per direction, as the live page shows it during a demo call: the video SDK reports the
 * joined client's quality (1, excellent, on a good network; the demo runs over a loopback), and a training scenario's
 * networkQuality step (scenarios/0-slow-network.json: up 4, down 5 at 18 s) overrides it.
 */

const dir = path.resolve(import.meta.dirname, '../../scenarios');
const files = Object.fromEntries(
  readdirSync(dir).map((f) => [`/scenarios/${f}`, JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as unknown]),
);

/** Signs in, sends a link to a phone ending in `lastDigit` (the caller's scenario) and opens the incident's live session. */
async function liveCall(lastDigit: string) {
  const clock = new VirtualClock();
  const catalog = new FileScenarioCatalog(files);
  const container = createContainer('fake', { bindings: [[Clock, clock]], simulation: { catalog, trainerScenario: () => null } });
  await container.get(LoginUseCase).execute({ email: 'admin@public.demo', password: 'demo1234', tenant: 'public' });

  /** Lets virtual time run (a scenario's latency fault slows every answer) until the promise settles. */
  const whileRunning = async <T>(promise: Promise<T>): Promise<T> => {
    let done = false;
    void promise.finally(() => (done = true)).catch(() => undefined);
    for (let i = 0; !done && i < 600; i++) await clock.advance(100);
    return promise;
  };

  const linkSentAt = clock.now();
  const sent = await whileRunning(
    container.get(SendLinkUseCase).execute({
      channel: 'sms',
      phone: { prefix: '+55', number: `2198765432${lastDigit}` },
      form: { title: 'Network quality', address: 'Rua A, 1', description: 'Test incident' },
      settings: null,
    }),
  );
  if (!sent.ok) throw new Error(`send failed: ${JSON.stringify(sent.error)}`);
  const live = container.get(LiveSessionFactory).create({ incidentId: sent.value.incidentId });
  if (!live.ok) throw new Error(live.error.kind);
  const session = live.value;
  const before = session.state.quality;
  const started = await whileRunning(session.start());
  expect(started.ok).toBe(true);
  return {
    clock,
    session,
    before,
    director: container.get(CallerDirector),
    /** Advances the clock to `seconds` after the link was sent. */
    at: (seconds: number) => clock.advance(Math.max(0, linkSentAt + seconds * 1000 - clock.now())),
  };
}

describe('network quality of a demo call (SPEC §4)', () => {
  it.each([
    // [scenario, quality once joined, at 17 s, at 20 s (after the slow network's step at 18 s), at 60 s]
    ['1 cooperative caller (no networkQuality step)', '1', 'green', 'green', 'green'],
    ['0 slow network (networkQuality up 4, down 5 at 18 s)', '0', 'green', 'red', 'red'],
  ] as const)('%s', async (_name, lastDigit, beforeStep, afterStep, later) => {
    const call = await liveCall(lastDigit);
    // No measure before the video session joins; the joined client then reports its own network.
    expect(call.before).toEqual({ uplink: 'unknown', downlink: 'unknown' });
    expect(call.session.state.phase).toBe('live');
    expect(call.session.state.quality).toEqual({ uplink: 'green', downlink: 'green' });
    await call.at(17);
    expect(call.session.state.quality).toEqual({ uplink: beforeStep, downlink: beforeStep });
    await call.at(20);
    expect(call.session.state.quality).toEqual({ uplink: afterStep, downlink: afterStep });
    await call.at(60);
    expect(call.session.state.quality).toEqual({ uplink: later, downlink: later });

    call.session.dispose();
    call.director.dispose();
    await call.clock.advance(10_000);
    expect(call.clock.pendingTimers()).toBe(0);
  });
});
