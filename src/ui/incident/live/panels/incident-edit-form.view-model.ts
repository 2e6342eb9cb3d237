import { runInAction } from 'mobx';
import type { IncidentEditFlow } from '../../../../application/incidents/incident-edit.flow';
import type {
  ConflictChoice,
  IncidentEditError,
  IncidentEditEvent,
  IncidentEditState,
  OtherEdit,
} from '../../../../application/incidents/incident-edit.types';
import type { AddressSuggestion } from '../../../../application/ports/address-autocomplete.port';
import type { IncidentForm } from '../../../../domain/incident/incident';
import type { Settings } from '../../../../domain/incident/settings';
import { isTitleRequired, titleLengthError, type IncidentFieldError } from '../../../../domain/incident-form/incident-form-validation';
import type { LengthHint } from '../../../../domain/shared/user-text';
import type { IncidentDraft } from '../../../../domain/incident-form/unsaved-edits';
import type { IncidentEditMode } from '../../../../domain/permissions/permissions';
import { parseRoute } from '../../../../domain/routing/routes';
import { DisposableStore } from '../../../../application/shared/disposable-store';
import { NewestAnswer } from '../../../../application/shared/newest-answer';
import { LeavePromptModel } from '../../../shared/leave-prompt.model';
import {
  IncidentFormModel,
  REQUIRED_MESSAGE_KEYS,
  type IncidentFieldState,
  type IncidentFormValues,
  type IncidentTextField,
} from '../../shared/incident-form.model';
import type { AddressSearchState } from '../../../shared/address-search';
import { ConflictChoiceModel } from './conflict-choice.model';
import { makeObservableExcept } from '../../../shared/make-observable-except';
import { FormToastModel } from './form-toast.model';
import { autoSaveStatusOf, saveNoticeOf, type AutoSaveStatus } from './save-state';
import type { Notice } from '../../../../domain/shared/notice';
import type { EditFormDeps, EditFormParams, EditFormPhase, Message } from './incident-edit-form.types';

/**
 * SPEC §2, §4, §5, §8 the live page's edit form, over IncidentEditFlow (auto-save of title and description after 3 s idle, guard,
 * save, flush) for the incident LoadIncidentUseCase loads. Read-only until edit is enabled: a super user edits at once, others
 * get an Edit button per CurrentUserStore.canEditIncident. Registers a stop guard ('required.title' when the tenant requires a
 * title and it is blank). Save failures show one inline notice (SPEC §8's text) however many saves fail in a row, while the
 * flow retries; the typed text stays, kept as a local draft. A draft kept from an earlier visit is offered (restore and save,
 * or dismiss). The form follows the server (IncidentFollowFlow): a field someone else changed while it is edited here says
 * so, and a save that finds a field changed on both sides opens the choice (conflict, resolveConflict). Leaving with unsaved
 * text asks first (keep it as a draft, or stay); going to login (the session ended) keeps the draft without asking.
 */
/** What MobX leaves alone: the models, handles and flags the view model keeps for itself. */
const PLAIN_MEMBERS = 'leavePrompt conflictChoice fields toasts disposables edit disposed loads deps params'.split(' ');

export class IncidentEditFormViewModel {
  phase: EditFormPhase = 'loading';
  loadError: Message | null = null;
  form: IncidentForm | null = null;
  /** The incident's category (its title), read beside the fields, never edited here. */
  category = '';
  editMode: IncidentEditMode = 'readOnly';
  editing = false;
  saving = false;
  autoSaveStatus: AutoSaveStatus = 'idle';
  fieldErrors: readonly IncidentFieldError[] = [];
  /** 'required.title' shown when a stop, leave or save was blocked. */
  blocked: Message | null = null;
  /** The edit flow's state (unsaved fields, failures in a row, the offered draft), as last heard. */
  editState: IncidentEditState | null = null;
  /** The leave question (unsaved text: keep it as a draft and leave, or stay). */
  readonly leavePrompt = new LeavePromptModel();
  /** The side chosen for each part of the open conflict, saved at once by resolveConflict(). */
  readonly conflictChoice = new ConflictChoiceModel();
  /** The SPEC §4 save toast. */
  private readonly toasts: FormToastModel;
  addressError: Message | null = null;
  /** Title, description and address as IncidentEditFlow holds them, and the address search. */
  readonly fields: IncidentFormModel;
  private settings: Settings | null = null;
  private edit: IncidentEditFlow | null = null;
  /** The stop guard, the settings' and the edit's subscriptions and the incident's follower, while the form is open. */
  private readonly disposables = new DisposableStore();
  private disposed = false;
  /** Each start() loads again, so a load begun before a dispose (React strict mode) is dropped. */
  private readonly loads = new NewestAnswer();

