import { runInAction } from 'mobx';
import { LoadIncidentUseCase } from '../../../../application/incidents/load-incident.use-case';
import type { SendLinkError } from '../../../../application/live/send-link.use-case';
import {
  SHARE_MODES,
  type ShareError,
  type ShareInput,
  type ShareMode,
  type ShareSuccess,
  ShareUseCase,
} from '../../../../application/live/share.use-case';
import { CurrentUserStore } from '../../../../application/session/current-user.store';
import { saveFailureDialog } from '../../../../domain/incident-form/incident-save-error';
import type { Incident } from '../../../../domain/incident/incident';
import { shareDisabled } from '../../../../domain/messaging/send-link';
import type { Settings } from '../../../../domain/incident/settings';
import type { SendChannel } from '../../../../domain/messaging/delivery-status';
import { routePath } from '../../../../domain/routing/routes';
import { defaultTenantConfig, livePageTenantConfig, type TenantConfig } from '../../../../domain/tenant/tenant-config';
import { navigateHash } from '../../../shared/hash-location';
import type { Services } from '../../../shared/services';
import { PhoneFieldModel } from '../../../shared/phone-field.model';
import { TenantSettingsModel } from '../../../shared/tenant-settings.model';
import type { FormMessage as Message } from '../../shared/incident-form.model';
import { makeObservableExcept } from '../../../shared/make-observable-except';
import { sendFailureNotice, type SendFailureKey } from '../../../../domain/messaging/send-failure';

export { SHARE_MODES, type ShareMode };

/** What the modal reads about the signed-in user (CurrentUserStore). */
export interface ShareUser {
  settings(): Settings;
  onSettingsChange?(listener: () => void): () => void;
}

export interface ShareModalDeps {
  readonly share: ShareUseCase;
  readonly load: LoadIncidentUseCase;
  readonly user: ShareUser;
  /** Opens the live page of another incident, with a notice key when its link could not be sent. */
  readonly goToIncident: (tenantId: string, incidentId: string, failure: SendFailureKey | null) => void;
}

export interface ShareModalParams {
  readonly incidentId: string;
  readonly tenantId: string;
  readonly tenantConfig?: TenantConfig;
}

export type ShareOutcome = { readonly ok: true; readonly message: Message } | { readonly ok: false; readonly message: Message };

/**
 * SPEC §2 Share modal: five modes (send address, collab broadcast, new broadcast, new incident, share invitation),
 * each sent by SMS or WhatsApp to one phone (prefix with its mask, SPEC §5, §9) through ShareUseCase, which reads the
 * incident on screen (loaded when the modal opens). New incident may override title and description; share invitation
 * may name a collab broadcast channel. A new incident (or a failed send that still created one) opens its live page.
 */
export class ShareModalViewModel {
  open = false;
  mode: ShareMode = 'sendAddress';
  channel: SendChannel = 'sms';
  readonly phone: PhoneFieldModel;
  newTitle = '';
  newDescription = '';
  broadcastChannel = '';
  incident: Incident | null = null;
  loading = false;
  sending = false;
  outcome: ShareOutcome | null = null;
  /** SPEC §3, §6: restrictCreateIncident takes the new-incident mode away. */
  private readonly tenantSettings: TenantSettingsModel;
  private disposed = false;

  constructor(
    private readonly deps: ShareModalDeps,
    private readonly params: ShareModalParams,
  ) {
    this.phone = PhoneFieldModel.forTenant(params.tenantId, params.tenantConfig ?? defaultTenantConfig());
    this.tenantSettings = new TenantSettingsModel(deps.user);
    makeObservableExcept(this, ['phone', 'tenantSettings', 'deps', 'params', 'disposed']);
  }

  start(): void {
    this.disposed = false;
    this.tenantSettings.start();
  }

  /** The modes offered: all five, without a new incident while the tenant restricts incident creation. */
  get modes(): readonly ShareMode[] {
    return this.tenantSettings.creationAllowed ? SHARE_MODES : SHARE_MODES.filter((mode) => mode !== 'newIncident');
  }

  /** The chosen mode, or the first one offered when the chosen one was taken away. */
  get activeMode(): ShareMode {
    return this.modes.includes(this.mode) ? this.mode : (this.modes[0] ?? 'sendAddress');
  }

  get maskedNumber(): string {
    return this.phone.maskedNumber;
  }

  get sendDisabled(): boolean {
    return this.incident === null || shareDisabled(this.phone.state, this.sending);
  }

  openModal(): void {
    this.open = true;
    this.outcome = null;
    void this.loadIncident();
  }

  close(): void {
    this.open = false;
  }

  setMode(mode: string): void {
    if ((this.modes as readonly string[]).includes(mode)) {
      this.mode = mode as ShareMode;
      this.outcome = null;
    }
  }

  setChannel(channel: string): void {
    if (channel === 'sms' || channel === 'whatsapp') this.channel = channel;
  }

