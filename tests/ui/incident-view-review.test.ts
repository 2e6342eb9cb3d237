import { describe, expect, it, vi } from 'vitest';
import type { MapPoint } from '../../src/domain/live/map-points';
import type { LinkedIncidentEntry } from '../../src/domain/incident/linked-incidents';
import { err, ok } from '../../src/domain/shared/result';
import { IncidentViewViewModel, type IncidentReviewDeps } from '../../src/ui/incident/view/incident-view.view-model';
import { quietReviewDeps } from './incident-view-support';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const INCIDENT = { id: '7', title: 'Flooding on Rua A', finishedAt: null as string | null, deletedAt: null as string | null };

function make(review: Partial<IncidentReviewDeps> = {}, incident = { ...INCIDENT }) {
  const loader = { execute: vi.fn(async () => ok({ incident: { ...incident }, form: {} as never })) };
  const navigate = vi.fn();
  const deps = quietReviewDeps(review);
  const track = { points: [], start: vi.fn(), dispose: vi.fn(), onPoints: (_l: (p: readonly MapPoint[]) => void) => () => {} };
  const vm = new IncidentViewViewModel(
    { loader, hasAccess: () => true, createTrackPoller: () => track, navigate, review: deps },
    { tenant: 'public', incidentId: '7', search: new URLSearchParams() },
  );
  return { vm, loader, navigate, deps, incident };
}

const recordings = [
  { id: 1, typeContent: 'video', filename: 'video-7-1.mp4', url: 'https://media.example/video-7-1.mp4' },
  { id: 2, typeContent: 'cloudRecording', filename: '7_incident-7.m3u8', url: 'https://media.example/7.m3u8' },
];

