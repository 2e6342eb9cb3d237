import { describe, expect, it, vi } from 'vitest';
import { DownloadMp4UseCase } from '../../src/application/incidents/download-mp4.use-case';
import { IncidentLinksFacade } from '../../src/application/incidents/incident-links.facade';
import { ListRecordingsUseCase } from '../../src/application/incidents/list-recordings.use-case';
import { LoadIncidentPdfDataUseCase } from '../../src/application/incidents/load-incident-pdf-data.use-case';
import { PlayVideoHistoryUseCase } from '../../src/application/incidents/play-video-history.use-case';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { linkedIncidentRoute } from '../../src/domain/incident/linked-incidents';
import { initialSeekSeconds, playbackPosition } from '../../src/domain/media/video-playback';
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
    const linked = container.get(IncidentLinksFacade);
    const result = await linked.list({ incidentId: middle?.id ?? '' });
    if (!result.ok) throw new Error('expected entries');
    const entries = result.value;
    expect(entries.find((e) => e.relation === 'current')).toMatchObject({ id: middle?.id, disabled: true });
    expect(entries.find((e) => e.relation === 'links-to')).toMatchObject({ id: String(middle?.linkedIncident?.id), disabled: false });
    expect(entries.map((e) => e.at)).toEqual([...entries.map((e) => e.at)].sort());
    const other = entries.find((e) => e.relation === 'links-to');
    expect(linkedIncidentRoute('public', other ?? entries[0]!)).toEqual({
      ok: true,
      value: `public/incident/view/${String(middle?.linkedIncident?.id)}`,
    });
    expect(
      linkedIncidentRoute(
        'public',
        entries.find((e) => e.relation === 'current')!,
      ),
    ).toEqual({ ok: false, error: { kind: 'current' } });
  });

  it('an unlinked incident lists only itself; an unknown one is not-found', async () => {
    const { container, all } = await world();
    const alone = all.find((i) => !i.linkedIncident && (i.linkedIncidentsToMe ?? []).length === 0 && !i.deletedAt);
    const linked = container.get(IncidentLinksFacade);
    expect(await linked.list({ incidentId: alone?.id ?? '' })).toMatchObject({
      ok: true,
      value: [{ id: alone?.id, relation: 'current' }],
    });
    expect(await linked.list({ incidentId: '1' })).toEqual({ ok: false, error: { kind: 'not-found' } });
  });
});

describe('Video history (SPEC §2, §4, §7)', () => {
  it('plays the full channel of a recorded incident and seeks to 1266 s (clamped), live within 30 s of the end', async () => {
    const { container, all, rest } = await world();
    const recorded = all.find((i) => (i.media ?? []).some((m) => m.typeContent === 'cloudRecording'));
    const history = container.get(PlayVideoHistoryUseCase);
    expect(await history.execute({ incidentId: recorded?.id ?? '', hasAccess: true })).toEqual({
      ok: true,
      value: { url: `demo://recordings/public/${recorded?.id}/full-channel.m3u8`, source: 'full-channel' },
    });
    expect(rest.calls.at(-1)).toEqual(['playFullChannel', recorded?.id]);
    expect(initialSeekSeconds(3600)).toBe(1266);
    expect(initialSeekSeconds(600)).toBe(0);
    expect(playbackPosition(1270, 1300)).toBe('live');
    expect(playbackPosition(1266, 3600)).toBe('recorded');
    const recordings = await container.get(ListRecordingsUseCase).execute({ incidentId: recorded?.id ?? '' });
    expect(recordings.ok && recordings.value.length).toBeGreaterThan(0);
    expect(recordings.ok && recordings.value.every((m) => m.typeContent === 'video' || m.typeContent === 'cloudRecording')).toBe(true);
  });

  it('plays one recorded file with playVideo', async () => {
    const { container, all } = await world();
    const withVideo = all.find((i) => (i.media ?? []).some((m) => m.typeContent === 'video'));
    const video = withVideo?.media?.find((m) => m.typeContent === 'video');
    expect(
      await container.get(PlayVideoHistoryUseCase).execute({ incidentId: withVideo?.id ?? '', fileName: video?.filename, hasAccess: true }),
    ).toEqual({
      ok: true,
      value: { url: video?.url, source: 'file' },
    });
  });

  it('redirects to live without access, whatever the query says; unavailable when nothing was recorded', async () => {
    const { container, all } = await world();
    const history = container.get(PlayVideoHistoryUseCase);
    const plain = all.find((i) => !(i.media ?? []).some((m) => m.typeContent === 'cloudRecording') && !i.videoStream);
    expect(await history.execute({ incidentId: plain?.id ?? '', hasAccess: false })).toEqual({
      ok: false,
      error: { kind: 'no-access' },
    });
    expect(await history.execute({ incidentId: plain?.id ?? '', hasAccess: false, ...{ fromIncidentDetail: 'true' } })).toEqual({
      ok: false,
      error: { kind: 'no-access' },
    });
    expect(await history.execute({ incidentId: plain?.id ?? '', hasAccess: true })).toEqual({
      ok: false,
      error: { kind: 'unavailable' },
    });
  });
});

