import { describe, expect, it, vi } from 'vitest';
import { DownloadMp4UseCase } from '../../src/application/incidents/download-mp4.use-case';
import { IncidentPdfDataUseCase, incidentPdfData } from '../../src/application/incidents/incident-pdf-data.use-case';
import { LinkedIncidentsUseCase } from '../../src/application/incidents/linked-incidents.use-case';
import { VideoHistoryUseCase } from '../../src/application/incidents/video-history.use-case';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { incidentsWorld } from './incidents-support';

async function world() {
  const w = incidentsWorld();
  await w.login('public');
  const all = await w.store.list('public');
  return { ...w, all };
}

describe('Linked incidents (SPEC §2 Incident view)', () => {
  it('lists the incident it links to, itself (disabled) and those linking to it, oldest first; selecting opens its view', async () => {
    const { container, all } = await world();
    const middle =
      all.find((i) => i.linkedIncident && (i.linkedIncidentsToMe ?? []).length > 0 && !i.deletedAt) ??
      all.find((i) => i.linkedIncident && !i.deletedAt);
    const linked = container.get(LinkedIncidentsUseCase);
    const result = await linked.execute({ incidentId: middle?.id ?? '' });
    if (!result.ok) throw new Error('expected entries');
    const entries = result.value;
    expect(entries.find((e) => e.relation === 'current')).toMatchObject({ id: middle?.id, disabled: true });
    expect(entries.find((e) => e.relation === 'links-to')).toMatchObject({ id: String(middle?.linkedIncident?.id), disabled: false });
    expect(entries.map((e) => e.at)).toEqual([...entries.map((e) => e.at)].sort());
    const other = entries.find((e) => e.relation === 'links-to');
    expect(linked.select(other ?? entries[0]!)).toEqual({ ok: true, value: `public/incident/view/${String(middle?.linkedIncident?.id)}` });
    expect(linked.select(entries.find((e) => e.relation === 'current')!)).toEqual({ ok: false, error: { kind: 'current' } });
  });

  it('an unlinked incident lists only itself; an unknown one is not-found', async () => {
    const { container, all } = await world();
    const alone = all.find((i) => !i.linkedIncident && (i.linkedIncidentsToMe ?? []).length === 0 && !i.deletedAt);
    const linked = container.get(LinkedIncidentsUseCase);
    expect(await linked.execute({ incidentId: alone?.id ?? '' })).toMatchObject({
      ok: true,
      value: [{ id: alone?.id, relation: 'current' }],
    });
    expect(await linked.execute({ incidentId: '1' })).toEqual({ ok: false, error: { kind: 'not-found' } });
  });
});

describe('Video history (SPEC §2, §4, §7)', () => {
  it('plays the full channel of a recorded incident and seeks to 1266 s (clamped), live within 30 s of the end', async () => {
    const { container, all, rest } = await world();
    const recorded = all.find((i) => (i.media ?? []).some((m) => m.typeContent === 'cloudRecording'));
    const history = container.get(VideoHistoryUseCase);
    expect(await history.execute({ incidentId: recorded?.id ?? '' })).toEqual({
      ok: true,
      value: { url: `demo://recordings/public/${recorded?.id}/full-channel.m3u8`, source: 'full-channel' },
    });
    expect(rest.calls.at(-1)).toEqual(['playFullChannel', recorded?.id]);
    expect(history.initialSeek(3600)).toBe(1266);
    expect(history.initialSeek(600)).toBe(600);
    expect(history.position(1270, 1300)).toBe('live');
    expect(history.position(1266, 3600)).toBe('recorded');
    const recordings = await history.recordings(recorded?.id ?? '');
    expect(recordings.ok && recordings.value.every((m) => m.typeContent === 'video' || m.typeContent === 'cloudRecording')).toBe(true);
  });

  it('plays one recorded file with playVideo', async () => {
    const { container, all } = await world();
    const withVideo = all.find((i) => (i.media ?? []).some((m) => m.typeContent === 'video'));
    const video = withVideo?.media?.find((m) => m.typeContent === 'video');
    expect(await container.get(VideoHistoryUseCase).execute({ incidentId: withVideo?.id ?? '', fileName: video?.filename })).toEqual({
      ok: true,
      value: { url: video?.url, source: 'file' },
    });
  });

  it('redirects to live without access unless opened from incident detail; unavailable when nothing was recorded', async () => {
    const { container, all } = await world();
    const history = container.get(VideoHistoryUseCase);
    const plain = all.find((i) => !(i.media ?? []).some((m) => m.typeContent === 'cloudRecording') && !i.videoStream);
    expect(await history.execute({ incidentId: plain?.id ?? '', hasAccess: false })).toEqual({
      ok: false,
      error: { kind: 'no-access', goTo: 'live' },
    });
    expect(await history.execute({ incidentId: plain?.id ?? '', hasAccess: false, fromIncidentDetail: 'true' })).toEqual({
      ok: false,
      error: { kind: 'unavailable', key: 'video_history.unavailable' },
    });
  });
});