  constructor(
    private readonly deps: EditFormDeps,
    private readonly params: EditFormParams,
  ) {
    this.fields = new IncidentFormModel(deps.addresses, 0);
    this.toasts = new FormToastModel(deps);
    makeObservableExcept(this, PLAIN_MEMBERS, { byReference: ['editState', 'settings'] });
  }

  get values(): IncidentFormValues {
    return this.fields.values;
  }

  get addressQuery(): string {
    return this.fields.addressQuery;
  }

  get suggestions(): readonly AddressSuggestion[] {
    return this.fields.suggestions;
  }

  get addressSearch(): AddressSearchState {
    return this.fields.addressSearch;
  }

  get addressCaution(): Message | null {
    return this.readOnly || this.phase !== 'ready' ? null : this.fields.addressSearchCaution;
  }

  lengthHint(field: IncidentTextField): LengthHint {
    return this.fields.lengthHint(field, this.settings, field === 'address' ? this.addressQuery : this.values[field]);
  }

  /** The note beside a field whose typed or pasted value was cut at its limit. */
  fieldNotice(field: IncidentTextField): Notice | null {
    return this.fields.notices[field] ?? null;
  }

  /** Everything one field shows besides its value: every field is required on Save (SPEC §5). */
  fieldState(field: IncidentTextField): IncidentFieldState {
    const error =
      field === 'title' ? this.titleError : field === 'address' ? (this.addressError ?? this.fieldError(field)) : this.fieldError(field);
    return { required: !this.readOnly, error, notice: this.fieldNotice(field), hint: this.lengthHint(field) };
  }

  start(): void {
    this.disposed = false;
    this.fields.start();
    this.settings = this.deps.user.settings();
    this.editMode = this.deps.user.canEditIncident();
    this.editing = this.editMode === 'editable';
    this.disposables.add(this.deps.registerStopGuard(() => this.guard('stop')));
    const stopSettings = this.deps.user.onSettingsChange?.(() => this.settingsChanged());
    if (stopSettings) this.disposables.add(stopSettings);
    void this.loadIncident();
  }

  /** SPEC §3, §5: requireIncidentTitle and limitedTitleLength saved meanwhile apply to the open form at once. */
  settingsChanged(): void {
    this.settings = this.deps.user.settings();
    this.edit?.applySettings(this.settings);
  }

  get readOnly(): boolean {
    return !this.editing || this.phase !== 'ready';
  }

  get showEditButton(): boolean {
    return this.editMode === 'editButton' && !this.editing && this.phase === 'ready';
  }

  /** SPEC §3, §5: the tenant requires a title (domain isTitleRequired, as the stop guard reads it). */
  get titleRequired(): boolean {
    return isTitleRequired(this.settings);
  }

  /** SPEC §5: the limit message as the operator types ('settings.limited-description-length' with {{limit}}). */
  get titleError(): Message | null {
    const tooLong = titleLengthError(this.values.title, this.settings);
    if (tooLong) return { key: tooLong.key, params: { limit: tooLong.params?.limit ?? 0 } };
    const saved = this.fieldErrors.find((e) => e.field === 'title');
    if (saved) return saved.params ? { key: saved.key, params: { limit: saved.params.limit } } : { key: REQUIRED_MESSAGE_KEYS.title };
    if (this.blocked) return this.blocked;
    return null;
  }

  /** One notice for a run of failed saves (none while saves succeed); its text follows the latest failure. */
  get saveNotice(): Notice | null {
    return saveNoticeOf(this.editState, () => void this.retryNow());
  }

  /** The draft kept from an earlier visit, offered while the operator may edit. */
  get draft(): IncidentDraft | null {
    return this.editMode === 'readOnly' || this.phase !== 'ready' ? null : (this.editState?.draft ?? null);
  }