describe('incident view: video history (SPEC §2, §4)', () => {
  it('lists the whole channel then each recording, plays the whole channel first and starts at 1266 s', async () => {
    const play = { execute: vi.fn(async () => ok({ url: 'https://media.example/full.m3u8' })) };
    const { vm } = make({ video: { ...quietReviewDeps().video, listRecordings: { execute: async () => ok(recordings) }, play } });
    vm.start();
    await flush();
    expect(vm.video.clips.map((c) => c.name)).toEqual([null, 'video-7-1.mp4', '7_incident-7.m3u8']);
    expect(play.execute).toHaveBeenCalledWith(expect.objectContaining({ incidentId: '7', fileName: null, hasAccess: true }));
    expect(vm.video.source).toEqual({ kind: 'ready', url: 'https://media.example/full.m3u8' });
    expect(vm.video.loaded(3600)).toBe(1266);
    expect(vm.video.position).toBe('recorded');
    vm.video.moved(3575, 3600);
    expect(vm.video.position).toBe('live');
    // Shorter than the seek: from the beginning.
    expect(vm.video.loaded(600)).toBe(0);
    vm.dispose();
  });

  it('switching clips plays that file; an unplayable answer reads unavailable, a failed call failed', async () => {
    const play = {
      execute: vi.fn(async (input: { fileName?: string | null }) =>
        input.fileName === 'video-7-1.mp4' ? ok({ url: 'demo://x' }) : err({ kind: 'network' as const }),
      ),
    };
    const { vm } = make({
      video: { ...quietReviewDeps().video, listRecordings: { execute: async () => ok(recordings) }, play, playable: async () => null },
    });
    vm.start();
    await flush();
    expect(vm.video.source).toEqual({ kind: 'failed' });
    await vm.video.select('clip-1');
    expect(play.execute).toHaveBeenLastCalledWith(expect.objectContaining({ fileName: 'video-7-1.mp4' }));
    expect(vm.video.selected.name).toBe('video-7-1.mp4');
    expect(vm.video.source).toEqual({ kind: 'unavailable' });
    vm.video.playbackFailed();
    expect(vm.video.source).toEqual({ kind: 'failed' });
  });

  it('a whole channel with no recording is not offered to play: the first recorded file plays instead', async () => {
    const play = {
      execute: vi.fn(async (input: { fileName?: string | null }) =>
        input.fileName === null ? err({ kind: 'unavailable' as const }) : ok({ url: `https://media.example/${input.fileName}` }),
      ),
    };
    const { vm } = make({ video: { ...quietReviewDeps().video, listRecordings: { execute: async () => ok(recordings) }, play } });
    vm.start();
    await flush();
    await flush();
    expect(vm.video.clips.map((c) => c.name)).toEqual(['video-7-1.mp4', '7_incident-7.m3u8']);
    expect(vm.video.selected.name).toBe('video-7-1.mp4');
    expect(vm.video.source).toEqual({ kind: 'ready', url: 'https://media.example/video-7-1.mp4' });
  });

  it('an incident with no recording at all offers nothing to play', async () => {
    const play = { execute: vi.fn(async () => err({ kind: 'unavailable' as const })) };
    const { vm } = make({ video: { ...quietReviewDeps().video, play } });
    vm.start();
    await flush();
    await flush();
    expect(vm.video.clips).toEqual([]);
    expect(vm.video.source).toEqual({ kind: 'unavailable' });
    expect(play.execute).toHaveBeenCalledTimes(1);
  });

  it('a failed recordings list says so and keeps the whole channel', async () => {
    const { vm } = make({
      video: { ...quietReviewDeps().video, listRecordings: { execute: async () => err({ kind: 'server' as const }) } },
    });
    vm.start();
    await flush();
    expect(vm.video.listFailed).toBe(true);
    expect(vm.video.clips).toHaveLength(1);
  });

  it('mp4 (SPEC §7, §8): success opens the file in a new tab with a success toast; no mp4Url or a failure toasts an error', async () => {
    const downloadMp4 = {
      execute: vi
        .fn()
        .mockResolvedValueOnce(ok({ url: 'https://media.example/clip.mp4' }))
        .mockResolvedValueOnce(err({ kind: 'no-url' }))
        .mockResolvedValueOnce(err({ kind: 'network' })),
    };
    const { vm, deps } = make({
      video: { ...quietReviewDeps().video, listRecordings: { execute: async () => ok(recordings) }, downloadMp4 },
    });
    const base = deps.video;
    vm.start();
    await flush();
    const clip = vm.video.clips[1]!;
    await vm.video.convert(clip);
    expect(downloadMp4.execute).toHaveBeenCalledWith({ incidentId: '7', media: recordings[0] });
    // A download named after the incident, not a new tab.
    expect(base.download).toHaveBeenCalledWith('https://media.example/clip.mp4', 'incident-7-video-7-1.mp4');
    expect(vm.video.formatOf(clip)).toBe('mp4');
    expect(deps.notify).toHaveBeenLastCalledWith({ kind: 'success', key: 'incident_view.video.mp4_success' });
    await vm.video.convert(clip);
    expect(deps.notify).toHaveBeenLastCalledWith({ kind: 'error', key: 'incident_view.video.mp4_failed' });
    await vm.video.convert(clip);
    expect(deps.notify).toHaveBeenLastCalledWith({ kind: 'error', key: 'incident_view.video.mp4_failed' });
    expect(base.download).toHaveBeenCalledTimes(1);
    await vm.video.convert(vm.video.clips[0]!);
    expect(downloadMp4.execute).toHaveBeenCalledTimes(3);
  });

  it('a WebM recording (a browser that records only WebM) is downloaded as WebM and every word says so', async () => {
    const webm = [{ id: 3, typeContent: 'cloudRecording', filename: 'call-7-1.webm', url: 'demo://recordings/public/7/call-7-1.webm' }];
    const downloadMp4 = { execute: vi.fn().mockResolvedValue(ok({ url: 'blob:call' })) };
    const { vm, deps } = make({
      video: { ...quietReviewDeps().video, listRecordings: { execute: async () => ok(webm) }, downloadMp4 },
    });
    vm.start();
    await flush();
    const clip = vm.video.clips[1]!;
    expect(vm.video.formatOf(clip)).toBe('webm');
    await vm.video.convert(clip);
    expect(deps.video.download).toHaveBeenCalledWith('blob:call', 'incident-7-call-7-1.webm');
    expect(deps.notify).toHaveBeenLastCalledWith({ kind: 'success', key: 'incident_view.video.webm_success' });
    vm.dispose();
  });
});

