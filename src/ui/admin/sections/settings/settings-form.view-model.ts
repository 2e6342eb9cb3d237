import { runInAction } from 'mobx';
import { SettingsFacade } from '../../../../application/admin/settings.facade';
import { callFailureMessageKey, type CallFailure } from '../../../../application/shared/failure';
import { formTextRules, type FieldErrors } from '../../../../domain/admin/form-validation';
import { sameSettings, settingsSchema, validateSettings } from '../../../../domain/admin/settings-schema';
import type { Settings, SettingsLanguage, ShareLocationPreference } from '../../../../domain/incident/settings';
import type { Notice } from '../../../../domain/shared/notice';
import { ruleOf, typeText } from '../../../../domain/shared/user-text';
import type { Services } from '../../../shared/services';
import { LeavePromptModel } from '../../../shared/leave-prompt.model';
import { makeObservableExcept } from '../../../shared/make-observable-except';

export interface SettingsFormDeps {
  /** The tenant's settings, read and written (SettingsFacade). */
  readonly settings: Pick<SettingsFacade, 'load' | 'save'>;
  readonly notify: (notice: Notice) => void;
}

/** The on/off settings of SPEC §3. */
export type SettingsFlag =
  'restrictVideo' | 'restrictCreateIncident' | 'requireIncidentTitle' | 'allowOperatorBroadcast' | 'allowArgoCreateIncident';

/** The form as typed: the title limit is the text of its field. */
export type SettingsDraft = Omit<Settings, 'limitedTitleLength'> & { readonly limitedTitleLength: string };

export type SettingsFormStatus = 'loading' | 'ready' | 'failed';

const SETTINGS_TEXT_RULES = formTextRules(settingsSchema);

function draftOf(settings: Settings): SettingsDraft {
  return { ...settings, limitedTitleLength: String(settings.limitedTitleLength) };
}

function failureKey(error: { readonly kind: string }): string {
  return error.kind === 'no-session' ? 'call_failure.unauthorized' : callFailureMessageKey(error as CallFailure);
}

/**
 * SPEC §3, §7 the settings section (teleport-config): every setting of the tenant in one form, loaded from the server.
 * Field errors show under each field as the administrator types (reasons of the domain's settings schema); saving is
 * possible once something changed and not while a save runs; each save ends with a toast (SPEC §9 durations). The
 * saved values reach every open screen at once (SettingsFacade). Leaving with unsaved changes asks first.
 */
export class SettingsFormViewModel {
  status: SettingsFormStatus = 'loading';
  loadFailureKey: string | null = null;
  saved: Settings | null = null;
  draft: SettingsDraft | null = null;
  saving = false;
  /** Reasons the last save was refused for, by field (cleared when the field changes). */
  refused: FieldErrors = {};
  /** Bumped by each save the form's own rules refuse: the screen then moves the focus to the first field in error. */
  refusals = 0;
  readonly leavePrompt = new LeavePromptModel();
  private disposed = false;

  constructor(
    private readonly deps: SettingsFormDeps,
    _params: Readonly<Record<string, never>> = {},
  ) {
    makeObservableExcept(this, ['deps', 'disposed', 'leavePrompt']);
  }

  start(): void {
    this.disposed = false;
    void this.load();
  }

  dispose(): void {
    this.disposed = true;
    this.leavePrompt.answer(true);
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.loadFailureKey = null;
    const result = await this.deps.settings.load();
    if (this.disposed) return;
    runInAction(() => {
      if (result.ok) {
        this.saved = result.value;
        this.draft = draftOf(result.value);
        this.refused = {};
        this.status = 'ready';
      } else {
        this.loadFailureKey = failureKey(result.error);
        this.status = 'failed';
      }
    });
  }

  /** The reason under each field: what the schema refuses in the draft, else what the last save was refused for. */
  get fieldErrors(): FieldErrors {
    if (!this.draft) return {};
    const checked = validateSettings(this.draft);
    return { ...this.refused, ...(checked.ok ? {} : checked.error.fields) };
  }

  fieldError(field: keyof Settings): string | null {
    return this.fieldErrors[field] ?? null;
  }

  /** Something differs from the saved settings (a title limit that is not a number counts as a change). */
  get dirty(): boolean {
    if (!this.draft || !this.saved) return false;
    const checked = validateSettings(this.draft);
    return !checked.ok || !sameSettings(checked.value, this.saved);
  }

  get saveDisabled(): boolean {
    return this.saving || !this.dirty;
  }

  setFlag(field: SettingsFlag, value: boolean): void {
    this.change({ [field]: value });
  }

  /** The title limit as typed, by its schema's text rule (control characters out, at most what the rule holds). */
  setTitleLimit(text: string): void {
    const previous = this.draft?.limitedTitleLength ?? '';
    this.change({ limitedTitleLength: typeText(previous, text, ruleOf(SETTINGS_TEXT_RULES, 'limitedTitleLength')).value });
  }

  setSharePreference(value: string): void {
    if (value === 'default' || value === 'google-maps') this.change({ shareLocationPreference: value as ShareLocationPreference });
  }

  setDefaultLanguage(value: string): void {
    if (value === 'en-US' || value === 'pt-BR' || value === 'es-ES') this.change({ defaultLanguage: value as SettingsLanguage });
  }

  /** Puts back the saved settings. */
  discard(): void {
    if (this.saved) this.draft = draftOf(this.saved);
    this.refused = {};
  }

  async save(): Promise<void> {
    const draft = this.draft;
    if (!draft || this.saveDisabled) return;
    // Refused by the form's rules: every reason shows already, nothing typed is lost, the focus goes to the first.
    if (!validateSettings(draft).ok) {
      this.refusals++;
      return;
    }
    this.saving = true;
    const result = await this.deps.settings.save(draft);
    if (this.disposed) return;
    runInAction(() => {
      this.saving = false;
      if (result.ok) {
        this.saved = result.value;
        this.draft = draftOf(result.value);
        this.refused = {};
        this.deps.notify({ kind: 'success', key: 'admin.settings.saved' });
        return;
      }
      const error = result.error;
      if (error.kind === 'invalid') this.refused = (error as { readonly fields: FieldErrors }).fields;
      const key = error.kind === 'invalid' ? 'admin.settings.invalid' : failureKey(error);
      const serverText = 'message' in error && typeof error.message === 'string' ? error.message : '';
      this.deps.notify({ kind: 'error', key, ...(serverText ? { serverText } : {}) });
    });
  }

  /** SPEC §2 leaving asks the screen first: unsaved changes ask whether to leave them. */
  mayLeave(): Promise<boolean> | boolean {
    if (this.disposed || !this.dirty) return true;
    return this.leavePrompt.ask();
  }

  /** Closing or reloading the tab asks the browser first while changes are unsaved. */
  blocksUnload(): boolean {
    return this.dirty;
  }

  private change(patch: Partial<SettingsDraft>): void {
    if (!this.draft) return;
    this.draft = { ...this.draft, ...patch };
    const cleared = { ...this.refused };
    for (const field of Object.keys(patch)) delete cleared[field];
    this.refused = cleared;
  }
}

export interface SettingsFormParams {
  readonly notify: (notice: Notice) => void;
}

export function createSettingsFormViewModel(services: Services, params: SettingsFormParams): SettingsFormViewModel {
  return new SettingsFormViewModel({
    settings: services.get(SettingsFacade),
    notify: params.notify,
  });
}