describe('Mp4 conversion and download (SPEC §7, §8)', () => {
  it('gives the mp4Url and the success toast (3 s) for a video', async () => {
    const { container, all } = await world();
    const withVideo = all.find((i) => (i.media ?? []).some((m) => m.typeContent === 'cloudRecording'));
    const media = withVideo?.media?.find((m) => m.typeContent === 'cloudRecording');
    const result = await container.get(DownloadMp4UseCase).execute({ incidentId: withVideo?.id ?? '', media: media ?? {} });
    expect(result).toEqual({
      ok: true,
      value: {
        url: `demo://media/public/${withVideo?.id}/${withVideo?.id}_incident-${withVideo?.id}.mp4`,
        toast: { tone: 'success', key: 'incident.mp4.success', durationMs: 3000 },
      },
    });
  });

  it('error toast when there is no mp4Url (an image) or the request fails', async () => {
    const { container, all, rest } = await world();
    const withImage = all.find((i) => (i.media ?? []).some((m) => m.typeContent === 'image'));
    const image = withImage?.media?.find((m) => m.typeContent === 'image');
    const mp4 = container.get(DownloadMp4UseCase);
    const ERROR = { ok: false, error: { toast: { tone: 'error', key: 'incident.mp4.error', durationMs: 3000 } } };
    expect(await mp4.execute({ incidentId: withImage?.id ?? '', media: image ?? {} })).toEqual(ERROR);
    vi.spyOn(rest, 'convertToMp4').mockRejectedValueOnce(new GatewayError('network'));
    expect(await mp4.execute({ incidentId: withImage?.id ?? '', media: { id: '1', filename: 'a.mp4' } })).toEqual(ERROR);
    expect(await mp4.execute({ incidentId: withImage?.id ?? '', media: {} })).toEqual(ERROR);
  });
});

describe('PDF export data (SPEC §2, §9 pt-BR dates)', () => {
  it('models title, ids, pt-BR dates, messages oldest first and media with unavailable placeholders', () => {
    const data = incidentPdfData(
      {
        id: 42,
        title: ' Fire ',
        at: '2026-01-15T12:00:00.000Z',
        finishedAt: '2026-01-15T13:30:05.000Z',
        address: 'unavailable',
        latitude: 0,
        longitude: -43.1,
        userCreate: { phone: '+5521999990000' },
        videoStream: { channel: 'incident-42' },
        linkedIncident: { id: 7 },
        linkedIncidentsToMe: [{ id: 50 }, { id: 51 }],
        activeOperator: { name: 'Otto', lastName: 'Operator', email: 'o@x' },
        comments: [
          { at: '2026-01-15T12:10:00Z', body: 'second', user: { email: 'c@x' } },
          { at: '2026-01-15T12:05:00Z', body: 'first', user: { name: 'Ana' } },
        ],
        updates: [{ at: '2026-01-15T12:07:00Z', title: 'Units dispatched', user: { name: 'Otto', lastName: 'Operator' } }],
        media: [
          { id: 1, typeContent: 'image', url: 'data:image/svg+xml;charset=utf-8,x', filename: 'a.svg' },
          { id: 2, typeContent: 'video', url: 'demo://media/v.mp4', filename: 'v.mp4' },
          { id: 3, typeContent: 'image', url: null, filename: 'gone.png' },
          { id: 4, typeContent: 'file', url: 'javascript:alert(1)', filename: 'x.pdf' },
        ],
        redHeart: 3,
      },
      { now: Date.UTC(2026, 0, 16, 9, 0, 0), utcOffsetMinutes: -180 },
    );
    expect(data).toMatchObject({
      title: 'Fire',
      incidentId: '42',
      channel: 'incident-42',
      linkedIncidentId: '7',
      linkedIncidentsToMeIds: ['50', '51'],
      createdAt: '15/01/2026 09:00:00',
      finishedAt: '15/01/2026 10:30:05',
      deletedAt: '',
      generatedAt: '16/01/2026 06:00:00',
      phone: '+5521999990000',
      address: 'unavailable',
      coordinates: '',
      operator: 'Otto Operator',
      reactions: { fearfulFace: 0, handsPressed: 0, redAngryFace: 0, redHeart: 3 },
    });
    expect(data.messages).toEqual([
      { kind: 'comment', at: '15/01/2026 09:05:00', author: 'Ana', body: 'first' },
      { kind: 'update', at: '15/01/2026 09:07:00', author: 'Otto Operator', body: 'Units dispatched' },
      { kind: 'comment', at: '15/01/2026 09:10:00', author: 'c@x', body: 'second' },
    ]);
    expect(data.media).toEqual([
      { kind: 'image', id: '1', url: 'data:image/svg+xml;charset=utf-8,x', filename: 'a.svg' },
      { kind: 'link', id: '2', url: 'demo://media/v.mp4', filename: 'v.mp4', typeContent: 'video' },
      { kind: 'placeholder', id: '3', placeholder: 'unavailable', filename: 'gone.png' },
      { kind: 'placeholder', id: '4', placeholder: 'unavailable', filename: 'x.pdf' },
    ]);
  });

  it("builds it for a generated incident by id; not-found for another tenant's", async () => {
    const { container, all, store } = await world();
    const incident = all.find((i) => (i.comments ?? []).length > 0);
    const result = await container.get(IncidentPdfDataUseCase).execute({ incidentId: incident?.id ?? '' });
    expect(result).toMatchObject({ ok: true, value: { incidentId: incident?.id, title: incident?.title } });
    if (result.ok) expect(result.value.messages.length).toBe((incident?.comments ?? []).length + (incident?.updates ?? []).length);
    const other = (await store.list('tenant_12'))[0];
    expect(await container.get(IncidentPdfDataUseCase).execute({ incidentId: other?.id ?? '' })).toEqual({
      ok: false,
      error: { kind: 'not-found' },
    });
  });
});
