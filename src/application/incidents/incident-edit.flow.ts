import type { Incident } from '../../domain/incident/incident';
import { FIELDS_OF_PART, type EditMerge } from '../../domain/incident-form/edit-merge';
import { nextAutoSaveAt } from '../../domain/incident-form/auto-save';
import {
  titleGuard,
  titleLengthError,
  validateIncidentForm,
  type IncidentFormSettings,
  type TitleGuardedAction,
} from '../../domain/incident-form/incident-form-validation';
import { EMPTY_EDIT_VALUES, incidentEditValuesOf, type IncidentEditValues } from '../../domain/incident-form/incident-form-values';
import { draftOf, draftToOffer, saveRetryDelayMs, unsavedFields, type IncidentDraft } from '../../domain/incident-form/unsaved-edits';
import { err, ok, type Result } from '../../domain/shared/result';
import { incidentEditActions } from '../../domain/audit/operator-actions';
import type { AuditRecorder } from '../admin/audit-recorder';
import type { Clock } from '../ports/clock.port';
import type { Unsubscribe } from '../ports/subscription';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';
import type { AddressChoice } from './address-suggestions.flow';
import type { IncidentAnswerOrder } from './incident-answer-order';
import { changesOf, EditServerCopy, type Sending } from './incident-edit-server-copy';
import type { IncidentDraftSlot, IncidentDraftsStore } from './incident-drafts.store';
import type {
  AutoSavedField,
  ConflictChoice,
  IncidentEditError,
  IncidentEditEvent,
  IncidentEditStart,
  IncidentEditState,
} from './incident-edit.types';
import type { LoadIncidentUseCase } from './load-incident.use-case';
import type { UpdateIncidentUseCase } from './update-incident.use-case';

export type { IncidentEditValues };

const AUTO_SAVED: readonly AutoSavedField[] = ['title', 'description'];

/**
 * SPEC §4, §5, §8 editing an incident. Title and description auto-save 3 s after the last keystroke in that field
 * (typing again restarts the 3 s), only when not empty and changed; only the due field is sent. save() sends every
 * part this operator changed (the address with the city and coordinates of the chosen suggestion), blocked without a
 * title when the tenant requires one and by the form rules. Saves run one after another.
 *
 * The form knows the server copy it is based on (state.saved) and follows the server (serverChanged): a part not
 * touched here takes the new value, a part being edited is marked (state.otherEdits). Each save first reads the
 * newest copy and merges (domain mergeEdits): what only the server changed is kept, only what this operator changed
 * is sent, and a part both changed opens a choice (state.conflict, resolveConflict) instead of being overwritten.
 * updateIncident has no version precondition, so a change landing between that read and the write is still lost.
 *
 * Nothing typed is lost: a typed field stays unsaved until the server accepts it; failed saves are retried on the
 * Clock (saveRetryDelayMs) and every unsaved field is kept as a local draft (IncidentDraftsStore), offered again by
 * the next start() (state.draft) until restored or dismissed. dispose() clears every timer and listener (call flush()
 * first to send pending edits; the draft stays if that save fails).
 */
export class IncidentEditFlow {
  private values: IncidentEditValues = EMPTY_EDIT_VALUES;
  private saved: IncidentEditValues = EMPTY_EDIT_VALUES;
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
  private readonly server: EditServerCopy;
  private readonly store = new DisposableStore();
  private events = new Emitter<IncidentEditEvent>();

  constructor(
    private readonly update: UpdateIncidentUseCase,
    private readonly clock: Clock,
    private readonly drafts: IncidentDraftsStore,
    private readonly audit: AuditRecorder,
    load: LoadIncidentUseCase,
    private readonly order: IncidentAnswerOrder,
  ) {
    this.server = new EditServerCopy(load, order);
  }

