import { runInAction } from 'mobx';
import { AddMediaUseCase, type AddMediaError } from '../../../../application/incidents/add-media.use-case';
import { MediaPollFlow } from '../../../../application/incidents/media-poll.flow';
import { RemoveMediaUseCase } from '../../../../application/incidents/remove-media.use-case';
import { CurrentUserStore } from '../../../../application/session/current-user.store';
import { saveFailureDialog, type SaveFailureDialog } from '../../../../domain/incident-form/incident-save-error';
import type { MediaItem } from '../../../../domain/media/media-item';
import { groupMediaByTab, type MediaTabs } from '../../../../domain/media/media-tabs';
import { mediaUploadKind } from '../../../../domain/media/media-upload';
import type { Services } from '../../../shared/services';
import { TenantSettingsModel, type SettingsSource } from '../../../shared/tenant-settings.model';
import { makeObservableExcept } from '../../../shared/make-observable-except';
import { DisposableStore } from '../../../../application/shared/disposable-store';

export interface MediaCarouselDeps {
  readonly poller: MediaPollFlow;
  readonly addMedia: AddMediaUseCase;
  readonly removeMedia: RemoveMediaUseCase;
  /** The tenant's settings (restrictVideo takes the video tabs away). */
  readonly settings?: SettingsSource;
  /** Whether the signed-in user may remove media (what editing the incident needs); absent: yes. */
  readonly mayRemove?: () => boolean;
  /** Whether the signed-in user may add media to an incident under review (what editing needs); absent: yes. */
  readonly mayAddInReview?: () => boolean;
}

export interface MediaCarouselParams {
  readonly incidentId: string;
  /** 'review' on the incident's view, where adding media is a change to the incident; 'call' (default) on its live page. */
  readonly during?: 'call' | 'review';
}

export type MediaTab = keyof MediaTabs;
export const MEDIA_TAB_ORDER: readonly MediaTab[] = ['images', 'videos', 'files', 'cloudRecordings'];
/** The tabs that hold videos (SPEC §3 typeContent video and cloudRecording). */
const VIDEO_TABS: readonly MediaTab[] = ['videos', 'cloudRecordings'];

/** What the upload area shows as its message: a translation key, or the SPEC §8 save-failure dialog. */
export type UploadMessage =
  { readonly kind: 'key'; readonly key: string } | { readonly kind: 'dialog'; readonly dialog: SaveFailureDialog };

/**
 * SPEC §2, §3, §7, §9 media carousel: the incident's media polled every 5 s (MediaPollFlow) and grouped into tabs; one
 * item opened full size; removal after a confirmation (RemoveMediaUseCase); a photo or video added with an upload
 * progress (AddMediaUseCase, whose messages refuse empty and unsupported files).
 */
export class MediaCarouselViewModel {
  media: readonly MediaItem[] = [];
  tab: MediaTab = 'images';
  opened: MediaItem | null = null;
  confirmingRemoval: MediaItem | null = null;
  removing = false;
  removeError: SaveFailureDialog | null = null;
  uploading = false;
  /** 0 to 1 while an upload runs. */
  progress = 0;
  uploadMessage: UploadMessage | null = null;
  uploadedName: string | null = null;
  private readonly disposables = new DisposableStore();
  private readonly tenantSettings: TenantSettingsModel;
  private disposed = false;

  constructor(
    private readonly deps: MediaCarouselDeps,
    private readonly params: MediaCarouselParams,
  ) {
    this.tenantSettings = new TenantSettingsModel(deps.settings);
    makeObservableExcept(this, ['tenantSettings', 'deps', 'params', 'disposables', 'disposed']);
  }

  start(): void {
    this.disposed = false;
    this.tenantSettings.start();
    this.disposables.add(this.deps.poller.onChange((media) => runInAction(() => (this.media = media))));
    this.deps.poller.start(this.params.incidentId);
  }

  get tabs(): MediaTabs {
    return groupMediaByTab(this.media);
  }

  /** The tabs shown: all four, without videos and recordings while the tenant restricts video (SPEC §3, §6). */
  get tabOrder(): readonly MediaTab[] {
    return this.tenantSettings.videoAllowed ? MEDIA_TAB_ORDER : MEDIA_TAB_ORDER.filter((tab) => !VIDEO_TABS.includes(tab));
  }

  /** The tab on screen: the chosen one, or images when the chosen one was taken away. */
  get activeTab(): MediaTab {
    return this.tabOrder.includes(this.tab) ? this.tab : 'images';
  }

  /** Whether a video may be added (not while video is restricted). */
  get acceptsVideo(): boolean {
    return this.tenantSettings.videoAllowed;
  }

