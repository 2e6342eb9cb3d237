import { runInAction } from 'mobx';
import { FilesFacade, type LibraryFileLink, type NamedFile } from '../../../../application/admin/files.facade';
import { libraryFileSchema, libraryUploadProblem, type LibraryFileFields } from '../../../../domain/admin/catalogue-schemas';
import { formTextRules, validateForm } from '../../../../domain/admin/form-validation';
import type { ListFields, ListQuerySpec } from '../../../../domain/admin/list-query';
import type { DownloadFileType } from '../../../../domain/media/file-type';
import type { LibraryFile } from '../../../../domain/media/library-file';
import type { Services } from '../../../shared/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import { failureMessage } from '../../resource/admin-messages';
import type { NoticeWords } from '../../../../domain/shared/notice';
import { FormSlot } from '../../resource/form-slot.model';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import type { SectionDescriptor, SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { removableSectionList } from '../../resource/whole-list-source';
import { openDownload, type DownloadOpener } from './open-download';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** SPEC §7 Other: the types a file is listed as (its icon and the type filter). */
export const FILE_TYPES: readonly DownloadFileType[] = ['pdf', 'video', 'image', 'unknown'];

/** A chosen file as the form keeps it (a browser File, or any named Blob in tests). */
export type ChosenFile = NamedFile;

/** The upload form's values: the file and its description and label. */
export interface UploadValues extends LibraryFileFields {
  readonly file: ChosenFile | null;
}

/** The file as a dialog and a toast name it: its label and file name. */
export const fileName = (file: LibraryFile): string =>
  file.descriptionOption ? `${file.descriptionOption} (${file.fileName})` : file.fileName;

const FILE_FIELDS: ListFields<LibraryFile> = {
  text: (f) => `${f.description} ${f.descriptionOption} ${f.fileName}`,
  sortValue: (f, field) =>
    field === 'type' ? f.type : field === 'descriptionOption' ? f.descriptionOption : field === 'fileName' ? f.fileName : f.description,
  matches: (f, filter, value) => filter !== 'type' || f.type === value,
};

const FILES_LIST: ListQuerySpec = {
  sortable: ['description', 'descriptionOption', 'fileName', 'type'],
  filters: ['type'],
  defaultSort: { field: 'description', order: 'asc' },
};

/** The file library list: by description, filtered by type, exported as CSV. */
export const FILES_SECTION: SectionDescriptor<LibraryFile> = {
  spec: FILES_LIST,
  idOf: (f) => f.id,
  nameOf: fileName,
  csv: {
    fileName: 'files.csv',
    columnsKey: 'admin.files.columns',
    columns: ['description', 'option', 'file', 'type'],
    row: (f, translate) => [f.description, f.descriptionOption, f.fileName, translate(`admin.files.type.${f.type}`)],
  },
};

/** The preview open: the file, and its signed URL once it came (null while it is asked for or when it failed). */
export interface FilePreview {
  readonly file: LibraryFile;
  readonly link: LibraryFileLink | null;
  readonly failure: NoticeWords | null;
}

export interface FilesDeps extends Omit<ResourceListDeps<LibraryFile>, 'source'>, DownloadOpener {
  readonly files: Pick<FilesFacade, 'list' | 'upload' | 'update' | 'remove' | 'link' | 'previewLink'>;
}

/**
 * The files tab of the files section (SPEC §7 Other): the tenant's library with each file's type from its extension
 * (an icon each), upload with a progress bar, edit the description and label, delete after a confirmation; download
 * through a signed URL made when asked (valid 1200 s), and previews of pictures and videos through a URL that is
 * reused only while fresh.
 */
export class FilesViewModel {
  /** The upload form while it is open; saving it announces the new file and reads the list again. */
  readonly uploader = new FormSlot<UploadValues, LibraryFile>((toast) => this.list.changed(toast));
  /** The edit form while it is open, and the file it edits. */
  readonly editor = new FormSlot<LibraryFileFields, LibraryFile>((toast) => this.list.changed(toast));
  preview: FilePreview | null = null;
  /** The file whose download URL is being made. */
  downloading: string | null = null;
  /** How much of the file went up (0 to 1) while an upload runs; null otherwise. */
  uploadProgress: number | null = null;
  /** The library, a page at a time, as the route's query asks. */
  readonly list: ResourceListViewModel<LibraryFile>;

  constructor(
    private readonly deps: FilesDeps,
    params: SectionParams,
  ) {
    this.list = removableSectionList(deps, params, deps.files, FILE_FIELDS, FILES_SECTION);
    makeObservableExcept(this, ['deps', 'list', 'uploader', 'editor']);
  }

  readonly start = (): void => this.list.start();
  readonly dispose = (): void => this.list.dispose();

  openUpload(): void {
    this.uploader.open(null, {
      initial: { file: null, description: '', descriptionOption: '' },
      textRules: formTextRules(libraryFileSchema),
      validate: (values) => {
        const fields = validateForm(libraryFileSchema, values);
        const problem = libraryUploadProblem(values.file);
        if (fields.ok && problem === null) return fields;
        return {
          ok: false,
          error: { kind: 'invalid', fields: { ...(fields.ok ? {} : fields.error.fields), ...(problem ? { file: problem } : {}) } },
        };
      },
      save: async (values) => {
        this.setProgress(0);
        const saved = await this.deps.files.upload(values, (fraction) => this.setProgress(fraction));
        this.setProgress(null);
        return saved;
      },
      savedMessage: (saved) => ({ key: 'admin.files.uploaded', values: { name: fileName(saved) } }),
    });
  }

  /** A file chosen in the upload form; its name fills an empty description. */
  chooseFile(file: ChosenFile | null): void {
    const form = this.uploader.form;
    if (!form) return;
    form.set('file', file);
    if (file && form.values.description.trim() === '') form.set('description', file.name.replace(/\.[^.]*$/, ''));
  }

  openEdit(file: LibraryFile): void {
    this.editor.open(file, {
      initial: { description: file.description, descriptionOption: file.descriptionOption },
      validate: (values) => validateForm(libraryFileSchema, values),
      textRules: formTextRules(libraryFileSchema),
      save: (values) => this.deps.files.update(file.id, values),
      savedMessage: (saved) => ({ key: 'admin.files.updated', values: { name: fileName(saved) } }),
    });
  }

  /** A new signed URL, made now, handed to the browser. */
  async download(file: LibraryFile): Promise<void> {
    if (this.downloading !== null) return;
    this.downloading = file.id;
    const link = await this.deps.files.link(file);
    runInAction(() => (this.downloading = null));
    if (link.ok) this.deps.open(link.value.url, file.fileName);
    else
      this.deps.notify({
        kind: 'error',
        key: 'admin.files.download_failed',
        values: { name: fileName(file) },
        detail: this.reason(link.error),
      });
  }

  /** Pictures and videos preview in the page. */
  canPreview(file: LibraryFile): boolean {
    return file.type === 'image' || file.type === 'video';
  }

  async openPreview(file: LibraryFile): Promise<void> {
    if (!this.canPreview(file)) return;
    this.preview = { file, link: null, failure: null };
    const link = await this.deps.files.previewLink(file);
    runInAction(() => {
      if (this.preview?.file.id !== file.id) return;
      this.preview = link.ok ? { file, link: link.value, failure: null } : { file, link: null, failure: this.reason(link.error) };
    });
  }

  closePreview(): void {
    this.preview = null;
  }

  private reason(error: { readonly kind: string; readonly message?: string }): NoticeWords {
    return error.kind === 'no-key' ? { key: 'admin.files.no_key' } : failureMessage(error as Parameters<typeof failureMessage>[0]);
  }

  private setProgress(fraction: number | null): void {
    this.uploadProgress = fraction;
  }
}

export function createFilesViewModel(services: Services, params: AdminSectionParams): FilesViewModel {
  return new FilesViewModel({ files: services.get(FilesFacade), open: openDownload, ...adminListDeps(services, params.notify) }, params);
}
