import { describe, expect, it } from 'vitest';
import { TrainerDeskFlow } from '../../src/application/training/trainer-desk.flow';
import { TraineeDesk } from '../../src/adapters/fake/training/trainee-desk';
import { FakeTabChannels } from '../../src/adapters/fake/training/training-channel.fake';
import { readTrainingMessage } from '../../src/domain/training/training-protocol';
import { FileScenarioLibrary } from '../../src/adapters/fake/training/scenario-library';
import { injectionSteps } from '../../src/domain/training/training-protocol';
import { drillWorld } from './support/drill-world';

const DRILL = {
  name: 'Walk and talk',
  description: 'Opens the link, streams, writes once.',
  steps: [
    { at: 2, action: 'clickLink' },
    { at: 4, action: 'permissions', grant: { privacy_policy: true, local: true, audio: true, video: true } },
    { at: 6, action: 'join' },
    { at: 7, action: 'publish', tracks: ['video', 'audio'] },
    { at: 90, action: 'chat', body: 'Still here' },
  ],
  debrief: { targets: { linkSent: 30, firstVideo: 10 } },
};

/** A trainee's tab (its own demo world, signed in) and a trainer's console, joined by one fake training channel. */
async function setup() {
  const { clock, director, world, send } = await drillWorld();
  const channels = new FakeTabChannels(readTrainingMessage);
  const trainee = new TraineeDesk(channels.open(), world, 'tab-1', () => 'admin@public.demo');
  trainee.start();
  const library = new FileScenarioLibrary({ '/scenarios/walk-and-talk.json': DRILL });
  let id = 0;
  const desk = new TrainerDeskFlow(channels.open(), library, { next: () => `drill-${++id}` }, clock);
  desk.start();
  const scenario = library.list()[0]!;
  return { clock, desk, trainee, send, scenario, director, channels, world };
}

const kinds = (desk: TrainerDeskFlow) => desk.drill?.events.map((e) => (e.detail ? `${e.kind}:${e.detail}` : e.kind)) ?? [];

describe('the trainer’s console and a trainee’s tab over the training channel', () => {
  it('assigns a drill to the next link, follows it live, takes injected events and ends with the call', async () => {
    const { clock, desk, send, scenario, director } = await setup();
    desk.assign(scenario, { kind: 'nextLink' });
    expect(desk.drill).toMatchObject({ phase: 'waiting', tabs: 1 });
    await clock.advance(12_000);
    const incidentId = await send('21987654320');
    expect(desk.drill).toMatchObject({ phase: 'running', incidentId });
    await clock.advance(10_000);
    expect(kinds(desk)).toEqual(expect.arrayContaining(['drillStarted', 'linkSent:sms', 'linkOpened', 'callerJoined', 'firstVideo']));
    expect(desk.drill?.events.find((e) => e.kind === 'drillStarted')?.at).toBe(-12);
    expect(desk.drill?.steps).toEqual(['done', 'done', 'done', 'done', 'next']);

    desk.inject(injectionSteps('socketDrop'));
    await clock.advance(5_000);
    desk.inject(injectionSteps('takeOver'));
    await clock.advance(5_000);
    expect(desk.drill?.injected.map((i) => [Math.round(i.at), i.step.action])).toEqual([
      [10, 'socketDrop'],
      [15, 'takeOver'],
    ]);
    expect(kinds(desk)).toEqual(
      expect.arrayContaining(['injected:socketDrop', 'alert:socket_dropped', 'injected:takeOver', 'alert:taken_over']),
    );
    // The trainer sees the steps as the trainee's simulated caller has them.
    expect(director.stepProgress(incidentId)).toEqual(desk.drill?.steps);
    expect(desk.drill?.steps).toEqual(['done', 'done', 'done', 'done', 'next']);

    desk.inject(injectionSteps('endCall'));
    await clock.advance(5_000);
    expect(desk.drill?.phase).toBe('ended');
    expect(desk.drill?.steps.at(-1)).toBe('skipped');
  });

  it('a drill for a phone number waits for that number; another link goes by it', async () => {
    const { clock, desk, send, scenario } = await setup();
    desk.assign(scenario, { kind: 'phone', phone: '+55 21 99999-0001' });
    await clock.advance(3_000);
    await send('21987654321');
    expect(desk.drill?.phase).toBe('waiting');
    await clock.advance(3_000);
    const incidentId = await send('21999990001');
    expect(desk.drill).toMatchObject({ phase: 'running', incidentId });
    await clock.advance(8_000);
    expect(kinds(desk)).toEqual(expect.arrayContaining(['linkSent:sms', 'callerJoined']));
  });

  it('a cancelled drill is no longer given to the next link', async () => {
    const { clock, desk, send, scenario, director } = await setup();
    desk.assign(scenario, { kind: 'nextLink' });
    desk.cancel();
    await clock.advance(1_000);
    const incidentId = await send('21987654320');
    expect(desk.drill).toBeNull();
    expect(director.scenarioOf(incidentId)?.name).not.toBe('Walk and talk');
  });

  it('an injection that is not a valid step is refused with its reason; a recording replays the injections', async () => {
    const { clock, desk, send, scenario } = await setup();
    desk.assign(scenario, { kind: 'nextLink' });
    await send('21987654320');
    await clock.advance(8_000);
    desk.inject([{ action: 'publish', tracks: ['smell'] }]);
    expect(desk.drill?.problems.join('\n')).toMatch(/tracks/);
    desk.inject(injectionSteps('callerChat', 'Where are you?'));
    await clock.advance(1_000);
    const recorded = desk.record();
    expect(recorded).toMatchObject({ ok: true, fileName: 'walk-and-talk-recorded.json' });
    const json = JSON.parse(recorded?.ok ? recorded.text : '{}') as { steps: { at: number; action: string }[] };
    expect(json.steps.map((s) => s.action)).toEqual(['clickLink', 'permissions', 'join', 'publish', 'chat', 'chat']);
    expect(json.steps[4]).toMatchObject({ at: 8, action: 'chat', body: 'Where are you?' });
  });

  it('a scenario file from disk is refused with each problem and its field path', () => {
    const library = new FileScenarioLibrary({});
    const read = library.read(
      'bad.json',
      JSON.stringify({ name: 'Bad', steps: [{ at: 1, action: 'permissions', grant: { camera: true } }] }),
    );
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(read.problems).toEqual([{ path: 'steps[0].grant', message: expect.stringMatching(/unknown permission "camera"/) }]);
    const broken = library.read('broken.json', '{ nope');
    expect(broken.ok ? [] : broken.problems.map((p) => p.path)).toEqual(['(file)']);
  });
});
