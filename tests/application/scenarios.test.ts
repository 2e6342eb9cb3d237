import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { debriefConfigOf, parseScenarioText } from '../../src/adapters/fake/simulation/scenario-schema';
import { liveDebrief } from '../../src/domain/training/live-expectations';
import { formatTimeline, runScenario } from '../../src/composition/simulation/run-scenario';

const dir = path.resolve(import.meta.dirname, '../../scenarios');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();

type Figures = [callerJoined: number | null, firstVideo: number | null, firstLocation: number | null, firstChatReply: number | null];

/**
 * Each built-in scenario's debrief: its figures (the link is sent at once headless), alerts and score. The headless
 * operator only writes what a scenario's `operator.steps` say: a caller's line or a slow network it leaves unanswered
 * costs it the reactions' share.
 */
const DEBRIEFS: Record<string, { figures: Figures; alerts: string[]; score: number }> = {
  '0-slow-network.json': {
    figures: [15, 16, null, null],
    alerts: ['slow_network@18', 'socket_dropped@30', 'socket_dropped@90'],
    score: 50,
  },
  '1-cooperative-caller.json': { figures: [10, 11, 20, 25], alerts: ['caller_wrote@20'], score: 100 },
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
  'caller-hangs-up.json': { figures: [5, 6, null, 18], alerts: ['caller_wrote@8', 'caller_left@14'], score: 100 },
  'live-1-streaming-on-the-move.json': { figures: [1, 2, 7, 10], alerts: ['caller_wrote@6'], score: 100 },
  'live-2-camera-refused-chat-only.json': {
    figures: [2, null, 19, 8],
    alerts: ['refused_camera@1', 'caller_wrote@3', 'caller_wrote@40'],
    score: 83,
  },
  'live-3-poor-connection.json': { figures: [1, 2, 45, null], alerts: ['slow_network@3', 'caller_wrote@8'], score: 50 },
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
    // The trainer's console (and the server's kept drills) score the same events as the runner: the same figures,
    // alerts and reactions; every expectation the events can tell, met as the runner saw it; and, where the events
    // tell every expectation, the same debrief.
    const live = liveDebrief(report.events, { expectations: parsed.scenario.expect, debrief: debriefConfigOf(parsed.scenario) });
    expect({ figures: live.figures, alerts: live.alerts, counts: live.counts }).toEqual({
      figures: report.debrief.figures,
      alerts: report.debrief.alerts,
      counts: report.debrief.counts,
    });
    const told = live.expectations.filter((e) => e.unchecked !== true);
    expect(told.map((e) => [e.index, e.met])).toEqual(told.map((e) => [e.index, report.debrief.expectations[e.index]?.met]));
    if (told.length === live.expectations.length) expect(live.score).toBe(report.debrief.score);
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
