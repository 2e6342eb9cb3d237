import type { Incident } from '../../domain/incident/incident';
import { nextAutoSaveAt } from '../../domain/incident-form/auto-save';
import {
  titleGuard,
  titleLengthError,
  validateIncidentForm,
  type IncidentFieldError,
  type IncidentFormSettings,
  type TitleGuardedAction,
} from '../../domain/incident-form/incident-form-validation';
import { EMPTY_EDIT_VALUES, incidentEditValuesOf, type IncidentEditValues } from '../../domain/incident-form/incident-form-values';
import { cityFromAddressComponents, normalizeLatitude, normalizeLongitude } from '../../domain/incident-form/incident-location';
import {
  draftOf,
  draftToOffer,
  saveRetryDelayMs,
  unsavedFields,
  type DraftField,
  type IncidentDraft,
} from '../../domain/incident-form/unsaved-edits';
import { err, ok, type Result } from '../../domain/shared/result';
import { incidentEditActions } from '../../domain/audit/operator-actions';
import type { AuditRecorder } from '../admin/audit-recorder';
import type { AddressAutocomplete, AddressSuggestion } from '../ports/address-autocomplete.port';
import type { Clock } from '../ports/clock.port';
import type { UpdateIncidentInput } from '../ports/incidents-gateway.port';
import type { Unsubscribe } from '../ports/subscription';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';
import type { CallFailure, TitleRequired } from '../shared/failure';
import type { IncidentDraftSlot, IncidentDraftsStore } from './incident-drafts.store';
import type { UpdateIncidentUseCase } from './update-incident.use-case';

export type { IncidentEditValues };

/** The fields that auto-save after 3 s idle (SPEC §5). */
export type AutoSavedField = DraftField;
const AUTO_SAVED: readonly AutoSavedField[] = ['title', 'description'];

export interface IncidentEditState {
  readonly values: IncidentEditValues;
  /** The values the server last accepted. */
  readonly saved: IncidentEditValues;
  readonly saving: boolean;
  readonly incident: Incident | null;
  /** The typed fields the server has not accepted yet (kept as a local draft until it does). */
  readonly unsaved: readonly AutoSavedField[];
  /** Failed saves in a row (0 after the server accepts one). */
  readonly failures: number;
  /** The last failure while failures > 0. */
  readonly lastError: IncidentEditError | null;
  /** When the unsaved fields are sent again (Clock milliseconds), or null. */
  readonly retryAt: number | null;
  /** A draft kept from an earlier visit (a failed save, an expired session, a reload), offered until restored or dismissed. */
  readonly draft: IncidentDraft | null;
}

export type IncidentEditError = TitleRequired | { readonly kind: 'invalid'; readonly errors: readonly IncidentFieldError[] } | CallFailure;

export type IncidentEditEvent =
  | { readonly type: 'changed'; readonly state: IncidentEditState }
  | { readonly type: 'saved'; readonly auto: boolean; readonly fields: readonly (keyof IncidentEditValues)[]; readonly incident: Incident }
  | { readonly type: 'save-failed'; readonly auto: boolean; readonly error: IncidentEditError };

export interface IncidentEditStart {
  readonly incident: Incident;
  readonly settings: IncidentFormSettings | null | undefined;
}

/**
 * SPEC §4, §5, §8 editing an incident. Title and description auto-save 3 s after the last keystroke in that field
 * (typing again restarts the 3 s), only when not empty and changed since the last save; only the due field is sent,
 * with the status unchanged. save() sends the whole form (address with the city and coordinates of the chosen
 * suggestion), blocked without a title when the tenant requires one and by the form rules. Saves run one after
 * another, each sending the text as it is when its turn comes.
 *
 * Nothing typed is lost: a typed field stays unsaved until the server accepts it. After a failed save the unsaved
 * fields are sent again on the Clock, waiting longer after each failure in a row (saveRetryDelayMs), until one is
 * accepted. Every unsaved field is kept as a local draft (IncidentDraftsStore) for this incident and user, so an
 * expired session, a reload or a closed tab keeps it; the next start() offers it (state.draft) until it is restored
 * (and saved) or dismissed, and a draft is discarded only once the server holds it. dispose() clears every timer and
 * listener (call flush() first to send pending edits; the draft stays if that save fails).
 */
export class IncidentEditFlow {
  private values: IncidentEditValues = EMPTY_EDIT_VALUES;
  private saved: IncidentEditValues = EMPTY_EDIT_VALUES;
  private incident: Incident | null = null;
  private id: string | number | null = null;
  private settings: IncidentFormSettings | null | undefined = null;
  private status: string | undefined;
  private saving = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private started = false;
  private readonly timers = new Map<AutoSavedField, Unsubscribe>();
  private failures = 0;
  private lastError: IncidentEditError | null = null;
  private retryAt: number | null = null;
  private retryTimer: Unsubscribe | null = null;
  private draftSlot: IncidentDraftSlot | null = null;
  private offered: IncidentDraft | null = null;
  private readonly store = new DisposableStore();
  private events = new Emitter<IncidentEditEvent>();

