import { describe, expect, it, vi } from 'vitest';
import { LiveSessionFactory } from '../../src/application/live/live-session.factory';
import { LocationPollFlow } from '../../src/application/live/location-poll.flow';
import { MessageStatusPollFlow } from '../../src/application/live/message-status-poll.flow';
import { RepeatFlow } from '../../src/application/shared/repeat.flow';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { parseScenario } from '../../src/adapters/fake/simulation/scenario-schema';
import { LiveIncidentViewModel } from '../../src/ui/incident/live/live-incident.view-model';
import { drillWorld } from '../adapters/support/drill-world';
import { scenarioFiles } from '../adapters/support/demo-tab';

/**
 * The "call ended" summary shows however the call ends (the operator's stop, the caller leaving, the server's stop),
 * against the demo world on the virtual clock: the page stays on it instead of leaving for the list. A take-over keeps
 * its own state.
 */

/** A call whose caller follows `scenario` (a file of scenarios/), the live page open on it from the start. */
async function callTo(scenario: string) {
  const { clock, container, director, send } = await drillWorld();
  const parsed = parseScenario(`${scenario}.json`, scenarioFiles[`/scenarios/${scenario}.json`]);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  director.attach(parsed.scenario);
  const incidentId = await send('21987654321');
  const navigate = vi.fn();
  const vm = new LiveIncidentViewModel(
    {
      createSession: () => container.get(LiveSessionFactory).create({ incidentId }),
      createStatusPoller: () => container.get(MessageStatusPollFlow),
      createLocationPoller: () => container.get(LocationPollFlow),
      notify: () => undefined,
      navigate,
      call: { ticker: container.get(RepeatFlow), count: () => Promise.resolve({ media: 0, chat: 1 }) },
    },
    { tenant: 'public', incidentId, readOnly: false },
  );
  vm.start();
  return { clock, container, vm, navigate, incidentId, director };
}

describe('the call ended summary (SPEC §4 ends of a stream session)', () => {
  it('the caller leaves: the page stays on the summary (duration, counts), the log says why, nothing navigates', async () => {
    const { clock, vm, navigate, director } = await callTo('caller-hangs-up');
    await clock.advance(10_000);
    expect(vm.call.kind).toBe('streaming');
    expect(vm.call.over).toBe(false);
    expect(vm.stopAvailable).toBe(true);
    await clock.advance(5_000);
    expect(vm.call.kind).toBe('ended');
    // The chat goes read-only with it (the page hands `over` to the chat panel).
    expect(vm.call.over).toBe(true);
    expect(vm.call.summary).toMatchObject({ cause: 'callerLeft', media: 0, chat: 1 });
    // The console joined within the first second; the caller left 14 s after the link went out.
    expect(vm.call.summary?.durationMs).toBeGreaterThanOrEqual(12_000);
    expect(vm.call.summary?.durationMs).toBeLessThanOrEqual(14_000);
    expect(vm.call.log[0]).toMatchObject({ key: 'live.callState.log.caller_left', tone: 'warning' });
    expect(vm.stopAvailable).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    vm.newIncident();
    expect(navigate).toHaveBeenCalledWith('public/incident/live');
    vm.dispose();
    director.dispose();
  });

  it('the server stops the stream: the same summary, said to be the server', async () => {
    const { clock, vm, navigate, incidentId, container, director } = await callTo('1-cooperative-caller');
    await clock.advance(20_000);
    expect(vm.call.kind).toBe('streaming');
    container.get(LiveHub).serverStop(incidentId);
    await clock.advance(1_000);
    expect(vm.call.summary).toMatchObject({ cause: 'serverStop', media: 0, chat: 1 });
    expect(vm.call.log[0]?.key).toBe('live.callState.log.server_stopped');
    expect(navigate).not.toHaveBeenCalled();
    vm.dispose();
    director.dispose();
  });

  it('a take-over keeps its own state: no summary, the warning stays on the incident', async () => {
    const { clock, vm, navigate, director } = await callTo('9-taken-over');
    await clock.advance(42_000);
    expect(vm.call.kind).toBe('taken_over');
    expect(vm.call.over).toBe(false);
    expect(vm.call.summary).toBeNull();
    expect(vm.warning).toMatchObject({ key: 'take-over', then: null });
    expect(navigate).not.toHaveBeenCalled();
    vm.dispose();
    director.dispose();
  });
});
