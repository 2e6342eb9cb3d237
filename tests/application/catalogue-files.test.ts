import { describe, expect, it, vi } from 'vitest';
import { FilesFacade } from '../../src/application/admin/files.facade';
import { VideoTemplatesFacade } from '../../src/application/admin/video-templates.facade';
import { FilesGateway } from '../../src/application/ports/files-gateway.port';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { Logger } from '../../src/application/ports/logger.port';
import { VideoTemplatesGateway } from '../../src/application/ports/video-templates-gateway.port';
import type { FakeFilesGateway } from '../../src/adapters/fake/files-gateway.fake';
import type { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import type { FakeVideoTemplatesGateway } from '../../src/adapters/fake/video-templates-gateway.fake';
import { SIGNED_LINK_MARGIN_MS } from '../../src/domain/media/signed-link';
import { incidentsWorld } from './incidents-support';

const ADMIN = 'admin@public.demo';
const named = (text: string, name: string) => Object.assign(new Blob([text]), { name });

async function filesWorld(storage = { local: new MemoryStorage(), session: new MemoryStorage() }) {
  const world = incidentsWorld({
    bindings: [
      [KeyValueStorage.local, storage.local],
      [KeyValueStorage.session, storage.session],
    ],
  });
  await world.login('public', ADMIN);
  const { container } = world;
  const logger = container.get<MemoryLogger>(Logger);
  return { ...world, storage, logger, facade: container.get(FilesFacade), gateway: container.get<FakeFilesGateway>(FilesGateway) };
}

describe('FilesFacade: the library (SPEC §7 Other)', () => {
  it('uploads with progress going forward to 1; the new file is listed with its type, and is kept across a reload', async () => {
    const { facade, storage } = await filesWorld();
    const progress: number[] = [];
    const saved = await facade.upload(
      { file: named('png bytes', 'flood-map.png'), description: ' Flood map ', descriptionOption: 'Map' },
      (f) => progress.push(f),
    );
    expect(saved).toMatchObject({
      ok: true,
      value: { fileName: 'flood-map.png', type: 'image', description: 'Flood map', descriptionOption: 'Map' },
    });
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);

    const reloaded = await filesWorld(storage);
    const list = await reloaded.facade.list();
    expect(list.ok && list.value.map((f) => f.fileName)).toEqual([
      'emergency-protocol.pdf',
      'evacuation-map.png',
      'training-video.mp4',
      'contact-list.xlsx',
      'hazard-signs.jpg',
      'flood-map.png',
    ]);
  });

  it('a second file of the same name gets a key of its own', async () => {
    const { facade } = await filesWorld();
    const again = await facade.upload({ file: named('x', 'evacuation-map.png'), description: 'New map', descriptionOption: 'Map' });
    expect(again).toMatchObject({ ok: true, value: { s3Key: 'public/library/2-evacuation-map.png' } });
  });

  it.each([
    ['no file', { file: null, description: 'd', descriptionOption: 'o' }, { file: 'file-required' }],
    ['an empty file', { file: named('', 'a.pdf'), description: 'd', descriptionOption: 'o' }, { file: 'file-empty' }],
    [
      'blank texts',
      { file: named('x', 'a.pdf'), description: ' ', descriptionOption: '' },
      { description: 'required', descriptionOption: 'required' },
    ],
  ])('refuses %s before any call', async (_name, input, fields) => {
    const { facade, gateway } = await filesWorld();
    const upload = vi.spyOn(gateway, 'upload');
    expect(await facade.upload(input)).toEqual({ ok: false, error: { kind: 'invalid', fields } });
    expect(upload).not.toHaveBeenCalled();
  });

  it('a failed call is the failure, logged; the server refusing a too long text keeps its words', async () => {
    const { facade, gateway, logger } = await filesWorld();
    vi.spyOn(gateway, 'upload').mockRejectedValueOnce(new GatewayError('network'));
    expect(await facade.upload({ file: named('x', 'a.pdf'), description: 'd', descriptionOption: 'o' })).toEqual({
      ok: false,
      error: { kind: 'network' },
    });
    vi.spyOn(gateway, 'update').mockRejectedValueOnce(new GatewayError('server', 'value too long for type character varying(255)', 500));
    expect(await facade.update('public-1', { description: 'd', descriptionOption: 'o' })).toEqual({
      ok: false,
      error: { kind: 'server', message: 'value too long for type character varying(255)' },
    });
    vi.spyOn(gateway, 'remove').mockRejectedValueOnce(new GatewayError('unauthorized', 'Forbidden', 403));
    expect(await facade.remove('public-1')).toEqual({ ok: false, error: { kind: 'unauthorized', message: 'Forbidden' } });
    vi.spyOn(gateway, 'list').mockRejectedValueOnce(new GatewayError('invalid-response'));
    expect(await facade.list()).toEqual({ ok: false, error: { kind: 'invalid-response' } });
    expect(logger.entries.map((e) => e.message)).toEqual([
      'files: upload failed',
      'files: update failed',
      'files: remove failed',
      'files could not be listed',
    ]);
  });

  it('an answer without a stored object is not a success', async () => {
    const { facade, gateway } = await filesWorld();
    vi.spyOn(gateway, 'update').mockResolvedValueOnce({ id: 'x', s3Key: null });
    expect(await facade.update('public-1', { description: 'd', descriptionOption: 'o' })).toEqual({
      ok: false,
      error: { kind: 'invalid-response' },
    });
  });

  it('edits the description and label, deletes; an unknown file is not found', async () => {
    const { facade } = await filesWorld();
    expect(await facade.update('public-2', { description: 'Evacuation routes', descriptionOption: 'Routes' })).toMatchObject({
      ok: true,
      value: { id: 'public-2', fileName: 'evacuation-map.png', description: 'Evacuation routes' },
    });
    expect(await facade.remove('public-2')).toEqual({ ok: true, value: undefined });
    expect(await facade.remove('public-2')).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    const list = await facade.list();
    expect(list.ok && list.value.map((f) => f.id)).not.toContain('public-2');
  });
});

