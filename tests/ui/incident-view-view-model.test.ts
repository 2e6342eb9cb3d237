import { describe, expect, it, vi } from 'vitest';
import type { MapPoint } from '../../src/domain/live/map-points';
import { err, ok } from '../../src/domain/shared/result';
import { quietReviewDeps } from './incident-view-support';
import { IncidentViewViewModel, type IncidentLoader, type TrackPoller } from '../../src/ui/incident/view/incident-view.view-model';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function poller() {
  const listeners = new Set<(points: readonly MapPoint[]) => void>();
  const p = {
    points: [] as readonly MapPoint[],
    start: vi.fn(),
    dispose: vi.fn(() => listeners.clear()),
    onPoints: vi.fn((listener: (points: readonly MapPoint[]) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    emit: (points: readonly MapPoint[]) => listeners.forEach((l) => l(points)),
    listeners,
  };
  return p satisfies TrackPoller;
}

function make(opts: { result?: Awaited<ReturnType<IncidentLoader['execute']>>; hasAccess?: boolean; query?: string } = {}) {
  const incident = { id: '7', title: 'Flooding on Rua A', latitude: -22.9, longitude: -43.2, finishedAt: '2026-01-01T10:00:00Z' };
  const loader = {
    execute: vi.fn(async () => opts.result ?? ok({ incident, form: {} as never })),
  } satisfies IncidentLoader;
  const track = poller();
  const navigate = vi.fn();
  const review = quietReviewDeps();
  const vm = new IncidentViewViewModel(
    { loader, hasAccess: () => opts.hasAccess ?? true, createTrackPoller: () => track, navigate, review },
    { tenant: 'public', incidentId: '7', search: new URLSearchParams(opts.query ?? '') },
  );
  return { vm, loader, track, navigate, notify: review.notify };
}

describe('IncidentViewViewModel (SPEC §2 Incident view page)', () => {
  it('loads the incident for the view page (a finished one too) and follows its track', async () => {
    const { vm, loader, track } = make();
    vm.start();
    expect(vm.state.kind).toBe('loading');
    await flush();
    expect(loader.execute).toHaveBeenCalledWith({ id: '7', page: 'view' });
    expect(vm.state.kind).toBe('loaded');
    expect(track.start).toHaveBeenCalledWith('7');
    track.emit([{ latitude: -22.9, longitude: -43.2, at: null }]);
    expect(vm.track).toHaveLength(1);
    vm.dispose();
    expect(track.dispose).toHaveBeenCalled();
    expect(track.listeners.size).toBe(0);
  });

  it('an incident saved in the edit form shows at once (header, facts, map); another incident changes nothing', async () => {
    const { vm } = make();
    vm.incidentSaved({ id: '7', title: 'Too early' });
    expect(vm.state.kind).toBe('loading');
    vm.start();
    await flush();
    vm.incidentSaved({ id: '8', title: 'Another incident' });
    vm.incidentSaved({ id: 7, title: 'Flooding on Rua A and Rua B', latitude: -22.91 });
    expect(vm.state).toMatchObject({
      kind: 'loaded',
      incident: { title: 'Flooding on Rua A and Rua B', latitude: -22.91, longitude: -43.2 },
    });
    vm.dispose();
  });

  it.each([
    ['not found', err({ kind: 'not-found', goTo: 'list' } as const), 'not-found'],
    ['a failure', err({ kind: 'server', message: 'boom' } as never), 'failed'],
  ])('%s shows its state and follows no track', async (_name, result, kind) => {
    const { vm, track } = make({ result: result as never });
    vm.start();
    await flush();
    expect(vm.state.kind).toBe(kind);
    expect(track.start).not.toHaveBeenCalled();
  });

  it.each([
    [false, '', true],
    [false, 'fromIncidentDetail=true', true],
    [false, 'fromIncidentDetail=1', true],
    [true, '', false],
  ])('hasAccess %s with query "%s": redirect to live is %s (video-history rule)', async (hasAccess, query, redirects) => {
    const { vm, navigate, loader, notify } = make({ hasAccess, query });
    vm.start();
    await flush();
    if (redirects) {
      expect(navigate).toHaveBeenCalledWith('/public/incident/live');
      expect(loader.execute).not.toHaveBeenCalled();
      // The move is said, never silent.
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', key: 'incident_view.no_history_access' }));
    } else {
      expect(navigate).not.toHaveBeenCalled();
      expect(notify).not.toHaveBeenCalled();
      expect(vm.state.kind).toBe('loaded');
    }
  });

  it('an answer arriving after dispose changes nothing and starts no poller', async () => {
    const { vm, track } = make();
    vm.start();
    vm.dispose();
    await flush();
    expect(vm.state.kind).toBe('loading');
    expect(track.start).not.toHaveBeenCalled();
  });
});