  constructor(
    private readonly update: UpdateIncidentUseCase,
    private readonly places: AddressAutocomplete,
    private readonly clock: Clock,
    private readonly drafts: IncidentDraftsStore,
    private readonly audit: AuditRecorder,
  ) {}

  start({ incident, settings }: IncidentEditStart): void {
    if (incident.id === null || incident.id === undefined) throw new Error('IncidentEditFlow.start: the incident has no id');
    this.id = incident.id;
    this.incident = incident;
    this.settings = settings;
    this.status = typeof incident.status === 'string' ? incident.status : undefined;
    this.values = this.saved = incidentEditValuesOf(incident);
    this.draftSlot = this.drafts.slot(incident.id);
    this.offered = draftToOffer(this.draftSlot?.read() ?? null, this.saved);
    this.started = true;
    this.changed();
  }

  /** The tenant's title rules changed while the form is open (SPEC §3, §5): the next checks use them. */
  applySettings(settings: IncidentFormSettings | null | undefined): void {
    this.settings = settings;
  }

  get state(): IncidentEditState {
    return {
      values: this.values,
      saved: this.saved,
      saving: this.saving > 0,
      incident: this.incident,
      unsaved: unsavedFields(this.values, this.saved),
      failures: this.failures,
      lastError: this.failures > 0 ? this.lastError : null,
      retryAt: this.retryAt,
      draft: this.offered,
    };
  }

  onEvent(listener: (event: IncidentEditEvent) => void): Unsubscribe {
    return this.events.event(listener);
  }

  setTitle(title: string): void {
    this.type('title', title);
  }

  setDescription(description: string): void {
    this.type('description', description);
  }

  /** SPEC §5: 'required.title' when the tenant requires a title and it is blank (leave, stop or save). */
  guard(action: TitleGuardedAction): 'required.title' | null {
    return titleGuard(action, this.values.title, this.settings);
  }

  /** Address suggestions for the typed text (none when the lookup fails). */
  async suggestAddresses(typed: string): Promise<readonly AddressSuggestion[]> {
    try {
      return await this.places.suggest(typed);
    } catch {
      return [];
    }
  }

  /** SPEC §5: the chosen suggestion sets address, city (locality, else district, else state) and coordinates. */
  async chooseAddress(suggestionId: string): Promise<Result<IncidentEditValues, { readonly kind: 'address-not-found' }>> {
    let details;
    try {
      details = await this.places.details(suggestionId);
    } catch {
      details = null;
    }
    if (!details || !this.started) return err({ kind: 'address-not-found' });
    this.values = {
      ...this.values,
      address: details.address,
      city: cityFromAddressComponents(details.components) ?? '',
      latitude: normalizeLatitude(details.latitude),
      longitude: normalizeLongitude(details.longitude),
    };
    this.changed();
    return ok(this.values);
  }

  /** Saves the whole form now (pending auto-saves are folded in). */
  save(): Promise<Result<Incident, IncidentEditError>> {
    if (!this.started) return Promise.resolve(err({ kind: 'unknown' }));
    for (const field of AUTO_SAVED) this.cancelTimer(field);
    if (this.guard('save') !== null) return Promise.resolve(this.fail(false, { kind: 'required-title' }));
    const errors = validateIncidentForm(this.values, this.settings);
    if (errors.length > 0) return Promise.resolve(this.fail(false, { kind: 'invalid', errors }));
    const sent = this.values;
    const input: UpdateIncidentInput = {
      title: sent.title.trim(),
      description: sent.description.trim(),
      address: sent.address.trim(),
      city: sent.city.trim(),
      latitude: sent.latitude,
      longitude: sent.longitude,
      ...(this.status !== undefined ? { status: this.status } : {}),
    };
    const fields: readonly (keyof IncidentEditValues)[] = ['title', 'description', 'address', 'city', 'latitude', 'longitude'];
    return this.send(() => ({ changes: input, sent, fields }), false).then((result) => result ?? err({ kind: 'unknown' }));
  }

  /** Sends at once every typed field the server does not hold yet (e.g. before leaving the page). */
  async flush(): Promise<void> {
    if (!this.started) return;
    for (const field of AUTO_SAVED) this.cancelTimer(field);
    this.cancelRetry();
    await this.autoSave(AUTO_SAVED);
  }

  /** Sends the unsaved fields now instead of waiting for the next retry. */
  retryNow(): Promise<void> {
    return this.flush();
  }

  /** Puts the offered draft into the form and sends it at once; the draft stays kept until the server accepts it. */
  async restoreDraft(): Promise<void> {
    const draft = this.offered;
    if (!this.started || !draft) return;
    this.offered = null;
    this.values = {
      ...this.values,
      ...(draft.title !== undefined ? { title: draft.title } : {}),
      ...(draft.description !== undefined ? { description: draft.description } : {}),
    };
    this.changed();
    await this.flush();
  }

  /** Forgets the offered draft (the operator chose the server's text). */
  dismissDraft(): void {
    if (!this.offered) return;
    this.offered = null;
    this.changed();
  }

