import { libraryUploadProblem, videoTemplateSchema, type VideoTemplateFields } from '../../domain/admin/catalogue-schemas';
import { validateForm, type InvalidInput } from '../../domain/admin/form-validation';
import type { EntityId } from '../../domain/incident/incident';
import { forwardProgress, mediaUploadKind } from '../../domain/media/media-upload';
import { videoTemplates, type VideoTemplate } from '../../domain/media/video-template';
import { err, ok, type Result } from '../../domain/shared/result';
import type { UploadProgress } from '../ports/incidents-rest-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { VideoTemplatesGateway } from '../ports/video-templates-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';
import type { NamedFile } from './files.facade';

/** The answer held no template the screen can show (no id). */
const NO_TEMPLATE: CallFailure = { kind: 'invalid-response' };

/**
 * SPEC §7 /api/video-template, the video templates tab of the files section: list, create and rename (a name, checked
 * before any call), upload the template's video (mp4, mov, avi or mkv) with progress, the download link (asked for
 * when wanted, never kept), delete.
 */
export class VideoTemplatesFacade {
  constructor(
    private readonly templates: VideoTemplatesGateway,
    private readonly logger: Logger,
  ) {}

  async list(): Promise<Result<readonly VideoTemplate[], CallFailure>> {
    const all = await this.call('list', () => this.templates.list());
    return all.ok ? ok(videoTemplates(all.value)) : all;
  }

  async create(input: VideoTemplateFields): Promise<Result<VideoTemplate, InvalidInput | CallFailure>> {
    const valid = validateForm(videoTemplateSchema, input);
    if (!valid.ok) return valid;
    const saved = await this.call('create', () => this.templates.create({ name: valid.value.name }));
    return saved.ok ? this.one(saved.value) : saved;
  }

  async rename(id: EntityId, input: VideoTemplateFields): Promise<Result<VideoTemplate, InvalidInput | CallFailure>> {
    const valid = validateForm(videoTemplateSchema, input);
    if (!valid.ok) return valid;
    const saved = await this.call('rename', () => this.templates.update(id, { name: valid.value.name }));
    return saved.ok ? this.one(saved.value) : saved;
  }

  /** The template's video: refused before any call when it is missing, empty, too large or not a video. */
  upload(id: EntityId, file: NamedFile | null, onProgress?: UploadProgress): Promise<Result<void, InvalidInput | CallFailure>> {
    const problem = libraryUploadProblem(file) ?? (file && mediaUploadKind(file.name) !== 'video' ? 'file-type' : null);
    if (problem !== null || file === null) return Promise.resolve(err({ kind: 'invalid', fields: { file: problem ?? 'file-required' } }));
    const progress = forwardProgress(onProgress);
    return this.call('upload', () => this.templates.upload(id, file, (fraction) => progress.report(fraction)));
  }

  /** GET …/download-link, asked for each time it is wanted. */
  downloadLink(id: EntityId): Promise<Result<string, CallFailure>> {
    return this.call('download link', () => this.templates.downloadLink(id));
  }

  remove(id: EntityId): Promise<Result<void, CallFailure>> {
    return this.call('remove', () => this.templates.remove(id));
  }

  private one(file: Parameters<typeof videoTemplates>[0][number]): Result<VideoTemplate, CallFailure> {
    const [template] = videoTemplates([file]);
    return template ? ok(template) : err(NO_TEMPLATE);
  }

  private call<T>(verb: string, work: () => Promise<T>): Promise<Result<T, CallFailure>> {
    return attempt(work, (failure) => this.logger.warning(`video templates: ${verb} failed`, { kind: failure.kind }));
  }
}
