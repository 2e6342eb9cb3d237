import { describe, expect, it } from 'vitest';
import { TrainerDeskFlow } from '../../src/application/training/trainer-desk.flow';
import { FileScenarioLibrary } from '../../src/adapters/fake/training/scenario-library';
import { FakeTabChannels } from '../../src/adapters/fake/training/training-channel.fake';
import { readTrainingMessage } from '../../src/domain/training/training-protocol';
import { injectionSteps, type TrainingMessage } from '../../src/domain/training/training-protocol';
import { TrainerPanelViewModel } from '../../src/ui/training/panel/trainer-panel.view-model';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';

const FILES = {
  '/scenarios/1-cooperative-caller.json': { name: 'Cooperative', steps: [{ at: 2, action: 'clickLink' }] },
  '/scenarios/0-slow-network.json': { name: 'Slow', steps: [] },
  '/scenarios/zz-extra.json': { name: 'Extra', description: 'Not built in', steps: [{ at: 1, action: 'join' }] },
};

/** The panel over the real desk and library; a fake trainee tab at the channel's other end, driven by hand. */
function setup() {
  const channels = new FakeTabChannels(readTrainingMessage);
  const tab = channels.open();
  const heard: TrainingMessage[] = [];
  tab.onMessage((message) => heard.push(message));
  const clock = new VirtualClock(Date.UTC(2026, 10, 29, 9, 30));
  const desk = new TrainerDeskFlow(channels.open(), new FileScenarioLibrary(FILES), { next: () => 'drill-1' }, clock);
  const downloads: { fileName: string; text: string }[] = [];
  const vm = new TrainerPanelViewModel({
    desk,
    download: (fileName, text) => downloads.push({ fileName, text }),
    savePdf: () => Promise.resolve(),
  });
  vm.start();
  return { vm, tab, heard, downloads };
}

