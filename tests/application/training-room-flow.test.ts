import { describe, expect, it } from 'vitest';
import { TrainingRoomFlow } from '../../src/application/training/training-room.flow';
import { FileScenarioLibrary } from '../../src/adapters/fake/training/scenario-library';
import { FakeTrainingRoom } from '../../src/adapters/fake/training/training-room.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import type { KeptDrill } from '../../src/domain/training/kept-drill';
import { injectionSteps, type TrainingMessage } from '../../src/domain/training/training-protocol';

const library = new FileScenarioLibrary({
  '/scenarios/1-cooperative-caller.json': { name: 'Cooperative', steps: [{ at: 2, action: 'clickLink' }] },
  '/scenarios/0-slow-network.json': { name: 'Slow', steps: [] },
});

function setup() {
  const room = new FakeTrainingRoom();
  let serial = 0;
  const flow = new TrainingRoomFlow(room, library, { next: () => `drill-${++serial}` }, new VirtualClock());
  flow.start();
  const heard = (desk: string) => {
    const messages: TrainingMessage[] = [];
    room.deskEnd(desk).onMessage((message) => messages.push(message));
    return messages;
  };
  return { room, flow, heard };
}

const emails = (flow: TrainingRoomFlow) => flow.desks.map((d) => [d.email, d.present]);

describe('the trainer’s room of desks', () => {
  it('lists the desks present, sorted, each with its own drill; a command reaches its desk alone', () => {
    const { room, flow, heard } = setup();
    expect(flow.desks).toEqual([]);
    room.setDesks(['zoe@public.demo', 'ana@public.demo']);
    expect(emails(flow)).toEqual([
      ['ana@public.demo', true],
      ['zoe@public.demo', true],
    ]);
    const [ana, zoe] = flow.desks;
    const toAna = heard('ana@public.demo');
    const toZoe = heard('zoe@public.demo');
    const [cooperative, slow] = library.list();
    ana!.flow.assign(cooperative!, { kind: 'nextLink' }, 'Rita');
    zoe!.flow.assign(slow!, { kind: 'nextLink' }, 'Rita');
    expect(toAna.map((m) => m.type)).toEqual(['assign']);
    expect(toZoe.map((m) => m.type)).toEqual(['assign']);

    room
      .deskEnd('ana@public.demo')
      .post({ type: 'started', drillId: ana!.flow.drill!.id, tab: 't', incidentId: '7', trainee: 'ana@public.demo' });
    ana!.flow.inject(injectionSteps('socketDrop'));
    expect(toAna.map((m) => m.type)).toEqual(['assign', 'inject']);
    expect(toZoe.map((m) => m.type)).toEqual(['assign']);
    expect([ana!.flow.drill?.phase, zoe!.flow.drill?.phase]).toEqual(['running', 'waiting']);
  });

  it('keeps a desk that signed out while it has a drill, and drops one that never had one', () => {
    const { room, flow } = setup();
    room.setDesks(['ana@public.demo', 'bea@public.demo']);
    flow.desks[0]!.flow.assign(library.list()[0]!, { kind: 'nextLink' });
    room.setDesks([]);
    expect(emails(flow)).toEqual([['ana@public.demo', false]]);
    room.setDesks(['bea@public.demo']);
    expect(emails(flow)).toEqual([
      ['ana@public.demo', false],
      ['bea@public.demo', true],
    ]);
    flow.desks[0]!.flow.cancel();
    expect(emails(flow)).toEqual([['bea@public.demo', true]]);
  });

  it('lists the drills the room kept, newest first, each signed and scored from its events and playable again', () => {
    const { room, flow } = setup();
    const drill = (id: string, assignedAt: number, injected: KeptDrill['injected'] = []): KeptDrill => ({
      id,
      desk: 'ana@public.demo',
      trainer: 'Rita',
      trainee: 'ana@public.demo',
      fileName: '1-cooperative-caller.json',
      scenario: { name: 'Cooperative', steps: [{ at: 2, action: 'clickLink' }] },
      assignedAt,
      tenantId: 'public',
      incidentId: '7',
      recordings: [],
      events: [
        { at: -4, kind: 'drillStarted' },
        { at: 0, kind: 'linkSent', detail: 'sms' },
        { at: 30, kind: 'stop', detail: 'operator' },
        { at: 30, kind: 'ended' },
      ],
      injected,
    });
    room.setKeptDrills([drill('older', 1_000), drill('newer', 2_000, [{ at: 10, step: injectionSteps('callerChat', 'Hello?')[0]! }])]);
    expect(flow.kept.map((k) => k.drill.id)).toEqual(['newer', 'older']);
    const [newer, older] = flow.kept;
    expect(newer!.report).toMatchObject({ scenario: 'Cooperative', trainee: 'ana@public.demo', trainer: 'Rita', startedAt: 2_000 });
    expect(newer!.report?.durationSeconds).toBe(34);
    // Played again: with the trainer's injection at its time, or as the scenario it was when nothing was injected.
    const replay = newer!.recorded?.ok ? (JSON.parse(newer!.recorded.text) as { steps: { action: string; at: number }[] }) : null;
    expect(replay?.steps.find((step) => step.action === 'chat')).toMatchObject({ at: 10 });
    expect(older!.recorded).toMatchObject({ ok: true, fileName: '1-cooperative-caller.json' });

    // A kept drill whose scenario no longer reads is listed without a debrief.
    room.setKeptDrills([{ ...drill('odd', 3_000), scenario: { steps: 'none' } }]);
    expect(flow.kept.map((k) => [k.drill.id, k.report, k.recorded])).toEqual([['odd', null, null]]);
  });
});
