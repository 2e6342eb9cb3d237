import { describe, expect, it, vi } from 'vitest';
import { AddMediaUseCase } from '../../src/application/incidents/add-media.use-case';
import { mediaUploadKind } from '../../src/domain/media/media-upload';
import { DeleteIncidentUseCase } from '../../src/application/incidents/delete-incident.use-case';
import { FinishIncidentUseCase } from '../../src/application/incidents/finish-incident.use-case';
import { LoadIncidentUseCase } from '../../src/application/incidents/load-incident.use-case';
import { MediaPollFlow } from '../../src/application/incidents/media-poll.flow';
import { RemoveMediaUseCase } from '../../src/application/incidents/remove-media.use-case';
import { GatewayError } from '../../src/application/ports/gateway-error';
import type { MediaItem } from '../../src/domain/media/media-item';
import { DEMO_TENANTS } from '../../src/adapters/fake/demo-world/demo-tenants';
import { isOpenLive } from '../../src/domain/incident/incident';
import { incidentsWorld } from './incidents-support';

async function withLive() {
  const w = incidentsWorld();
  await w.login('public');
  const incident = (await w.store.list('public')).find(isOpenLive);
  if (!incident) throw new Error('no live incident');
  return { ...w, incident };
}

describe('Finish and delete (SPEC §4, §7)', () => {
  it('finishing sets finishedAt (now) and ends the stream; the live view then refuses it', async () => {
    const { container, incident, store, clock } = await withLive();
    expect(await container.get(FinishIncidentUseCase).execute({ incidentId: incident.id })).toEqual({ ok: true, value: undefined });
    const after = await store.get('public', incident.id);
    expect(after).toMatchObject({ finishedAt: new Date(clock.now()).toISOString(), videoStream: null, isStreamingLive: false });
    expect(await container.get(LoadIncidentUseCase).execute({ id: incident.id, page: 'live' })).toMatchObject({
      ok: false,
      error: { kind: 'finished' },
    });
  });

  it('finishing (stopping) is blocked without a required title when the settings are given', async () => {
    const { container, incident, gateway } = await withLive();
    const settings = DEMO_TENANTS.find((t) => t.id === 'tenant_5')?.settings;
    expect(await container.get(FinishIncidentUseCase).execute({ incidentId: incident.id, title: '', settings })).toEqual({
      ok: false,
      error: { kind: 'required-title' },
    });
    expect(gateway.calls).toEqual([]);
  });

  it('deleting sets deletedAt; deleting again fails as the server does', async () => {
    const { container, incident, store } = await withLive();
    const del = container.get(DeleteIncidentUseCase);
    expect((await del.execute({ incidentId: incident.id })).ok).toBe(true);
    expect((await store.get('public', incident.id))?.deletedAt).toBeTruthy();
    expect(await del.execute({ incidentId: incident.id })).toMatchObject({
      ok: false,
      error: { kind: 'server', message: 'Incident has been deleted' },
    });
  });
});