  get visible(): readonly MediaItem[] {
    return this.tabs[this.activeTab];
  }

  selectTab(tab: string): void {
    if ((this.tabOrder as readonly string[]).includes(tab)) this.tab = tab as MediaTab;
  }

  open(item: MediaItem): void {
    this.opened = item;
  }

  /** The item opened full size; a video is closed as soon as the tenant restricts video. */
  get openedItem(): MediaItem | null {
    const item = this.opened;
    if (!item || this.acceptsVideo) return item;
    return item.typeContent === 'video' || item.typeContent === 'cloudRecording' ? null : item;
  }

  close(): void {
    this.opened = null;
  }

  /** Adding is offered during the call, and in review only to a user who may edit the incident. */
  get addOffered(): boolean {
    return this.params.during !== 'review' || (this.deps.mayAddInReview?.() ?? true);
  }

  /** Remove is offered only to a user who may edit the incident. */
  get removeOffered(): boolean {
    return this.deps.mayRemove?.() ?? true;
  }

  askRemove(item: MediaItem): void {
    if (!this.removeOffered) return;
    this.confirmingRemoval = item;
    this.removeError = null;
  }

  cancelRemove(): void {
    this.confirmingRemoval = null;
  }

  /** The SPEC §8 dialog on screen: a removal's or an upload's failure. */
  get failureDialog(): SaveFailureDialog | null {
    return this.removeError ?? (this.uploadMessage?.kind === 'dialog' ? this.uploadMessage.dialog : null);
  }

  dismissFailure(): void {
    this.removeError = null;
    if (this.uploadMessage?.kind === 'dialog') this.uploadMessage = null;
  }

  async confirmRemove(): Promise<void> {
    const item = this.confirmingRemoval;
    if (!item || item.id === null || item.id === undefined || this.removing) return;
    this.removing = true;
    const result = await this.deps.removeMedia.execute({ incidentId: this.params.incidentId, mediaId: item.id });
    if (this.disposed) return;
    runInAction(() => {
      this.removing = false;
      this.confirmingRemoval = null;
      if (result.ok) {
        this.media = this.media.filter((m) => m.id !== item.id);
        if (this.opened?.id === item.id) this.opened = null;
      } else {
        this.removeError = saveFailureDialog(result.error.message);
      }
    });
    if (result.ok) await this.deps.poller.refresh();
  }

  /** Adds a photo or video; the use case refuses an empty or unsupported file with its message. */
  async upload(file: Blob, fileName: string): Promise<void> {
    if (this.uploading || !this.addOffered) return;
    if (!this.acceptsVideo && mediaUploadKind(fileName) === 'video') {
      this.uploadedName = null;
      this.uploadMessage = { kind: 'key', key: 'settings_enforced.video_restricted' };
      return;
    }
    this.uploading = true;
    this.progress = 0;
    this.uploadMessage = null;
    this.uploadedName = null;
    const result = await this.deps.addMedia.execute({
      incidentId: this.params.incidentId,
      file,
      fileName,
      during: this.params.during ?? 'call',
      onProgress: (fraction) => runInAction(() => (this.progress = fraction)),
    });
    if (this.disposed) return;
    runInAction(() => {
      this.uploading = false;
      if (result.ok) {
        this.uploadedName = fileName;
        this.uploadMessage = { kind: 'key', key: 'incident_panels.media.uploaded' };
        this.tab = result.value.typeContent === 'video' ? 'videos' : 'images';
      } else {
        this.uploadMessage = uploadError(result.error);
      }
    });
    if (result.ok) await this.deps.poller.refresh();
  }

  dispose(): void {
    this.disposed = true;
    this.tenantSettings.dispose();
    this.disposables.clear();
    this.deps.poller.dispose();
  }
}

function uploadError(error: AddMediaError): UploadMessage {
  if (error.kind === 'empty-file') return { kind: 'key', key: 'incident.media.empty_file' };
  if (error.kind === 'unsupported-file') return { kind: 'key', key: 'incident.media.unsupported_file' };
  return { kind: 'dialog', dialog: saveFailureDialog(error.message) };
}

export function createMediaCarouselViewModel(services: Services, params: MediaCarouselParams): MediaCarouselViewModel {
  return new MediaCarouselViewModel(
    {
      poller: services.get(MediaPollFlow),
      addMedia: services.get(AddMediaUseCase),
      removeMedia: services.get(RemoveMediaUseCase),
      settings: services.get(CurrentUserStore),
      mayRemove: () => services.get(CurrentUserStore).mayChangeIncident('removeMedia'),
      mayAddInReview: () => services.get(CurrentUserStore).mayChangeIncident('addMedia'),
    },
    params,
  );
}