  dispose(): void {
    for (const field of AUTO_SAVED) this.cancelTimer(field);
    this.cancelRetry();
    this.store.clear();
    this.events.dispose();
    this.events = new Emitter<IncidentEditEvent>();
    this.started = false;
  }

  private type(field: AutoSavedField, value: string): void {
    if (!this.started) return;
    this.values = { ...this.values, [field]: value };
    const now = this.clock.now();
    this.cancelTimer(field);
    const handle = this.clock.setTimeout(
      () => {
        this.cancelTimer(field);
        void this.autoSave([field]);
      },
      nextAutoSaveAt(now) - now,
    );
    this.timers.set(
      field,
      this.store.add(() => this.clock.clear(handle)),
    );
    this.changed();
  }

  /**
   * Queues an auto-save of those fields; when its turn comes it sends the ones still unsaved, as they are then (so a
   * save waiting behind failed ones sends the last text whole). A title over the tenant's limit is not sent.
   */
  private autoSave(fields: readonly AutoSavedField[]): Promise<unknown> {
    if (!this.started) return Promise.resolve();
    return this.send(() => {
      let due = unsavedFields(this.values, this.saved).filter((field) => fields.includes(field));
      if (due.includes('title')) {
        const tooLong = titleLengthError(this.values.title, this.settings);
        if (tooLong) {
          this.fail(true, { kind: 'invalid', errors: [tooLong] });
          due = due.filter((field) => field !== 'title');
        }
      }
      if (due.length === 0) return null;
      const sent = this.values;
      const changes: UpdateIncidentInput = {
        ...(due.includes('title') ? { title: sent.title.trim() } : {}),
        ...(due.includes('description') ? { description: sent.description.trim() } : {}),
        ...(this.status !== undefined ? { status: this.status } : {}),
      };
      return { changes, sent, fields: due };
    }, true);
  }

  private send(prepare: () => Sending | null, auto: boolean): Promise<Result<Incident, IncidentEditError> | null> {
    const id = this.id;
    if (id === null) return Promise.resolve(err({ kind: 'unknown' }));
    this.saving++;
    this.changed();
    const run = this.queue.then(async (): Promise<Result<Incident, IncidentEditError> | null> => {
      const sending = prepare();
      if (!sending) {
        this.saving--;
        this.changed();
        return null;
      }
      const { changes, sent, fields } = sending;
      const saved = await this.update.execute({ incidentId: id, changes });
      this.saving--;
      if (!saved.ok) {
        this.failures++;
        this.lastError = saved.error;
        const result = this.fail(auto, saved.error);
        this.scheduleRetry();
        this.changed();
        return result;
      }
      const incident = saved.value;
      const accepted = Object.fromEntries(fields.map((f) => [f, sent[f]])) as Partial<IncidentEditValues>;
      // SPEC §3 audit: INCIDENT_EDIT_TITLE / _DESCRIPTION / _ADDRESS for each of those the server now holds changed.
      for (const action of incidentEditActions(fields, this.saved, accepted)) this.audit.record(action, { incidentId: id });
      this.saved = { ...this.saved, ...accepted };
      this.incident = incident;
      this.failures = 0;
      this.lastError = null;
      this.cancelRetry();
      this.events.fire({ type: 'saved', auto, fields, incident });
      this.changed();
      return ok(incident);
    });
    this.queue = run;
    return run;
  }

  /** After a failed save, the unsaved fields go again later (longer after each failure in a row), not while typed. */
  private scheduleRetry(): void {
    this.cancelRetry();
    if (!this.started || unsavedFields(this.values, this.saved).length === 0) return;
    const delay = saveRetryDelayMs(this.failures);
    this.retryAt = this.clock.now() + delay;
    const handle = this.clock.setTimeout(() => {
      this.cancelRetry();
      void this.autoSave(AUTO_SAVED.filter((field) => !this.timers.has(field)));
    }, delay);
    this.retryTimer = this.store.add(() => this.clock.clear(handle));
  }

  private cancelRetry(): void {
    if (this.retryTimer) this.store.delete(this.retryTimer);
    this.retryTimer = null;
    this.retryAt = null;
  }

  private fail(auto: boolean, error: IncidentEditError): Result<never, IncidentEditError> {
    this.events.fire({ type: 'save-failed', auto, error });
    return err(error);
  }

  private cancelTimer(field: AutoSavedField): void {
    const cancel = this.timers.get(field);
    if (cancel) this.store.delete(cancel);
    this.timers.delete(field);
  }

  private changed(): void {
    this.keepDraft();
    this.events.fire({ type: 'changed', state: this.state });
  }

  /** The unsaved fields (over the offered draft, while it is offered) are what the local draft holds. */
  private keepDraft(): void {
    const slot = this.draftSlot;
    if (!slot) return;
    const now = this.clock.now();
    const typed = draftOf(this.values, this.saved, now);
    const draft = this.offered ? { ...this.offered, ...typed, updatedAt: now } : typed;
    if (draft) slot.keep(draft);
    else slot.discard();
  }
}

interface Sending {
  readonly changes: UpdateIncidentInput;
  readonly sent: IncidentEditValues;
  readonly fields: readonly (keyof IncidentEditValues)[];
}