describe('Media: remove, add with progress (SPEC §7)', () => {
  it('removes a media item; an unknown one is an error', async () => {
    const { container, store } = await withLive();
    const withMedia = (await store.list('public')).find((i) => !i.deletedAt && (i.media ?? []).length > 1);
    const media = withMedia?.media?.[0];
    const remove = container.get(RemoveMediaUseCase);
    expect((await remove.execute({ incidentId: withMedia?.id ?? '', mediaId: media?.id ?? '' })).ok).toBe(true);
    expect((await store.get('public', withMedia?.id ?? ''))?.media?.some((m) => m.id === media?.id)).toBe(false);
    expect(await remove.execute({ incidentId: withMedia?.id ?? '', mediaId: 'nope' })).toMatchObject({
      ok: false,
      error: { kind: 'not-found', message: 'Media not found' },
    });
  });

  it('uploads a photo with progress steps and answers the new image item', async () => {
    const { container, incident, rest, store } = await withLive();
    const progress: number[] = [];
    const result = await container.get(AddMediaUseCase).execute({
      incidentId: incident.id,
      file: new Blob(['png-bytes']),
      fileName: 'scene.PNG',
      onProgress: (f) => progress.push(f),
    });
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
    expect(result).toMatchObject({ ok: true, value: { typeContent: 'image', filename: 'scene.PNG', originalIncidentId: incident.id } });
    expect(rest.calls.map((c) => c[0])).toEqual(['addPhoto']);
    if (result.ok) expect((await store.get('public', incident.id))?.media?.at(-1)).toEqual(result.value);
  });

  it('uploads a video (by extension) and reports progress in virtual time with demo latency', async () => {
    const w = incidentsWorld({ latencyMs: 200 });
    await w.login('public');
    const listing = w.store.list('public');
    await w.clock.advance(200);
    const live = (await listing).find(isOpenLive);
    const progress: number[] = [];
    const pending = w.container
      .get(AddMediaUseCase)
      .execute({ incidentId: live?.id ?? '', file: new Blob(['mp4']), fileName: 'clip.mov', onProgress: (f) => progress.push(f) });
    await w.clock.advance(200);
    expect(progress).toEqual([0.25]);
    await w.clock.advance(400);
    expect(progress).toEqual([0.25, 0.5, 0.75]);
    await w.clock.advance(200);
    const result = await pending;
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
    expect(result).toMatchObject({ ok: true, value: { typeContent: 'video', filename: 'clip.mov' } });
    expect(w.rest.calls.map((c) => c[0])).toEqual(['addVideo']);
  });

  it.each([
    ['an empty file', new Blob([]), 'a.png', { kind: 'empty-file' }],
    ['a file that is neither photo nor video', new Blob(['x']), 'notes.txt', { kind: 'unsupported-file' }],
  ])('refuses %s before uploading', async (_n, file, fileName, error) => {
    const { container, incident, rest } = await withLive();
    expect(await container.get(AddMediaUseCase).execute({ incidentId: incident.id, file, fileName })).toEqual({ ok: false, error });
    expect(rest.calls).toEqual([]);
  });

  it('a failed upload is a save failure; progress never goes back', async () => {
    const { container, incident, rest } = await withLive();
    vi.spyOn(rest, 'addPhoto').mockImplementationOnce(async (_i, _f, _n, onProgress) => {
      onProgress?.(0.5);
      onProgress?.(0.3);
      throw new GatewayError('server', 'Payload too large', 413);
    });
    const progress: number[] = [];
    const result = await container
      .get(AddMediaUseCase)
      .execute({ incidentId: incident.id, file: new Blob(['x']), fileName: 'a.jpg', onProgress: (f) => progress.push(f) });
    expect(progress).toEqual([0.5]);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'server', message: 'Payload too large' },
    });
    expect(mediaUploadKind('a.MP4')).toBe('video');
    expect(mediaUploadKind('b.mkv')).toBe('video');
    expect(mediaUploadKind('c.gif')).toBe('photo');
    expect(mediaUploadKind('d.pdf')).toBeNull();
  });
});

describe('MediaPollFlow (SPEC §7, §9: every 5 s)', () => {
  it('fetches at start, then every 5000 ms, and emits the list only when it changes', async () => {
    const { container, incident, gateway, clock, store } = await withLive();
    const poller = container.get(MediaPollFlow);
    const seen: (readonly MediaItem[])[] = [];
    poller.onChange((m) => seen.push(m));
    poller.start(incident.id);
    await clock.settle();
    const polls = () => gateway.calls.filter(([m]) => m === 'getIncidentMedia').length;
    expect(polls()).toBe(1);
    expect(seen).toHaveLength(1);
    await clock.advance(4999);
    expect(polls()).toBe(1);
    await clock.advance(1);
    expect(polls()).toBe(2);
    expect(seen).toHaveLength(1); // unchanged
    await store.addMedia('public', incident.id, { url: 'demo://x.png', typeContent: 'image', filename: 'x.png' });
    await clock.advance(4999);
    expect(seen).toHaveLength(1);
    await clock.advance(1);
    expect(seen).toHaveLength(2);
    expect(seen[1]?.at(-1)).toMatchObject({ url: 'demo://x.png' });
    expect(poller.media).toBe(seen[1]);
    poller.dispose();
    expect(clock.pendingTimers()).toBe(0);
    await clock.advance(20_000);
    expect(polls()).toBe(3);
  });

  it('logs a failed poll and keeps polling', async () => {
    const { container, incident, gateway, clock } = await withLive();
    const spy = vi.spyOn(gateway, 'getIncidentMedia').mockRejectedValueOnce(new GatewayError('network'));
    const poller = container.get(MediaPollFlow);
    const seen: unknown[] = [];
    poller.onChange((m) => seen.push(m));
    poller.start(incident.id);
    await clock.settle();
    expect(seen).toHaveLength(0);
    await clock.advance(5000);
    expect(seen).toHaveLength(1);
    expect(spy).toHaveBeenCalledTimes(2);
    poller.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('polls again when started after dispose (a screen mounted twice, as React strict mode does under npm start)', async () => {
    const { container, incident, gateway, clock } = await withLive();
    const poller = container.get(MediaPollFlow);
    const before: unknown[] = [];
    poller.onChange((m) => before.push(m));
    poller.start(incident.id);
    poller.dispose();
    const seen: (readonly MediaItem[])[] = [];
    poller.onChange((m) => seen.push(m));
    poller.start(incident.id);
    await clock.settle();
    expect(before).toEqual([]);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual(await gateway.getIncidentMedia(incident.id));
    await clock.advance(5000);
    expect(gateway.calls.filter(([m]) => m === 'getIncidentMedia').length).toBeGreaterThanOrEqual(3);
    poller.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('gives every screen its own poller', async () => {
    const { container } = await withLive();
    expect(container.get(MediaPollFlow)).not.toBe(container.get(MediaPollFlow));
  });
});
