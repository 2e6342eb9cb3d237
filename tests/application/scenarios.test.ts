import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../src/adapters/fake/simulation/scenario-schema';
import { expectationsFromEvents } from '../../src/domain/training/live-expectations';
import { formatTimeline, runScenario } from '../../src/composition/simulation/run-scenario';

const dir = path.resolve(import.meta.dirname, '../../scenarios');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();

type Figures = [callerJoined: number | null, firstVideo: number | null, firstLocation: number | null, firstChatReply: number | null];

/** Each built-in scenario's debrief: its figures (the link is sent at once headless), alerts and score. */
const DEBRIEFS: Record<string, { figures: Figures; alerts: string[]; score: number }> = {
  '0-slow-network.json': { figures: [15, 16, null, null], alerts: ['socket_dropped@30', 'socket_dropped@90'], score: 100 },
  '1-cooperative-caller.json': { figures: [10, 11, 20, 25], alerts: [], score: 100 },
  '2-denies-camera.json': { figures: [null, null, 20, 14], alerts: ['refused_camera@8'], score: 100 },
  '3-denies-location.json': { figures: [10, 11, null, null], alerts: ['refused_location@8'], score: 50 },
  '4-denies-both.json': { figures: [null, null, null, null], alerts: ['refused_camera@8', 'refused_location@8'], score: 50 },
  '5-never-clicks.json': { figures: [null, null, null, null], alerts: [], score: 100 },
  '6-sms-fails.json': { figures: [null, null, null, null], alerts: ['delivery_failed@0'], score: 50 },
  '7-whatsapp-not-registered.json': { figures: [null, null, null, null], alerts: ['delivery_failed@0'], score: 50 },
  '8-drops-and-rejoins.json': { figures: [9, 10, null, null], alerts: [], score: 100 },
  '9-taken-over.json': { figures: [9, 10, null, null], alerts: ['taken_over@40'], score: 100 },
  'another-operator-watching.json': { figures: [9, 10, null, null], alerts: [], score: 100 },
  'bench-first-frame.json': { figures: [1, 2, null, null], alerts: [], score: 100 },
  'caller-hangs-up.json': { figures: [5, 6, null, 18], alerts: ['caller_left@14'], score: 100 },
  'live-1-streaming-on-the-move.json': { figures: [1, 2, 7, 10], alerts: [], score: 100 },
  'live-2-camera-refused-chat-only.json': { figures: [2, null, 19, 8], alerts: ['refused_camera@1'], score: 100 },
  'live-3-poor-connection.json': { figures: [1, 2, 45, null], alerts: [], score: 100 },
  'collaborator-joins.json': { figures: [10, 11, null, null], alerts: [], score: 100 },
  'refused-save.json': { figures: [null, null, null, null], alerts: [], score: 100 },
};

describe('built-in training scenarios run headless in virtual time with their expectations met, and their debrief', () => {
  it.each(files)('%s', async (file) => {
    const parsed = parseScenarioText(file, readFileSync(path.join(dir, file), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const report = await runScenario(parsed.scenario);
    expect(report.failures, formatTimeline(report)).toEqual([]);
    expect(report.pendingTimers, formatTimeline(report)).toBe(0);
    const { figures, alerts, expectations, score } = report.debrief;
    expect({
      figures: [figures.callerJoined, figures.firstVideo, figures.firstLocation, figures.firstChatReply],
      alerts: alerts.map((a) => `${a.key}@${Math.round(a.at)}`),
      score,
    }).toEqual(DEBRIEFS[file]);
    expect(figures.linkSent).toBe(0);
    expect(expectations.map((e) => e.met)).toEqual(parsed.scenario.expect.map(() => true));
    // What a live drill can check from its events alone agrees with the runner.
    const live = expectationsFromEvents(parsed.scenario.expect, report.events).filter((e) => e.unchecked !== true);
    expect(live.filter((e) => !e.met)).toEqual([]);
  });
});

describe('the scenario runner reports what it does not see', () => {
  it('names an unmet expectation with when it happened or that it never did', async () => {
    const parsed = parseScenarioText('x.json', readFileSync(path.join(dir, '4-denies-both.json'), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const scenario = {
      ...parsed.scenario,
      expect: [
        { expect: 'streamShown', by: 30 },
        { expect: 'toast', key: 'message_status.refused_both', by: 5 },
      ],
    } as typeof parsed.scenario;
    const report = await runScenario(scenario);
    expect(report.failures).toEqual([
      "the caller's video never happened (expected by 30 s)",
      expect.stringMatching(/^toast message_status\.refused_both at 8\.\d s, expected by 5 s$/),
    ]);
  });
});
