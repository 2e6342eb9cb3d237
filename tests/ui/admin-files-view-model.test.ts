import { describe, expect, it, vi } from 'vitest';
import { FilesFacade } from '../../src/application/admin/files.facade';
import { VideoTemplatesFacade } from '../../src/application/admin/video-templates.facade';
import { FilesGateway } from '../../src/application/ports/files-gateway.port';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import type { FakeFilesGateway } from '../../src/adapters/fake/files-gateway.fake';
import { FilesViewModel } from '../../src/ui/admin/sections/files/files.view-model';
import { VideoTemplatesViewModel } from '../../src/ui/admin/sections/files/video-templates.view-model';
import { incidentsWorld } from '../application/incidents-support';
import { settle } from './admin-users-support';

const route = { name: 'admin-section', tenant: 'public', section: 'files' } as const;

async function section(query: Record<string, string> = {}) {
  const world = incidentsWorld({ latencyMs: 10 });
  await world.login('public', 'admin@public.demo');
  const deps = { navigate: vi.fn(), notify: vi.fn(), open: vi.fn(), searchDelay: new DelayFlow(world.clock), download: vi.fn() };
  const vm = new FilesViewModel({ ...deps, files: world.container.get(FilesFacade) }, { route, query, translate: (key: string) => key });
  const templates = new VideoTemplatesViewModel(
    { ...deps, templates: world.container.get(VideoTemplatesFacade) },
    { route, query, translate: (key: string) => key },
  );
  /** Moves the virtual clock in small steps so every demo answer arrives. */
  const run = async (ms = 100) => {
    for (let t = 0; t < ms; t += 10) await world.clock.advance(10);
    await settle();
  };
  return { ...world, vm, templates, deps, run, gateway: world.container.get<FakeFilesGateway>(FilesGateway) };
}