describe('Mp4 conversion and download (SPEC §7, §8)', () => {
  it('gives the mp4Url for a video (the UI shows the success toast)', async () => {
    const { container, all } = await world();
    const withVideo = all.find((i) => (i.media ?? []).some((m) => m.typeContent === 'cloudRecording'));
    const media = withVideo?.media?.find((m) => m.typeContent === 'cloudRecording');
    const result = await container.get(DownloadMp4UseCase).execute({ incidentId: withVideo?.id ?? '', media: media ?? {} });
    expect(result).toEqual({
      ok: true,
      value: {
        url: `demo://media/public/${withVideo?.id}/${withVideo?.id}_incident-${withVideo?.id}.mp4`,
      },
    });
  });

  it('no mp4Url (an image), a failed request or a media without file: the outcome the UI shows the error toast for', async () => {
    const { container, all, rest } = await world();
    const withImage = all.find((i) => (i.media ?? []).some((m) => m.typeContent === 'image'));
    const image = withImage?.media?.find((m) => m.typeContent === 'image');
    const mp4 = container.get(DownloadMp4UseCase);
    expect(await mp4.execute({ incidentId: withImage?.id ?? '', media: image ?? {} })).toEqual({ ok: false, error: { kind: 'no-url' } });
    vi.spyOn(rest, 'convertToMp4').mockRejectedValueOnce(new GatewayError('network'));
    expect(await mp4.execute({ incidentId: withImage?.id ?? '', media: { id: '1', filename: 'a.mp4' } })).toEqual({
      ok: false,
      error: { kind: 'network' },
    });
    expect(await mp4.execute({ incidentId: withImage?.id ?? '', media: {} })).toEqual({ ok: false, error: { kind: 'no-file' } });
  });
});

describe('PDF export data (SPEC §2, §9)', () => {
  it("builds it for a generated incident by id; not-found for another tenant's", async () => {
    const { container, all, store } = await world();
    const incident = all.find((i) => (i.comments ?? []).length > 0);
    const result = await container.get(LoadIncidentPdfDataUseCase).execute({ incidentId: incident?.id ?? '' });
    expect(result).toMatchObject({ ok: true, value: { incidentId: incident?.id, title: incident?.title } });
    if (result.ok) expect(result.value.messages.length).toBe((incident?.comments ?? []).length + (incident?.updates ?? []).length);
    const other = (await store.list('tenant_12'))[0];
    expect(await container.get(LoadIncidentPdfDataUseCase).execute({ incidentId: other?.id ?? '' })).toEqual({
      ok: false,
      error: { kind: 'not-found' },
    });
  });
});