  start({ incident, settings }: IncidentEditStart): void {
    if (incident.id === null || incident.id === undefined) throw new Error('IncidentEditFlow.start: the incident has no id');
    this.id = incident.id;
    this.server.reset(incident);
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
      incident: this.server.incident,
      unsaved: unsavedFields(this.values, this.saved),
      failures: this.failures,
      lastError: this.failures > 0 ? this.lastError : null,
      retryAt: this.retryAt,
      draft: this.offered,
      otherEdits: this.server.otherEdits(this.values),
      conflict: this.server.choosing ? this.server.otherEdits(this.values) : null,
    };
  }

  /**
   * The server's copy changed (INCIDENT_UPDATED, a reload, another tab's save): a part this operator has not touched
   * takes the new value at once; a part being edited keeps the typed text and is marked as changed elsewhere.
   */
  serverChanged(incident: Incident): void {
    if (!this.started || String(incident.id) !== String(this.id)) return;
    this.rebase(incident);
    this.changed();
  }

  /** The operator's choice (one side for all parts, or one each; the choice stays open until all are decided), then the save. */
  resolveConflict(choice: ConflictChoice): Promise<Result<Incident, IncidentEditError>> {
    if (!this.started || !this.server.choosing) return Promise.resolve(err({ kind: 'unknown' }));
    if (!this.server.decides(choice)) return Promise.resolve(err({ kind: 'conflict' }));
    ({ saved: this.saved, values: this.values } = this.server.resolve(choice, this.saved, this.values));
    this.changed();
    return this.save();
  }

  /** Closes the choice without deciding: nothing of those parts is sent, the notice stays on each field. */
  dismissConflict(): void {
    if (!this.server.choosing) return;
    this.server.choosing = false;
    this.changed();
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

  /**
   * SPEC §5: a chosen suggestion sets address, city and coordinates. Its details are looked up as create mode's are,
   * through the AddressSuggestionsFlow (the edit form's IncidentFormModel), and given here; refused before start().
   */
  chooseAddress(chosen: AddressChoice): Result<IncidentEditValues, { readonly kind: 'not-started' }> {
    if (!this.started) return err({ kind: 'not-started' });
    this.values = { ...this.values, ...chosen };
    this.changed();
    return ok(this.values);
  }

  /** Saves every part this operator changed (pending auto-saves are folded in), after merging the newest server copy. */
  save(): Promise<Result<Incident, IncidentEditError>> {
    if (!this.started) return Promise.resolve(err({ kind: 'unknown' }));
    for (const field of AUTO_SAVED) this.cancelTimer(field);
    if (this.guard('save') !== null) return Promise.resolve(this.fail(false, { kind: 'required-title' }));
    const errors = validateIncidentForm(this.values, this.settings);
    if (errors.length > 0) return Promise.resolve(this.fail(false, { kind: 'invalid', errors }));
    return this.send((merge) => {
      if (merge.conflicts.length > 0) return 'conflict';
      return merge.mine.length > 0 ? { parts: merge.mine, sent: this.values } : null;
    }, false).then((result) => result ?? err({ kind: 'unknown' }));
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
    return this.send((merge) => {
      let due = unsavedFields(this.values, this.saved).filter((field) => fields.includes(field));
      if (due.some((field) => merge.conflicts.includes(field))) return 'conflict';
      if (due.includes('title')) {
        const tooLong = titleLengthError(this.values.title, this.settings);
        if (tooLong) {
          this.fail(true, { kind: 'invalid', errors: [tooLong] });
          due = due.filter((field) => field !== 'title');
        }
      }
      return due.length === 0 ? null : { parts: due, sent: this.values };
    }, true);
  }

  /**
   * One save, queued after the ones before it: reads the newest server copy, merges it into the form (what only the
   * server changed is taken), then sends only the parts `prepare` picks among those this operator changed. A part
   * both sides changed stops the save and opens the choice; nothing is ever written over the other's text unseen.
   */
  private send(
    prepare: (merge: EditMerge) => Sending | 'conflict' | null,
    auto: boolean,
  ): Promise<Result<Incident, IncidentEditError> | null> {
    const id = this.id;
    if (id === null) return Promise.resolve(err({ kind: 'unknown' }));
    this.saving++;
    this.changed();
    const run = this.queue.then(async (): Promise<Result<Incident, IncidentEditError> | null> => {
      const read = await this.server.read(id);
      if (!read.ok) return this.failed(auto, read.error);
      if (!this.started) return this.settle(null);
      const merge = this.rebase(read.value);
      const sending = prepare(merge);
      if (sending === 'conflict') {
        this.server.choosing = true;
        this.settle(null);
        return this.fail(auto, { kind: 'conflict' });
      }
      if (!sending) {
        if (auto) return this.settle(null);
        this.events.fire({ type: 'saved', auto, fields: [], incident: read.value, newest: true });
        return this.settle(ok(read.value));
      }
      const fields = sending.parts.flatMap((part) => FIELDS_OF_PART[part]);
      const changes = changesOf(sending.sent, fields, this.status);
      const ticket = this.order.begin();
      const saved = await this.update.execute({ incidentId: id, changes });
      if (!saved.ok) return this.failed(auto, saved.error);
      const newest = this.order.settle(id, ticket);
      const incident = saved.value;
      const accepted = Object.fromEntries(fields.map((f) => [f, sending.sent[f]])) as Partial<IncidentEditValues>;
      // SPEC §3 audit: INCIDENT_EDIT_TITLE / _DESCRIPTION / _ADDRESS for each of those the server now holds changed.
      for (const action of incidentEditActions(fields, this.saved, accepted)) this.audit.record(action, { incidentId: id });
      this.saved = { ...this.saved, ...accepted };
      if (newest) this.server.incident = incident;
      this.failures = 0;
      this.lastError = null;
      this.cancelRetry();
      this.events.fire({ type: 'saved', auto, fields, incident, newest });
      return this.settle(ok(incident));
    });
    this.queue = run;
    return run;
  }

  /** Merges a server copy into the form and bases the form on it (the parts in conflict keep their old base). */
  private rebase(incident: Incident): EditMerge {
    const merge = this.server.merge(this.saved, this.values, incident);
    this.values = merge.values;
    this.saved = merge.base;
    if (typeof incident.status === 'string') this.status = incident.status;
    return merge;
  }

  private settle<T>(result: T): T {
    this.saving--;
    this.changed();
    return result;
  }

  private failed(auto: boolean, error: IncidentEditError): Result<never, IncidentEditError> {
    this.saving--;
    this.failures++;
    this.lastError = error;
    const result = this.fail(auto, error);
    this.scheduleRetry();
    this.changed();
    return result;
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
