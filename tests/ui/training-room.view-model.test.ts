import { describe, expect, it } from 'vitest';
import { TrainingRoomFlow } from '../../src/application/training/training-room.flow';
import { FileScenarioLibrary } from '../../src/adapters/fake/training/scenario-library';
import { FakeTrainingRoom } from '../../src/adapters/fake/training/training-room.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import type { DebriefReport } from '../../src/domain/training/debrief-report';
import type { KeptDrill } from '../../src/domain/training/kept-drill';
import { injectionSteps } from '../../src/domain/training/training-protocol';
import { TrainingRoomViewModel } from '../../src/ui/training/panel/training-room.view-model';

const library = new FileScenarioLibrary({
  '/scenarios/1-cooperative-caller.json': { name: 'Cooperative', steps: [{ at: 2, action: 'clickLink' }] },
});

const KEPT: KeptDrill = {
  id: 'ana@public.demo/drill-1/1764408600000',
  desk: 'ana@public.demo',
  trainer: 'Rita',
  trainee: 'ana@public.demo',
  fileName: '1-cooperative-caller.json',
  scenario: { name: 'Cooperative', steps: [{ at: 2, action: 'clickLink' }] },
  assignedAt: Date.UTC(2025, 10, 29, 9, 30),
  tenantId: 'public',
  incidentId: '7',
  recordings: [
    { filename: 'call-7-1.mp4', url: 'https://room.example/demo/recordings/files/public/7/call-7-1.mp4?key=k', from: 2, to: 14 },
  ],
  events: [
    { at: -5, kind: 'drillStarted' },
    { at: 0, kind: 'linkSent', detail: 'sms' },
    { at: 40, kind: 'stop', detail: 'operator' },
    { at: 40, kind: 'ended' },
  ],
  injected: [{ at: 12, step: injectionSteps('callerChat', 'Anyone?')[0]! }],
};

function setup() {
  const room = new FakeTrainingRoom();
  const flow = new TrainingRoomFlow(room, library, { next: () => 'drill-1' }, new VirtualClock());
  const downloads: { fileName: string; text: string }[] = [];
  const pdfs: { fileName: string; report: DebriefReport }[] = [];
  const vm = new TrainingRoomViewModel({
    room: flow,
    download: (fileName, text) => downloads.push({ fileName, text }),
    savePdf: (fileName, report) => (pdfs.push({ fileName, report }), Promise.resolve()),
  });
  vm.start();
  return { room, vm, downloads, pdfs };
}

describe('the trainer’s room: the kept drills', () => {
  it('lists what the server kept, exports each as JSON and PDF, and puts one back first in every desk’s list', async () => {
    const { room, vm, downloads, pdfs } = setup();
    room.setDesks(['ana@public.demo', 'bea@public.demo']);
    expect(vm.kept).toEqual([]);
    room.setKeptDrills([KEPT]);
    expect(vm.kept.map((k) => [k.drill.id, k.report?.debrief.score !== undefined])).toEqual([[KEPT.id, true]]);
    const [record] = vm.kept;

    vm.exportKeptJson(record!);
    expect(downloads).toHaveLength(1);
    expect(JSON.parse(downloads[0]!.text)).toMatchObject({
      trainee: 'ana@public.demo',
      trainer: 'Rita',
      scenario: 'Cooperative',
      date: '2025-11-29T09:30:00.000Z',
      durationSeconds: 45,
      recordings: [{ ...KEPT.recordings[0], durationSeconds: 12 }],
    });
    await vm.exportKeptPdf(record!);
    expect(pdfs.map((p) => [p.report.trainee, p.report.trainer, p.report.durationSeconds])).toEqual([['ana@public.demo', 'Rita', 45]]);
    // The PDF's report names the recordings too.
    expect(pdfs[0]?.report.recordings).toEqual(KEPT.recordings);
    expect(vm.exportingKept).toBeNull();

    vm.replay(record!);
    for (const desk of vm.desks) {
      expect(desk.panel.selected?.source).toBe('loaded');
      expect((desk.panel.selected?.json as { steps: { action: string }[] }).steps.map((s) => s.action)).toContain('chat');
    }
    expect(vm.replayed).toBe(KEPT.id);
    vm.dispose();
  });

  it('names the call’s recordings in a desk’s own debrief once the server keeps its drill', () => {
    const { room, vm } = setup();
    room.setDesks(['ana@public.demo']);
    const tab = room.deskEnd('ana@public.demo');
    const [desk] = vm.desks;
    desk!.panel.assign();
    tab.post({ type: 'started', drillId: 'drill-1', tab: 't1', incidentId: '7', trainee: 'ana@public.demo' });
    for (const event of KEPT.events) tab.post({ type: 'event', drillId: 'drill-1', event });
    expect(desk!.panel.report?.recordings).toEqual([]);
    room.setKeptDrills([KEPT]);
    expect(desk!.panel.report?.recordings).toEqual(KEPT.recordings);
    vm.dispose();
  });

  it('asks the trainer’s name once for the room: every desk, also one that signs in later, signs with it', () => {
    const { room, vm } = setup();
    room.setDesks(['ana@public.demo']);
    vm.setTrainer('Rita Trainer');
    room.setDesks(['ana@public.demo', 'bea@public.demo']);
    expect(vm.desks.map((desk) => [desk.email, desk.panel.trainer])).toEqual([
      ['ana@public.demo', 'Rita Trainer'],
      ['bea@public.demo', 'Rita Trainer'],
    ]);
    vm.dispose();
  });

  it('asks the served room’s trainer’s password before it follows the room, and says when one is refused', () => {
    const { room, vm } = setup();
    room.lock('room-password');
    expect(vm.access).toBe('password-needed');
    vm.unlock();
    expect(room.given).toEqual([]);
    vm.setPassword('guess');
    vm.unlock();
    expect([vm.access, vm.password]).toEqual(['password-refused', '']);
    vm.setPassword(' room-password ');
    vm.unlock();
    expect(room.given).toEqual(['guess', 'room-password']);
    expect(vm.access).toBe('following');
    vm.dispose();
  });
});
