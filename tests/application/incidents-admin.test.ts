import { describe, expect, it, vi } from 'vitest';
import { DownloadLibraryFileUseCase } from '../../src/application/incidents/download-library-file.use-case';
import { ListLibraryFilesUseCase } from '../../src/application/incidents/list-library-files.use-case';
import { ResourceFacades } from '../../src/application/admin/resource-facades';
import { resourcePort, type GatewayOf } from '../../src/application/admin/resource-ports';
import { FilesGateway } from '../../src/application/ports/files-gateway.port';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { Logger } from '../../src/application/ports/logger.port';
import type { FakeFilesGateway } from '../../src/adapters/fake/files-gateway.fake';
import type { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { PREDEFINED_DESCRIPTION } from '../../src/domain/admin/resources/predefined-description';
import { saveFailureDialog } from '../../src/domain/incident-form/incident-save-error';
import { descriptionChoices } from '../../src/domain/incident/predefined-description';
import { incidentsWorld } from './incidents-support';

describe('Predefined descriptions (SPEC §1, §3, §7)', () => {
  it("gives the create form its quick choices in the tenant's language", async () => {
    const { container, login } = incidentsWorld();
    await login('tenant_5');
    const all = await container.get(ResourceFacades).of(PREDEFINED_DESCRIPTION).all({});
    const choices = all.ok ? descriptionChoices(all.value) : [];
    expect(choices.map((c) => c.label)).toEqual(['Accidente de tránsito', 'Incendio', 'Emergencia médica', 'Robo']);
    expect(choices[1]).toMatchObject({
      label: 'Incendio',
      description: 'Incendio reportado por la persona; se ve humo.',
    });
  });

  it('creates, updates and deletes per tenant (another tenant never sees them)', async () => {
    const { container, login } = incidentsWorld();
    const admin = container.get(ResourceFacades).of(PREDEFINED_DESCRIPTION);
    await login('public');
    const created = await admin.create({ descriptionOption: '  Flood ', description: ' Street flooded ' });
    expect(created).toMatchObject({ ok: true, value: { descriptionOption: 'Flood', description: 'Street flooded' } });
    const id = created.ok ? created.value.id : '';
    expect(await admin.update(id, { description: 'Street and houses flooded' })).toMatchObject({
      ok: true,
      value: { descriptionOption: 'Flood', description: 'Street and houses flooded' },
    });
    const list = await admin.all({});
    expect(list.ok && list.value.map((d) => d.descriptionOption)).toContain('Flood');
    await login('tenant_12');
    const other = await admin.all({});
    expect(other.ok && other.value.map((d) => d.descriptionOption)).not.toContain('Flood');
    expect(await admin.remove(id)).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    await login('public');
    expect(await admin.remove(id)).toEqual({ ok: true, value: undefined });
    const after = await admin.all({});
    expect(after.ok && after.value.map((d) => d.descriptionOption)).not.toContain('Flood');
  });

  it('refuses blank and too-long fields before calling; the demo server answers a too-long text as the database does', async () => {
    const { container, login } = incidentsWorld();
    await login('public');
    const admin = container.get(ResourceFacades).of(PREDEFINED_DESCRIPTION);
    expect(await admin.create({ descriptionOption: ' ', description: 'x' })).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { descriptionOption: 'required' } },
    });
    expect(await admin.update('1', { description: '' })).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { description: 'required' } },
    });
    expect(await admin.create({ descriptionOption: 'Long', description: 'x'.repeat(256) })).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { description: 'too-long' } },
    });
    const sent = container
      .get<GatewayOf<typeof PREDEFINED_DESCRIPTION>>(resourcePort(PREDEFINED_DESCRIPTION))
      .create({ descriptionOption: 'Long', description: 'x'.repeat(256) });
    const refused: unknown = await sent.catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'server', status: 500 });
    expect(saveFailureDialog((refused as { message?: string }).message).detail).toEqual({ kind: 'key', key: 'value_too_long' });
  });

  it('a failed list is the failed call (the screen shows something_is_wrong)', async () => {
    const { container, login } = incidentsWorld();
    await login('public');
    vi.spyOn(container.get<GatewayOf<typeof PREDEFINED_DESCRIPTION>>(resourcePort(PREDEFINED_DESCRIPTION)), 'all').mockRejectedValueOnce(
      new GatewayError('network'),
    );
    expect(await container.get(ResourceFacades).of(PREDEFINED_DESCRIPTION).all({})).toEqual({ ok: false, error: { kind: 'network' } });
  });
});

describe('Files (SPEC §7 Other: list, signed download valid 1200 s, type by extension)', () => {
  it("lists the tenant's library with the download type of each file", async () => {
    const { container, login } = incidentsWorld();
    await login('tenant_24');
    const list = await container.get(ListLibraryFilesUseCase).execute();
    expect(list.ok && list.value.map((f) => [f.fileName, f.type])).toEqual([
      ['emergency-protocol.pdf', 'pdf'],
      ['evacuation-map.png', 'image'],
      ['training-video.mp4', 'video'],
      ['contact-list.xlsx', 'unknown'],
      ['hazard-signs.jpg', 'image'],
    ]);
    expect(list.ok && list.value[0]?.s3Key).toBe('tenant_24/library/emergency-protocol.pdf');
  });

  it('signs a download URL valid for 1200 s from now', async () => {
    const { container, login, clock } = incidentsWorld();
    await login('public');
    const files = container.get<FakeFilesGateway>(FilesGateway);
    const spy = vi.spyOn(files, 'signedDownloadUrl');
    const result = await container.get(DownloadLibraryFileUseCase).execute({ s3Key: 'public/library/training-video.mp4' });
    expect(spy).toHaveBeenCalledWith('public/library/training-video.mp4', 1200);
    expect(result).toEqual({
      ok: true,
      // A demo signed URL opens without the network and says when it stops working (now + 1200 s).
      value: { url: `data:video/mp4;base64,#expires=${Math.floor(clock.now() / 1000) + 1200}`, type: 'video' },
    });
  });

  it('file failures are logged only', async () => {
    const { container, login } = incidentsWorld();
    await login('public');
    vi.spyOn(container.get<FakeFilesGateway>(FilesGateway), 'signedDownloadUrl').mockRejectedValueOnce(new GatewayError('network'));
    const logger = container.get<MemoryLogger>(Logger);
    const useCase = container.get(DownloadLibraryFileUseCase);
    expect(await useCase.execute({ s3Key: 'a.pdf' })).toEqual({ ok: false, error: { kind: 'network' } });
    expect(await useCase.execute({ s3Key: '  ' })).toEqual({ ok: false, error: { kind: 'no-key' } });
    expect(logger.entries.filter((e) => e.level === 'error').map((e) => e.message)).toEqual(['file download failed']);
  });
});
