import { describe, expect, it } from 'vitest';
import { observable, runInAction } from 'mobx';
import type { CollabSessionSource } from '../../src/application/live/collab-streams.flow';
import { newCollabStream, type CollabStreamState } from '../../src/domain/live/collab-stream';
import { CollabStreamsViewModel, type CollabStreamsDeps } from '../../src/ui/incident/live/collab-streams.view-model';

/** A flow that remembers what the view model asked and lets the test announce streams. */
function fakeFlows() {
  const made: Array<{
    started: CollabSessionSource | null;
    disposed: boolean;
    attached: [string, unknown][];
    emit: (s: CollabStreamState[]) => void;
  }> = [];
  const createFlow: CollabStreamsDeps['createFlow'] = () => {
    let listener: ((streams: readonly CollabStreamState[]) => void) | null = null;
    const flow = {
      started: null as CollabSessionSource | null,
      disposed: false,
      attached: [] as [string, unknown][],
      emit: (s: CollabStreamState[]) => listener?.(s),
    };
    made.push(flow);
    return {
      start: (source) => void (flow.started = source),
      onChange: (l) => ((listener = l), () => (listener = null)),
      attach: (channel, target) => void flow.attached.push([channel, target]),
      resumeAudio: async () => undefined,
      dispose: () => void (flow.disposed = true),
    };
  };
  return { made, createFlow };
}

const session = (id: string): CollabSessionSource => ({
  state: { incidentId: id, phase: 'live', collabChannels: [] },
  onEvent: () => () => undefined,
});
const playing = (channel: string, name: string | null): CollabStreamState => ({
  ...newCollabStream(channel, 'started'),
  phase: 'live',
  name,
  collaborator: { uid: `u-${channel}`, audio: true, video: true },
});

describe('CollabStreamsViewModel (SPEC §7 collab broadcast on the live page)', () => {
  it('follows each live session with a new flow, tiles what it reports, and swaps a collaborator into the main area', () => {
    const { made, createFlow } = fakeFlows();
    const current = observable.box<CollabSessionSource | null>(null);
    const vm = new CollabStreamsViewModel({ createFlow }, { session: () => current.get() });
    vm.start();
    expect(made).toHaveLength(0);
    runInAction(() => current.set(session('1')));
    expect(made[0]!.started).not.toBeNull();

    const element = { tile: 'a' } as unknown as HTMLVideoElement;
    vm.attach('c-1', element);
    made[0]!.emit([
      playing('c-1', 'Ana'),
      { ...newCollabStream('c-2', 'listed'), phase: 'waiting' },
      { ...playing('c-3', null), phase: 'left' },
    ]);
    expect(vm.tiles).toEqual([
      { channel: 'c-1', name: 'Ana', number: 1, status: 'playing' },
      { channel: 'c-3', name: null, number: 3, status: 'left' },
    ]);
    expect(made[0]!.attached).toContainEqual(['c-1', element]);

    vm.swap('c-1');
    expect(vm.mainChannel).toBe('c-1');
    vm.swap('c-1');
    expect(vm.mainChannel).toBeNull();
    vm.swap('c-3');
    // The swapped tile goes away (the session ended): the caller is back in the main area.
    made[0]!.emit([playing('c-1', 'Ana')]);
    expect(vm.mainChannel).toBeNull();

    // A new session (the page restarted it): the old flow is disposed, the tiles start over.
    runInAction(() => current.set(session('1')));
    expect(made[0]!.disposed).toBe(true);
    expect(vm.tiles).toEqual([]);
    vm.dispose();
    expect(made[1]!.disposed).toBe(true);
  });

  it('a failed join and a collaborator without video say so', () => {
    const { made, createFlow } = fakeFlows();
    const vm = new CollabStreamsViewModel({ createFlow }, { session: () => session('2') });
    vm.start();
    made[0]!.emit([
      { ...newCollabStream('c-1', 'started'), phase: 'failed' },
      { ...playing('c-2', 'Bo'), collaborator: { uid: 'u', audio: true, video: false } },
      newCollabStream('c-3', 'started'),
    ]);
    expect(vm.tiles.map((t) => t.status)).toEqual(['failed', 'no_video', 'joining']);
    vm.dispose();
  });
});