describe('FilesFacade: signed URLs made when asked, never stale (SPEC §7 Other, §9: 1200 s), in virtual time', () => {
  it('a download signs a new URL every time it is asked', async () => {
    const { facade, gateway, clock } = await filesWorld();
    const sign = vi.spyOn(gateway, 'signedDownloadUrl');
    const file = { s3Key: 'public/library/emergency-protocol.pdf' };
    const first = await facade.link(file);
    await clock.advance(1000);
    const second = await facade.link(file);
    expect(sign).toHaveBeenCalledTimes(2);
    expect(sign).toHaveBeenCalledWith('public/library/emergency-protocol.pdf', 1200);
    expect(first).toMatchObject({ ok: true, value: { type: 'pdf', expiresAt: clock.now() - 1000 + 1_200_000 } });
    expect(second.ok && second.value.url).toMatch(/^data:application\/pdf;base64,.+#expires=\d+$/);
  });

  it('a preview reuses its URL while fresh and signs a new one before it goes stale', async () => {
    const { facade, gateway, clock } = await filesWorld();
    const sign = vi.spyOn(gateway, 'signedDownloadUrl');
    const file = { id: 'public-2', s3Key: 'public/library/evacuation-map.png' };
    const first = await facade.previewLink(file);
    await clock.advance(1_200_000 - SIGNED_LINK_MARGIN_MS - 1);
    expect(await facade.previewLink(file)).toEqual(first);
    expect(sign).toHaveBeenCalledTimes(1);
    await clock.advance(1);
    const renewed = await facade.previewLink(file);
    expect(sign).toHaveBeenCalledTimes(2);
    expect(renewed.ok && renewed.value.expiresAt).toBe(clock.now() + 1_200_000);
  });

  it('a failed signing is the failure (logged) and keeps no URL; a file without a key is refused', async () => {
    const { facade, gateway, logger } = await filesWorld();
    const file = { id: 'public-1', s3Key: 'public/library/emergency-protocol.pdf' };
    vi.spyOn(gateway, 'signedDownloadUrl').mockRejectedValueOnce(new GatewayError('network'));
    expect(await facade.previewLink(file)).toEqual({ ok: false, error: { kind: 'network' } });
    expect(await facade.previewLink(file)).toMatchObject({ ok: true });
    expect(await facade.link({ s3Key: ' ' })).toEqual({ ok: false, error: { kind: 'no-key' } });
    expect(logger.entries.map((e) => e.message)).toEqual(['file download failed']);
  });
});

describe('VideoTemplatesFacade (SPEC §7 /api/video-template)', () => {
  it('lists, creates, renames, uploads with progress, gives the link, deletes', async () => {
    const { container, login } = incidentsWorld();
    await login('public', ADMIN);
    const templates = container.get(VideoTemplatesFacade);
    const list = await templates.list();
    expect(list.ok && list.value).toEqual([
      { id: 'public-1', name: 'Welcome message', fileName: 'welcome-message.mp4' },
      { id: 'public-2', name: 'Safety instructions', fileName: null },
    ]);
    const created = await templates.create({ name: ' Evacuation ' });
    expect(created).toEqual({ ok: true, value: { id: 'public-3', name: 'Evacuation', fileName: null } });
    expect(await templates.rename('public-3', { name: 'Evacuation now' })).toMatchObject({ ok: true, value: { name: 'Evacuation now' } });
    const progress: number[] = [];
    expect(await templates.upload('public-3', new File(['v'], 'evacuate.mp4'), (f) => progress.push(f))).toEqual({
      ok: true,
      value: undefined,
    });
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
    const after = await templates.list();
    expect(after.ok && after.value[2]).toEqual({ id: 'public-3', name: 'Evacuation now', fileName: 'evacuate.mp4' });
    expect(await templates.downloadLink('public-3')).toMatchObject({ ok: true, value: expect.stringMatching(/#expires=\d+$/) });
    expect(await templates.remove('public-3')).toEqual({ ok: true, value: undefined });
  });

  it('refuses a blank name, a missing, empty or non-video file before any call; failures are the call failure, logged', async () => {
    const { container, login } = incidentsWorld();
    await login('public', ADMIN);
    const templates = container.get(VideoTemplatesFacade);
    const gateway = container.get<FakeVideoTemplatesGateway>(VideoTemplatesGateway);
    const upload = vi.spyOn(gateway, 'upload');
    expect(await templates.create({ name: ' ' })).toEqual({ ok: false, error: { kind: 'invalid', fields: { name: 'required' } } });
    expect(await templates.upload('public-1', null)).toEqual({ ok: false, error: { kind: 'invalid', fields: { file: 'file-required' } } });
    expect(await templates.upload('public-1', new File([], 'a.mp4'))).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { file: 'file-empty' } },
    });
    expect(await templates.upload('public-1', new File(['x'], 'a.pdf'))).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { file: 'file-type' } },
    });
    expect(upload).not.toHaveBeenCalled();
    vi.spyOn(gateway, 'downloadLink').mockRejectedValueOnce(new GatewayError('not-found', 'No file', 404));
    expect(await templates.downloadLink('public-2')).toEqual({ ok: false, error: { kind: 'not-found', message: 'No file' } });
    vi.spyOn(gateway, 'create').mockResolvedValueOnce({ id: null });
    expect(await templates.create({ name: 'x' })).toEqual({ ok: false, error: { kind: 'invalid-response' } });
    expect(await templates.rename('nope', { name: 'x' })).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(container.get<MemoryLogger>(Logger).entries.map((e) => e.message)).toEqual([
      'video templates: download link failed',
      'video templates: rename failed',
    ]);
  });
});