  /** A field being edited here that someone else changed meanwhile (their text, who and when), or null. */
  otherEdit(part: OtherEdit['part']): OtherEdit | null {
    if (this.readOnly) return null;
    return this.editState?.otherEdits.find((edit) => edit.part === part) ?? null;
  }

  /** The choice a save opened: the parts both sides changed, with both texts (null when none is open). */
  get conflict(): readonly OtherEdit[] | null {
    return this.phase === 'ready' ? (this.editState?.conflict ?? null) : null;
  }

  /** Keeps the chosen side's text for each part in conflict (by default the sides chosen in the dialog), then saves once. */
  async resolveConflict(choice: ConflictChoice = this.conflictChoice.sides): Promise<void> {
    // A decided choice is spent: a conflict the save finds next starts undecided.
    if (this.conflict && (typeof choice === 'string' || this.conflictChoice.decided(this.conflict))) this.conflictChoice.clear();
    if (this.conflict) await this.saveWith((edit) => edit.resolveConflict(choice));
  }

  /** Closes the choice without deciding (nothing of those parts is sent; the note stays on each field). */
  dismissConflict(): void {
    this.conflictChoice.clear();
    this.edit?.dismissConflict();
  }

  /** True while some typed text is not on the server yet. */
  get hasUnsaved(): boolean {
    return (this.editState?.unsaved.length ?? 0) > 0;
  }

  /** What a refused save found missing, said as what to type. */
  fieldError(field: 'address' | 'description'): Message | null {
    return this.fieldErrors.some((e) => e.field === field) ? { key: REQUIRED_MESSAGE_KEYS[field] } : null;
  }

  enableEdit(): void {
    if (this.editMode !== 'readOnly' && this.phase === 'ready') this.editing = true;
  }

  setTitle(value: string): void {
    if (this.readOnly || !this.edit) return;
    this.blocked = null;
    this.fieldErrors = this.fieldErrors.filter((e) => e.field !== 'title');
    this.edit.setTitle(this.fields.fit('title', this.values.title, value));
  }

  setDescription(value: string): void {
    if (this.readOnly || !this.edit) return;
    this.fieldErrors = this.fieldErrors.filter((e) => e.field !== 'description');
    this.edit.setDescription(this.fields.fit('description', this.values.description, value));
  }

  /** Puts the kept draft into the form and saves it now. */
  async restoreDraft(): Promise<void> {
    const edit = this.edit;
    if (!edit || !this.draft) return;
    this.enableEdit();
    await edit.restoreDraft();
  }

  dismissDraft(): void {
    this.edit?.dismissDraft();
  }

  /** Sends the unsaved text now instead of waiting for the next retry. */
  async retryNow(): Promise<void> {
    await this.edit?.retryNow();
  }

  /** The address field's typed text: asks for suggestions (the value itself changes only when one is chosen). */
  async typeAddress(text: string): Promise<void> {
    if (this.readOnly || !this.edit) return;
    this.addressError = null;
    await this.fields.searchAddress(text);
  }

  /** Escape, or a click elsewhere: the suggestions close; the typed search stays. */
  closeSuggestions(): void {
    this.fields.closeSuggestions();
  }

  async chooseAddress(suggestion: AddressSuggestion): Promise<void> {
    const edit = this.edit;
    if (this.readOnly || !edit) return;
    this.fields.setAddressQuery(suggestion.description);
    const chosen = await this.fields.choose(suggestion, (choice) => {
      const result = edit.chooseAddress(choice);
      if (!result.ok) return;
      this.fields.setAddressQuery(result.value.address);
      this.fieldErrors = this.fieldErrors.filter((e) => e.field !== 'address');
    });
    // Details that could not be had (not a choice overtaken by more typing, which changed the search).
    if (chosen || this.disposed || this.fields.addressQuery !== suggestion.description) return;
    runInAction(() => (this.addressError = { key: 'incident_panels.edit.address_not_found' }));
  }

  async save(): Promise<void> {
    if (!this.readOnly) await this.saveWith((edit) => edit.save());
  }