describe('the trainer’s panel', () => {
  it('lists the built-in scenarios by digit (1–9, then 0) before the other bundled files', () => {
    const { vm } = setup();
    expect(vm.scenarios.map((s) => [s.name, s.source, s.digit])).toEqual([
      ['Cooperative', 'builtIn', '1'],
      ['Slow', 'builtIn', '0'],
      ['Extra', 'bundled', null],
    ]);
    expect(vm.selected?.name).toBe('Cooperative');
  });

  it.each([
    ['not JSON', '{ "name": ', ['(file)']],
    [
      'a step with an unknown action and a permission that does not exist',
      '{"name":"X","steps":[{"at":1,"action":"fly"},{"at":2,"action":"permissions","grant":{"camera":true}}]}',
      ['steps[0].action', 'steps[1].grant'],
    ],
  ])('refuses a file that is %s, with every problem’s path, and loads nothing', (_, text, paths) => {
    const { vm } = setup();
    vm.loadFile('drill.json', text);
    expect(vm.refused?.problems.map((p) => p.path)).toEqual(paths);
    expect(vm.scenarios).toHaveLength(3);
    expect(vm.selected?.name).toBe('Cooperative');
  });

  it('loads a valid file first in the list and selects it; assigning it to a phone number needs a number', () => {
    const { vm, heard } = setup();
    vm.loadFile('mine.json', JSON.stringify({ name: 'Mine', steps: [{ at: 3, action: 'clickLink' }] }));
    expect(vm.refused).toBeNull();
    expect(vm.scenarios[0]).toMatchObject({ name: 'Mine', source: 'loaded' });
    expect(vm.selected?.name).toBe('Mine');
    vm.setTargetKind('phone');
    expect(vm.canAssign).toBe(false);
    vm.setPhone('+55 21 99999-0001');
    vm.assign();
    expect(heard).toEqual([
      {
        type: 'assign',
        drillId: 'drill-1',
        target: { kind: 'phone', phone: '+55 21 99999-0001' },
        scenario: { name: 'Mine', steps: [{ at: 3, action: 'clickLink' }] },
        // Named for the room that keeps the finished drill.
        trainer: null,
        fileName: 'mine.json',
      },
    ]);
    expect(vm.drill).toMatchObject({ phase: 'waiting', tabs: 0 });
  });

  it('follows what the trainee’s tab reports, injects only while running, and debriefs once the drill ends', () => {
    const { vm, tab, heard, downloads } = setup();
    vm.setTrainer('  Ana Trainer ');
    vm.assign();
    tab.post({ type: 'assigned', drillId: 'drill-1', tab: 't1' });
    vm.inject('socketDrop');
    expect(heard.filter((m) => m.type === 'inject')).toEqual([]);
    tab.post({ type: 'started', drillId: 'drill-1', tab: 't1', incidentId: '42', trainee: 'operator@public.demo' });
    tab.post({ type: 'event', drillId: 'drill-1', event: { at: -4, kind: 'drillStarted' } });
    tab.post({ type: 'event', drillId: 'drill-1', event: { at: 0, kind: 'linkSent', detail: 'sms' } });
    tab.post({ type: 'progress', drillId: 'drill-1', steps: ['next'] });
    expect(vm.steps).toEqual([{ index: 0, at: 2, action: 'clickLink', state: 'next' }]);
    vm.inject('takeOver');
    expect(heard.at(-1)).toMatchObject({ type: 'inject', step: { action: 'takeOver' } });
    tab.post({ type: 'injected', drillId: 'drill-1', at: 6, step: injectionSteps('takeOver')[0]! });
    tab.post({ type: 'event', drillId: 'drill-1', event: { at: 6, kind: 'alert', detail: 'taken_over' } });
    expect(vm.debrief).toBeNull();
    tab.post({ type: 'event', drillId: 'drill-1', event: { at: 9, kind: 'ended' } });
    expect(vm.drill?.phase).toBe('ended');
    expect(vm.debrief).toMatchObject({ figures: { linkSent: 4 }, alerts: [{ key: 'taken_over', at: 6 }] });
    vm.exportJson();
    vm.record();
    expect(downloads.map((d) => d.fileName)).toEqual(['cooperative-debrief.json', 'cooperative-recorded.json']);
    // The export names who was trained, by whom, on what, when and for how long.
    expect(JSON.parse(downloads[0]!.text)).toMatchObject({
      trainee: 'operator@public.demo',
      trainer: 'Ana Trainer',
      scenario: 'Cooperative',
      date: '2026-11-29T09:30:00.000Z',
      durationSeconds: 13,
    });
    expect(JSON.parse(downloads[1]!.text)).toMatchObject({
      name: 'Cooperative (recorded)',
      steps: [{ at: 2 }, { at: 6, action: 'takeOver' }],
    });
  });

  it.each([
    [
      'the caller’s steps only: no fault said to run',
      [
        { at: 2, action: 'clickLink' },
        { at: 20, action: 'chat', body: 'Hi' },
      ],
      false,
    ],
    [
      'a socket drop after the hand-over: said to run',
      [
        { at: 2, action: 'clickLink' },
        { at: 20, action: 'chat', body: 'Hi' },
        { at: 25, action: 'socketDrop' },
      ],
      true,
    ],
  ])('tells where an actor took the caller over, and whether faults of the console still ran after it: %s', (_, steps, faultsAfter) => {
    const { vm, tab } = setup();
    vm.loadFile('mine.json', JSON.stringify({ name: 'Mine', steps }));
    vm.assign();
    tab.post({ type: 'started', drillId: 'drill-1', tab: 't1', incidentId: '42', trainee: 'operator@public.demo' });
    tab.post({ type: 'progress', drillId: 'drill-1', steps: ['done', 'next', ...(faultsAfter ? ['pending' as const] : [])] });
    expect(vm.handOver).toBeNull();
    tab.post({ type: 'event', drillId: 'drill-1', event: { at: 9, kind: 'actorTookOver', detail: 'Ana' } });
    tab.post({ type: 'progress', drillId: 'drill-1', steps: ['done', 'actor', ...(faultsAfter ? ['next' as const] : [])] });
    expect(vm.handOver).toEqual({ at: 9, faultsAfter });
  });

  it('assigns a waiting drill again to a trainee tab that starts listening after it', () => {
    const { vm, tab, heard } = setup();
    vm.assign();
    tab.post({ type: 'ready', drillId: '', tab: 't2' });
    expect(heard.filter((m) => m.type === 'assign')).toHaveLength(2);
    tab.post({ type: 'started', drillId: 'drill-1', tab: 't2', incidentId: '7' });
    tab.post({ type: 'ready', drillId: '', tab: 't3' });
    expect(heard.filter((m) => m.type === 'assign')).toHaveLength(2);
  });

  it('does not assign over a running drill (a desk runs one drill at a time), and says why when the desk refuses one', () => {
    const { vm, tab, heard } = setup();
    vm.assign();
    tab.post({ type: 'started', drillId: 'drill-1', tab: 't1', incidentId: '42' });
    expect(vm.running).toBe(true);
    expect(vm.canAssign).toBe(false);
    vm.assign();
    expect(heard.filter((m) => m.type === 'assign')).toHaveLength(1);
    expect(vm.drill).toMatchObject({ id: 'drill-1', phase: 'running' });
    tab.post({ type: 'event', drillId: 'drill-1', event: { at: 9, kind: 'ended' } });
    expect(vm.canAssign).toBe(true);

    // Another trainer's console started a drill this one did not hear of: the desk refuses, and the console says why.
    vm.assign();
    expect(vm.drill).toMatchObject({ id: 'drill-1', phase: 'waiting' });
    tab.post({ type: 'busy', drillId: 'drill-1', scenario: 'Slow' });
    expect(vm.drill).toBeNull();
    expect(vm.busyWith).toBe('Slow');
    expect(heard.at(-1)).toEqual({ type: 'cancel', drillId: 'drill-1' });
    vm.assign();
    expect(vm.busyWith).toBeNull();
  });

  it('ignores what is said about another drill', () => {
    const { vm, tab } = setup();
    vm.assign();
    tab.post({ type: 'started', drillId: 'another', tab: 't1', incidentId: '42' });
    expect(vm.drill?.phase).toBe('waiting');
  });
});
