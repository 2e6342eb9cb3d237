import { runInAction } from 'mobx';
import { VideoTemplatesFacade } from '../../../../application/admin/video-templates.facade';
import { videoTemplateSchema, type VideoTemplateFields } from '../../../../domain/admin/catalogue-schemas';
import { formTextRules, validateForm } from '../../../../domain/admin/form-validation';
import type { ListFields } from '../../../../domain/admin/list-query';
import type { VideoTemplate } from '../../../../domain/media/video-template';
import type { Services } from '../../../shared/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import { failureMessage } from '../../resource/admin-messages';
import { FormSlot } from '../../resource/form-slot.model';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import type { SectionDescriptor, SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { removableSectionList } from '../../resource/whole-list-source';
import type { ChosenFile } from './files.view-model';
import { openDownload, type DownloadOpener } from './open-download';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** The template as a dialog and a toast name it. */
export const templateName = (t: VideoTemplate): string => t.name || `#${t.id}`;

const TEMPLATE_FIELDS: ListFields<VideoTemplate> = {
  text: (t) => `${t.name} ${t.fileName ?? ''}`,
  sortValue: (t, field) => (field === 'fileName' ? t.fileName : t.name),
};

export const TEMPLATES_SECTION: SectionDescriptor<VideoTemplate> = {
  spec: { sortable: ['name', 'fileName'], filters: [], defaultSort: { field: 'name', order: 'asc' } },
  idOf: (t) => t.id,
  nameOf: templateName,
};

export interface VideoTemplatesDeps extends Omit<ResourceListDeps<VideoTemplate>, 'source'>, DownloadOpener {
  readonly templates: Pick<VideoTemplatesFacade, 'list' | 'create' | 'rename' | 'upload' | 'downloadLink' | 'remove'>;
}

/**
 * The video templates tab of the files section (SPEC §7 /api/video-template): list, create, rename, upload a
 * template's video with a progress bar (checked first: a video file, not empty, not too large), its download link
 * (asked for when wanted), delete after a confirmation.
 */
export class VideoTemplatesViewModel {
  readonly list: ResourceListViewModel<VideoTemplate>;
  readonly editor: FormSlot<VideoTemplateFields, VideoTemplate>;
  /** The template whose video is going up, and how much went (0 to 1). */
  uploading: { readonly template: VideoTemplate; readonly progress: number } | null = null;
  downloading: string | null = null;

  constructor(
    private readonly deps: VideoTemplatesDeps,
    params: SectionParams,
  ) {
    this.list = removableSectionList(deps, params, deps.templates, TEMPLATE_FIELDS, TEMPLATES_SECTION);
    this.editor = new FormSlot((toast) => this.list.changed(toast));
    makeObservableExcept(this, ['deps', 'list', 'editor']);
  }

  readonly start = (): void => this.list.start();
  readonly dispose = (): void => this.list.dispose();

  openCreate(): void {
    this.openForm(null);
  }

  openRename(template: VideoTemplate): void {
    this.openForm(template);
  }

  private openForm(template: VideoTemplate | null): void {
    const { templates } = this.deps;
    const done = template ? 'admin.files.video_templates.renamed' : 'admin.files.video_templates.created';
    this.editor.open(template, {
      savedMessage: (saved) => ({ key: done, values: { name: templateName(saved) } }),
      save: (values) => (template ? templates.rename(template.id, values) : templates.create(values)),
      validate: (values) => validateForm(videoTemplateSchema, values),
      textRules: formTextRules(videoTemplateSchema),
      initial: { name: template?.name ?? '' },
    });
  }

  /** A video chosen for a template: it goes up at once, its progress shown; the list says when it is there. */
  async upload(template: VideoTemplate, file: ChosenFile | null): Promise<void> {
    if (this.uploading !== null || file === null) return;
    this.uploading = { template, progress: 0 };
    const sent = await this.deps.templates.upload(template.id, file, (progress) => this.setProgress(template, progress));
    runInAction(() => (this.uploading = null));
    const name = templateName(template);
    if (sent.ok) {
      this.list.changed({ kind: 'success', key: 'admin.files.video_templates.uploaded', values: { name, file: file.name } });
      return;
    }
    const error = sent.error;
    this.deps.notify({
      kind: 'error',
      key: 'admin.files.video_templates.upload_failed',
      values: { name },
      detail: error.kind === 'invalid' ? { key: `admin.files.errors.${error.fields.file ?? 'file-required'}` } : failureMessage(error),
    });
  }

  /** The download link, asked for now, handed to the browser. */
  async download(template: VideoTemplate): Promise<void> {
    if (this.downloading !== null) return;
    this.downloading = template.id;
    const link = await this.deps.templates.downloadLink(template.id);
    runInAction(() => (this.downloading = null));
    if (link.ok) this.deps.open(link.value, template.fileName ?? `${templateName(template)}.mp4`);
    else
      this.deps.notify({
        kind: 'error',
        key: 'admin.files.video_templates.download_failed',
        values: { name: templateName(template) },
        detail: failureMessage(link.error),
      });
  }

  private setProgress(template: VideoTemplate, progress: number): void {
    if (this.uploading?.template.id === template.id) this.uploading = { template, progress };
  }
}

export function createVideoTemplatesViewModel(services: Services, params: AdminSectionParams): VideoTemplatesViewModel {
  return new VideoTemplatesViewModel(
    { templates: services.get(VideoTemplatesFacade), open: openDownload, ...adminListDeps(services, params.notify) },
    params,
  );
}