  /** SPEC §5: 'required.title' for a stop or a leave without a required title (shown in the form); null otherwise. */
  guard(action: 'stop' | 'leave'): string | null {
    const blocked = this.edit?.guard(action) ?? null;
    runInAction(() => (this.blocked = blocked ? { key: blocked } : null));
    return blocked;
  }

  /**
   * The form's leave check: unsaved text is sent before the page goes. When the server still does not have it, the
   * operator is asked: keep it as a draft (offered again on the next visit) and leave, or stay. Going to login (the
   * session ended, or a logout) keeps the draft without asking or sending: the logout's own question is about the
   * drafts (save them now, or discard them), and text discarded there is never sent. A required title is the live
   * page's own check (its stop guards).
   */
  async mayLeave(to = ''): Promise<boolean> {
    const target = parseRoute(to)?.route.name;
    if (target === 'login' || target === 'mini-hq' || target === 'teleport') return true;
    await this.edit?.flush();
    if (this.disposed || !this.hasUnsaved) return true;
    return this.leavePrompt.ask();
  }

  /** Closing or reloading the tab asks the browser first while text is unsaved (the draft is kept either way). */
  blocksUnload(): boolean {
    return this.hasUnsaved;
  }

  /** The confirmation the form shows itself (without the page's toaster). */
  get toast(): Notice | null {
    return this.toasts.message;
  }

  dismissToast(): void {
    this.toasts.dismiss();
  }

  dispose(): void {
    this.disposed = true;
    this.leavePrompt.answer(true);
    this.disposables.clear();
    const edit = this.edit;
    this.edit = null;
    if (edit) void edit.flush().finally(() => edit.dispose());
    this.fields.dispose();
    this.dismissToast();
  }

  private async saveWith(run: (edit: IncidentEditFlow) => Promise<{ readonly ok: boolean }>): Promise<void> {
    const edit = this.edit;
    if (!edit || this.saving) return;
    this.saving = true;
    const result = await run(edit);
    if (this.disposed) return;
    runInAction(() => {
      this.saving = false;
      if (result.ok) this.fieldErrors = [];
    });
  }

  private async loadIncident(): Promise<void> {
    const current = this.loads.begin();
    this.phase = 'loading';
    const result = await this.deps.load.execute({ id: this.params.incidentId, page: 'view' });
    if (this.disposed || !current()) return;
    if (!result.ok) {
      runInAction(() => {
        this.phase = 'failed';
        const missing = result.error.kind === 'not-found' || result.error.kind === 'finished';
        this.loadError = { key: missing ? 'incident_panels.edit.not_found' : 'something_is_wrong' };
      });
      return;
    }
    const edit = this.deps.edit();
    this.edit = edit;
    this.disposables.add(edit.onEvent((event) => this.onEvent(event)));
    edit.start({ incident: result.value.incident, settings: this.settings });
    // The form follows the server: untouched fields take what others save, edited ones say someone changed them.
    const follower = this.deps.follow?.() ?? null;
    if (follower) this.disposables.add(follower);
    follower?.onIncident((incident) => edit.serverChanged(incident));
    follower?.start(result.value.incident);
    runInAction(() => {
      this.form = result.value.form;
      this.category = result.value.incident.category?.title?.trim() ?? '';
      this.fields.setAddressQuery(edit.state.values.address);
      this.phase = 'ready';
    });
  }

  private onEvent(event: IncidentEditEvent): void {
    runInAction(() => {
      switch (event.type) {
        case 'changed':
          this.fields.setValues(event.state.values);
          this.editState = event.state;
          this.autoSaveStatus = autoSaveStatusOf(event.state, this.autoSaveStatus);
          break;
        case 'saved':
          if (!event.auto) this.toasts.show({ kind: 'success', key: 'incident_panels.edit.saved_toast' });
          if (event.newest) this.deps.onSaved?.(event.incident);
          break;
        case 'save-failed':
          this.failed(event.error);
          break;
      }
    });
  }

  private failed(error: IncidentEditError): void {
    // A refused save says what to type; a blocked stop or leave keeps its own words ('required.title').
    if (error.kind === 'required-title') this.blocked = { key: REQUIRED_MESSAGE_KEYS.title };
    else if (error.kind === 'invalid') this.fieldErrors = error.errors;
  }
}