describe('FilesViewModel (headless, virtual clock)', () => {
  it('lists the library by description, narrows by type from the route', async () => {
    const { vm, run } = await section({ 'f.type': 'image' });
    vm.start();
    await run();
    expect(vm.list.items.map((f) => [f.fileName, f.type])).toEqual([
      ['evacuation-map.png', 'image'],
      ['hazard-signs.jpg', 'image'],
    ]);
  });

  it('uploads: the progress shows while it goes up, then the form closes, the toast names it and the row is listed', async () => {
    const { vm, run, deps } = await section();
    vm.start();
    await run();
    vm.openUpload();
    vm.chooseFile(Object.assign(new Blob(['%PDF']), { name: 'shift-rota.pdf' }));
    expect(vm.uploader.form?.values.description).toBe('shift-rota');
    vm.uploader.form?.set('descriptionOption', 'Rota');
    const saving = vm.uploader.form?.submit();
    await run(25);
    expect(vm.uploadProgress).toBeGreaterThan(0);
    expect(vm.uploadProgress).toBeLessThan(1);
    await run(200);
    await saving;
    expect(vm.uploadProgress).toBeNull();
    expect(vm.uploader.form).toBeNull();
    expect(deps.notify).toHaveBeenCalledWith({
      kind: 'success',
      key: 'admin.files.uploaded',
      values: { name: 'Rota (shift-rota.pdf)' },
    });
    await run();
    expect(vm.list.items.map((f) => f.fileName)).toContain('shift-rota.pdf');
  });

  it('the upload form refuses a missing file and blank texts, field by field, without a call', async () => {
    const { vm, run, gateway } = await section();
    const upload = vi.spyOn(gateway, 'upload');
    vm.openUpload();
    await vm.uploader.form?.submit();
    await run();
    expect(vm.uploader.form?.errors).toEqual({ file: 'file-required', description: 'required', descriptionOption: 'required' });
    expect(upload).not.toHaveBeenCalled();
  });

  it('download hands the browser a URL signed just now; a failure says which file', async () => {
    const { vm, run, deps, gateway } = await section();
    vm.start();
    await run();
    const pdf = vm.list.items.find((f) => f.type === 'pdf');
    if (!pdf) throw new Error('no pdf');
    const done = vm.download(pdf);
    expect(vm.downloading).toBe(pdf.id);
    await run();
    await done;
    expect(deps.open).toHaveBeenCalledWith(expect.stringMatching(/^data:application\/pdf/), 'emergency-protocol.pdf');
    vi.spyOn(gateway, 'signedDownloadUrl').mockRejectedValueOnce(new GatewayError('network'));
    const failed = vm.download(pdf);
    await run();
    await failed;
    expect(deps.notify).toHaveBeenLastCalledWith({
      kind: 'error',
      key: 'admin.files.download_failed',
      values: { name: 'Protocol (emergency-protocol.pdf)' },
      detail: { key: 'call_failure.network' },
    });
  });

  it('previews pictures and videos only; the URL is reused while fresh and signed again once it would be stale', async () => {
    const { vm, run, gateway, clock } = await section();
    vm.start();
    await run();
    const sign = vi.spyOn(gateway, 'signedDownloadUrl');
    const picture = vm.list.items.find((f) => f.type === 'image');
    const other = vm.list.items.find((f) => f.type === 'unknown');
    if (!picture || !other) throw new Error('seed changed');
    expect(vm.canPreview(other)).toBe(false);
    const opening = vm.openPreview(picture);
    expect(vm.preview).toEqual({ file: picture, link: null, failure: null });
    await run();
    await opening;
    const first = vm.preview?.link;
    expect(first?.url).toMatch(/^data:image\/svg\+xml/);
    vm.closePreview();
    await clock.advance(10 * 60 * 1000);
    void vm.openPreview(picture);
    await run();
    expect(vm.preview?.link).toEqual(first);
    expect(sign).toHaveBeenCalledTimes(1);
    vm.closePreview();
    await clock.advance(10 * 60 * 1000);
    void vm.openPreview(picture);
    await run();
    expect(sign).toHaveBeenCalledTimes(2);
    expect(vm.preview?.link?.expiresAt).toBeGreaterThan(clock.now());
  });

  it('deletes after the confirmation; the row leaves the list', async () => {
    const { vm, run } = await section();
    vm.start();
    await run();
    const first = vm.list.items[0];
    if (!first) throw new Error('empty');
    vm.list.askRemove(first);
    const removing = vm.list.confirmRemove();
    await run();
    await removing;
    await run();
    expect(vm.list.items.map((f) => f.id)).not.toContain(first.id);
  });
});

describe('VideoTemplatesViewModel (headless)', () => {
  it('creates, uploads a video with progress, refuses a non-video, downloads', async () => {
    const { templates: vm, run, deps } = await section();
    vm.start();
    await run();
    vm.openCreate();
    vm.editor.form?.set('name', 'Evacuation');
    const saving = vm.editor.form?.submit();
    await run();
    await saving;
    await run();
    const created = vm.list.items.find((t) => t.name === 'Evacuation');
    if (!created) throw new Error('not created');
    const upload = vm.upload(created, new File(['v'], 'evacuate.mp4'));
    await run(25);
    expect(vm.uploading?.progress).toBeGreaterThan(0);
    await run(200);
    await upload;
    expect(vm.uploading).toBeNull();
    expect(deps.notify).toHaveBeenCalledWith({
      kind: 'success',
      key: 'admin.files.video_templates.uploaded',
      values: { name: 'Evacuation', file: 'evacuate.mp4' },
    });
    await vm.upload(created, new File(['x'], 'notes.txt'));
    expect(deps.notify).toHaveBeenLastCalledWith({
      kind: 'error',
      key: 'admin.files.video_templates.upload_failed',
      values: { name: 'Evacuation' },
      detail: { key: 'admin.files.errors.file-type' },
    });
    await run();
    const withFile = vm.list.items.find((t) => t.id === created.id);
    if (!withFile) throw new Error('gone');
    const download = vm.download(withFile);
    await run();
    await download;
    expect(deps.open).toHaveBeenCalledWith(expect.stringMatching(/#expires=\d+$/), 'evacuate.mp4');
  });
});
