import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InjectedStep } from '../../src/adapters/fake/simulation/caller-director';
import { recordDrill, recordDrillFrom } from '../../src/adapters/fake/simulation/record-drill';
import { parseScenario, parseScenarioText, type Scenario } from '../../src/adapters/fake/simulation/scenario-schema';
import { formatTimeline, runScenario } from '../../src/composition/simulation/run-scenario';

const dir = path.resolve(import.meta.dirname, '../../scenarios');

function builtIn(file: string): Scenario {
  const parsed = parseScenarioText(file, readFileSync(path.join(dir, file), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.scenario;
}

const inject = (at: number, step: Record<string, unknown>): InjectedStep => ({ at, step: { ...step, at } as InjectedStep['step'] });

describe('a trainer injecting events live changes the drill', () => {
  it('a socket drop and a take-over: on the timeline, as alerts, and the session ends', async () => {
    const base = builtIn('1-cooperative-caller.json');
    const plain = await runScenario(base);
    const report = await runScenario(base, {
      inject: [
        inject(30, { action: 'socketDrop' }),
        inject(35, { action: 'takeOver', operator: { name: 'Sara Supervisor', email: 'supervisor@demo.example' } }),
      ],
    });
    const timeline = formatTimeline(report);
    expect(timeline).toMatch(/00:30\.0 {2}trainer {2}the trainer injects socketDrop/);
    expect(timeline).toMatch(/00:35\.\d {2}console {2}the live session ends: takeOver/);
    // The scenario's own caller line (answered at 25 s) is the only alert without the injections.
    expect(plain.debrief.alerts.map((a) => [a.key, a.at, a.reactedAt])).toEqual([['caller_wrote', 20, 25]]);
    expect(report.debrief.alerts.map((a) => [a.key, a.at])).toEqual([
      ['caller_wrote', 20],
      ['socket_dropped', 30],
      ['taken_over', 35],
    ]);
    expect(report.events.filter((e) => e.kind === 'injected').map((e) => e.detail)).toEqual(['socketDrop', 'takeOver']);
    expect(report.injected.map((i) => [i.at, i.step.action])).toEqual([
      [30, 'socketDrop'],
      [35, 'takeOver'],
    ]);
  });

  it('the caller refusing, then leaving, with the operator writing in between: reactions counted', async () => {
    const base: Scenario = {
      ...builtIn('2-denies-camera.json'),
      operator: { channel: 'sms', steps: [{ at: 14, action: 'chat', body: 'Can you describe what you see?' }] },
    };
    const report = await runScenario(base, { inject: [inject(40, { action: 'join' }), inject(50, { action: 'leave' })] });
    expect(report.debrief.alerts.map((a) => [a.key, a.reactedAt])).toEqual([
      ['refused_camera', 14],
      ['caller_left', null],
    ]);
    expect(report.debrief.figures.callerJoined).toBe(40);
    expect(report.debrief.score).toBe(67);
  });
});

describe('an honest debrief: what the trainee left unanswered counts against them, with its time', () => {
  const base = (): Scenario => ({ ...builtIn('1-cooperative-caller.json'), operator: { channel: 'sms', steps: [] } });

  it('a caller line and a slow network injected and left unanswered: two missed reactions, the score falls', async () => {
    const report = await runScenario(base(), {
      inject: [
        inject(40, { action: 'chat', body: 'Are you still there?' }),
        inject(50, { action: 'latency', ms: 1500 }),
        inject(50, { action: 'networkQuality', uplink: 5, downlink: 5 }),
      ],
    });
    expect(report.debrief.alerts.map((a) => [a.key, a.at, a.reactedAt])).toEqual([
      ['caller_wrote', 20, null],
      ['caller_wrote', 40, null],
      ['slow_network', 50, null],
    ]);
    expect(report.debrief.scoreLines.find((l) => l.component === 'reactions')).toMatchObject({ value: 0, target: 3, points: 0 });
    expect(report.debrief.score).toBeLessThan(100);
  });

  it('the same drill with the trainee answering in time earns the reactions back', async () => {
    const answering: Scenario = {
      ...base(),
      operator: {
        channel: 'sms',
        steps: [
          { at: 25, action: 'chat', body: 'Help is on the way.' },
          { at: 45, action: 'chat', body: 'Yes, I am here.' },
          { at: 60, action: 'chat', body: 'The connection is slow; keep writing here.' },
        ],
      },
    };
    const report = await runScenario(answering, {
      inject: [inject(40, { action: 'chat', body: 'Are you still there?' }), inject(50, { action: 'latency', ms: 1500 })],
    });
    // The answer to the slow network reaches the chat 1.5 s late: the network is slow.
    expect(report.debrief.alerts.map((a) => [a.key, a.reactedAt])).toEqual([
      ['caller_wrote', 25],
      ['caller_wrote', 45],
      ['slow_network', 61.5],
    ]);
    expect(report.debrief.scoreLines.find((l) => l.component === 'reactions')).toMatchObject({ value: 3, target: 3 });
  });

  it('a short delay or a good network quality is no alert; a network already slow alerts once', async () => {
    const report = await runScenario(base(), {
      inject: [
        inject(40, { action: 'latency', ms: 300 }),
        inject(41, { action: 'networkQuality', uplink: 1, downlink: 2 }),
        inject(50, { action: 'networkQuality', uplink: 4, downlink: 4 }),
        inject(60, { action: 'networkQuality', uplink: 6, downlink: 6 }),
      ],
    });
    expect(report.debrief.alerts.filter((a) => a.key === 'slow_network').map((a) => a.at)).toEqual([50]);
  });
});

describe('a recorded drill is a scenario that replays to the same debrief', () => {
  it('records the injected steps at their times; the file parses and replays to the same debrief', async () => {
    const base = builtIn('2-denies-camera.json');
    const live = await runScenario(base, {
      inject: [
        inject(12.5, { action: 'chat', body: 'I cannot turn the camera on' }),
        inject(20, { action: 'socketDrop' }),
        inject(25, { action: 'latency', ms: 900 }),
        inject(33, { action: 'moveTo', to: { lat: -22.97, long: -43.18 } }),
        inject(60, { action: 'tokenExpiry' }),
      ],
    });
    const recorded = recordDrill(base, live.injected, { durationSeconds: live.debrief.endedAt });
    const parsed = parseScenario('recorded.json', JSON.parse(JSON.stringify(recorded)));
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    expect(parsed.scenario.name).toBe('Caller denies the camera (recorded)');
    expect(parsed.scenario.steps.map((s) => `${s.at}:${s.action}`)).toEqual([
      '3:status',
      '5:clickLink',
      '8:permissions',
      '10:walk',
      '12.5:chat',
      '20:socketDrop',
      '25:latency',
      '33:moveTo',
      '60:tokenExpiry',
    ]);
    const replay = await runScenario(parsed.scenario);
    expect(replay.debrief).toEqual(live.debrief);
    expect(live.debrief.alerts.map((a) => a.key)).toEqual(['refused_camera', 'caller_wrote', 'socket_dropped', 'session_expired']);
    expect(replay.pendingTimers).toBe(0);
  });
});

describe('recordDrillFrom: a drill recorded from steps that crossed between tabs', () => {
  it('checks each step and the scenario, naming what is wrong', () => {
    const base = builtIn('9-taken-over.json');
    const recorded = recordDrillFrom(base, [{ at: 20, step: { action: 'socketDrop' } }], { name: 'Drops then taken over' });
    expect(recorded.ok && recorded.scenario.steps.map((s) => s.action)).toEqual([
      'status',
      'clickLink',
      'permissions',
      'join',
      'publish',
      'socketDrop',
      'takeOver',
    ]);
    expect(
      recordDrillFrom(base, [
        { at: 20, step: { action: 'socketDrop' } },
        { at: 30, step: { action: 'latency' } },
      ]),
    ).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^injected step 2: ms: /)],
    });
    expect(recordDrillFrom(base, [{ at: -1, step: { action: 'leave' } }])).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^recorded drill: steps\[0\]\.at: /)],
    });
  });
});