describe('incident view: finish and delete (SPEC §4, §7)', () => {
  it('finishing asks first, then reloads: the header says finished', async () => {
    const finish = { execute: vi.fn(async () => ok(undefined)) };
    const { vm, loader, deps, incident } = make({ actions: { ...quietReviewDeps().actions, finish } });
    vm.start();
    await flush();
    expect(vm.closure).toEqual({ finishedAt: null, deletedAt: null });
    vm.actions.ask('finish');
    expect(finish.execute).not.toHaveBeenCalled();
    incident.finishedAt = '2026-01-01T10:00:00Z';
    await vm.actions.confirm();
    expect(finish.execute).toHaveBeenCalledWith({ incidentId: '7' });
    expect(loader.execute).toHaveBeenCalledTimes(2);
    expect(vm.closure.finishedAt).toBe('2026-01-01T10:00:00Z');
    expect(vm.actions.subject).toBeNull();
    expect(deps.notify).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'success', key: 'incident_view.actions.finished_toast' }));
  });

  it('a refused delete toasts the failure and reloads nothing; cancelling runs nothing', async () => {
    const remove = { execute: vi.fn(async () => err({ kind: 'server' as const, message: 'Incident has been deleted' })) };
    const { vm, loader, deps } = make({ actions: { ...quietReviewDeps().actions, remove } });
    vm.start();
    await flush();
    vm.actions.ask('delete');
    vm.actions.ask(null);
    await vm.actions.confirm();
    expect(remove.execute).not.toHaveBeenCalled();
    vm.actions.ask('delete');
    await vm.actions.confirm();
    expect(loader.execute).toHaveBeenCalledTimes(1);
    expect(deps.notify).toHaveBeenLastCalledWith({ kind: 'error', key: 'call_failure.server' });
    expect(vm.closure.deletedAt).toBeNull();
  });
});

describe('incident view: the chat after the call', () => {
  it.each([
    ['a call still streaming', { videoStream: { channel: 'c7' } }, false],
    ['a stopped call, not finished', { videoStream: null }, true],
    ['a finished incident', { videoStream: null, finishedAt: '2026-01-01T10:00:00Z' }, true],
    ['a deleted incident whose stream was left open', { videoStream: { channel: 'c7' }, deletedAt: '2026-01-01T10:00:00Z' }, true],
  ])('%s: the call is over = %s', async (_, fields, over) => {
    const { vm } = make({}, { ...INCIDENT, ...fields });
    expect(vm.callOver).toBe(false);
    vm.start();
    await flush();
    expect(vm.callOver).toBe(over);
    vm.dispose();
  });
});

describe('incident view: linked incidents, messages (SPEC §2)', () => {
  const entries: LinkedIncidentEntry[] = [
    { id: '3', title: 'Earlier', at: '2026-01-01T09:00:00Z', relation: 'links-to', disabled: false, finished: true },
    { id: '7', title: 'This one', at: '2026-01-01T10:00:00Z', relation: 'current', disabled: true, finished: true },
  ];

  it('choosing a linked incident opens its view; the current one does nothing', async () => {
    const { vm, navigate } = make({ linked: { ...quietReviewDeps().linked, list: { execute: async () => ok(entries) } } });
    vm.start();
    await flush();
    expect(vm.linked.entries.items).toEqual(entries);
    vm.linked.choose(entries[1]!);
    expect(navigate).not.toHaveBeenCalled();
    vm.linked.choose(entries[0]!);
    expect(navigate).toHaveBeenCalledWith('public/incident/view/3');
  });

  it('the messages panel toggles between summary and detail; a failed read says so', async () => {
    const { vm } = make({ messages: { execute: async () => ok([{ method: 'BROADCAST_SMS', status: 'delivered' }]) } });
    vm.start();
    await flush();
    expect(vm.messages.mode).toBe('summary');
    expect(vm.messages.summary.counts).toEqual([{ channel: 'sms', status: 'delivered', count: 1 }]);
    vm.messages.toggle();
    expect(vm.messages.mode).toBe('detail');
    const failing = make({ messages: { execute: async () => err({ kind: 'network' as const }) } });
    failing.vm.start();
    await flush();
    expect(failing.vm.messages.records.state).toBe('failed');
  });
});