  /** SPEC §5: changing the prefix clears the number. */
  setPrefix(prefix: string): void {
    this.phone.setPrefix(prefix);
  }

  typeNumber(typed: string): void {
    this.phone.typeNumber(typed);
    this.outcome = null;
  }

  /** What the operator typed into a text field: a new incident's title or description, or the broadcast channel. */
  setField(field: 'newTitle' | 'newDescription' | 'broadcastChannel', value: string): void {
    this[field] = value;
  }

  async send(): Promise<void> {
    const incident = this.incident;
    if (this.sendDisabled || !incident) return;
    this.sending = true;
    this.outcome = null;
    const settings = this.deps.user.settings();
    const base = { channel: this.channel, phone: this.phone.state, incident };
    let input: ShareInput;
    switch (this.activeMode) {
      case 'sendAddress':
        input = { ...base, mode: 'sendAddress', shareLocationPreference: settings.shareLocationPreference };
        break;
      case 'newIncident': {
        const form = {
          ...(this.newTitle.trim() !== '' ? { title: this.newTitle } : {}),
          ...(this.newDescription.trim() !== '' ? { description: this.newDescription } : {}),
        };
        input = { ...base, mode: 'newIncident', form, settings };
        break;
      }
      case 'shareInvitation':
        input = { ...base, mode: 'shareInvitation', broadcastChannel: this.broadcastChannel.trim() || null };
        break;
      case 'collabBroadcast':
        input = { ...base, mode: 'collabBroadcast' };
        break;
      case 'newBroadcast':
        input = { ...base, mode: 'newBroadcast' };
        break;
    }
    const result = await this.deps.share.execute(input);
    if (this.disposed) return;
    runInAction(() => {
      this.sending = false;
      this.outcome = result.ok ? { ok: true, message: successMessage(result.value) } : { ok: false, message: errorMessage(result.error) };
      if (result.ok) this.phone.clearNumber();
    });
    if (result.ok && result.value.mode === 'newIncident') {
      this.open = false;
      this.deps.goToIncident(this.params.tenantId, result.value.incidentId, null);
    } else if (!result.ok && result.error.kind === 'new-incident' && result.error.error.kind === 'send-failed') {
      this.open = false;
      this.deps.goToIncident(this.params.tenantId, result.error.error.incidentId, result.error.error.key);
    }
  }

  dispose(): void {
    this.disposed = true;
    this.tenantSettings.dispose();
  }

  private async loadIncident(): Promise<void> {
    this.loading = true;
    const result = await this.deps.load.execute({ id: this.params.incidentId, page: 'view' });
    if (this.disposed) return;
    runInAction(() => {
      this.loading = false;
      if (result.ok) this.incident = result.value.incident;
      else this.outcome = { ok: false, message: { key: 'something_is_wrong' } };
    });
  }
}

export function createShareModalViewModel(services: Services, params: ShareModalParams): ShareModalViewModel {
  return new ShareModalViewModel(
    {
      share: services.get(ShareUseCase),
      load: services.get(LoadIncidentUseCase),
      user: services.get(CurrentUserStore),
      goToIncident: (tenant, id, failure) =>
        navigateHash(routePath({ name: 'incident-live', tenant, id }), failure ? { state: { notice: sendFailureNotice(failure) } } : {}),
    },
    { ...params, tenantConfig: livePageTenantConfig(services.config.tenantConfig) },
  );
}

function successMessage(success: ShareSuccess): Message {
  return { key: `incident_panels.share.success_${success.mode}`, params: { phone: success.phone } };
}

function sendLinkErrorMessage(error: SendLinkError): Message {
  switch (error.kind) {
    case 'disabled':
    case 'busy':
      return { key: 'something_is_wrong' };
    case 'send-failed':
      return { key: error.key };
    case 'create-failed': {
      const create = error.error;
      if (create.kind === 'required-title') return { key: 'required.title' };
      if (create.kind === 'creation-restricted') return { key: 'settings_enforced.creation_restricted' };
      if (create.kind === 'invalid') {
        const first = create.errors[0];
        return first ? { key: first.key, params: { limit: first.params?.limit ?? 0 } } : { key: 'something_is_wrong' };
      }
      const detail = saveFailureDialog(create.message).detail;
      return detail?.kind === 'server'
        ? { key: 'incident_panels.share.failed_with_detail', params: { detail: detail.message } }
        : { key: detail?.kind === 'key' ? detail.key : 'something_is_wrong' };
    }
  }
}

function errorMessage(error: ShareError): Message {
  switch (error.kind) {
    case 'disabled':
      return { key: 'incident_panels.share.phone_incomplete' };
    case 'busy':
      return { key: 'incident_panels.share.busy' };
    case 'new-incident':
      return sendLinkErrorMessage(error.error);
    case 'no-address':
      return { key: 'share.no_address' };
    case 'link-failed':
      return { key: error.key };
    default:
      return { key: 'something_is_wrong' };
  }
}