describe('incident view: comment moderation (SPEC §3, §7)', () => {
  const comment = {
    key: 'comment-5',
    kind: 'comment' as const,
    id: '5',
    at: '',
    author: 'Ana',
    body: 'Spam',
    hyperlink: null,
    reported: true,
  };

  it('approves at once and deletes after a confirmation, reloading the incident each time', async () => {
    const moderate = { execute: vi.fn(async () => ok(undefined)) };
    const { vm, loader, deps } = make({ comments: { moderate, isModerator: () => true } });
    vm.start();
    await flush();
    await vm.comments.approve(comment);
    expect(moderate.execute).toHaveBeenLastCalledWith({ incidentId: '7', commentId: '5', decision: 'approve' });
    expect(deps.notify).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'incident_view.comments.approved_toast' }));
    vm.comments.deleting.ask(comment);
    await vm.comments.deleting.confirm();
    expect(moderate.execute).toHaveBeenLastCalledWith({ incidentId: '7', commentId: '5', decision: 'delete' });
    expect(deps.notify).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'incident_view.comments.deleted_toast' }));
    expect(loader.execute).toHaveBeenCalledTimes(3);
  });

  it('a failure toasts its kind; a user who is not a moderator cannot moderate', async () => {
    const moderate = { execute: vi.fn(async () => err({ kind: 'not-found' as const })) };
    const { vm, deps } = make({ comments: { moderate, isModerator: () => true } });
    await vm.comments.approve(comment);
    expect(deps.notify).toHaveBeenLastCalledWith({ kind: 'error', key: 'call_failure.not_found' });
    const reader = make({ comments: { moderate, isModerator: () => false } });
    await reader.vm.comments.approve(comment);
    expect(moderate.execute).toHaveBeenCalledTimes(1);
    expect(reader.vm.comments.moderator).toBe(false);
  });
});

describe('incident view: PDF export (SPEC §2)', () => {
  it('renders the data with the chat, records and linked incidents, saves it by id and title and records SEND_ARCHIVE', async () => {
    const render = vi.fn(async () => new Blob(['%PDF-1.3']));
    const base = quietReviewDeps().pdf;
    const chat = [{ author: 'caller', body: 'Help', timestamp: 0 }];
    const { vm, deps } = make({ pdf: { ...base, render, chatHistory: async () => chat } });
    vm.start();
    await flush();
    await vm.exportPdf();
    expect(render).toHaveBeenCalledWith(
      expect.objectContaining({
        chat,
        records: [],
        linked: [],
        exporter: { user: 'admin@public.demo', utcOffsetMinutes: 0, language: 'en' },
      }),
    );
    expect(base.save).toHaveBeenCalledWith('incident-7-flooding.pdf', expect.any(Blob));
    expect(base.record.execute).toHaveBeenCalledWith({ incidentId: '7' });
    expect(deps.notify).toHaveBeenLastCalledWith({ kind: 'success', key: 'incident_view.pdf.done' });
    expect(vm.pdf.exporting).toBe(false);
  });

  it.each([
    ['the data cannot be read', { loadData: { execute: async () => err({ kind: 'network' as const }) } }],
    ['drawing fails', { render: async () => Promise.reject(new Error('jsPDF failed')) }],
  ])('%s: an error toast, nothing saved or recorded', async (_name, override) => {
    const base = quietReviewDeps().pdf;
    const { vm, deps } = make({ pdf: { ...base, ...override } });
    await vm.exportPdf();
    expect(base.save).not.toHaveBeenCalled();
    expect(base.record.execute).not.toHaveBeenCalled();
    expect(deps.notify).toHaveBeenLastCalledWith({ kind: 'error', key: 'incident_view.pdf.failed' });
  });
});

describe('incident view header: return to HQ (SPEC §2)', () => {
  it.each([
    [{ isSuperUser: () => true, permissions: () => ['incidents'] }, 'public/users'],
    [{ isSuperUser: () => false, permissions: () => [] }, 'public/incident/live'],
    [undefined, 'public/incident/live'],
  ])('%o → %s', (user, route) => {
    const vm = new IncidentViewViewModel(
      {
        loader: { execute: async () => ok({ incident: { ...INCIDENT }, form: {} as never }) },
        hasAccess: () => true,
        createTrackPoller: () => ({ points: [], start: () => {}, dispose: () => {}, onPoints: () => () => {} }),
        navigate: () => {},
        ...(user ? { user } : {}),
        review: quietReviewDeps(),
      },
      { tenant: 'public', incidentId: '7', search: new URLSearchParams() },
    );
    expect(vm.backToHqRoute).toBe(route);
  });
});
