import type { Incident } from '../../domain/incident/incident';
import { nextAutoSaveAt, shouldAutoSave } from '../../domain/incident-form/auto-save';
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
import { err, ok, type Result } from '../../domain/shared/result';
import type { AddressAutocomplete, AddressSuggestion } from '../ports/address-autocomplete.port';
import type { Clock } from '../ports/clock.port';
import type { UpdateIncidentInput } from '../ports/incidents-gateway.port';
import type { Unsubscribe } from '../ports/subscription';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';
import type { CallFailure, TitleRequired } from '../shared/failure';
import type { UpdateIncidentUseCase } from './update-incident.use-case';

export type { IncidentEditValues };

/** The fields that auto-save after 3 s idle (SPEC §5). */
export type AutoSavedField = 'title' | 'description';
const AUTO_SAVED: readonly AutoSavedField[] = ['title', 'description'];

export interface IncidentEditState {
  readonly values: IncidentEditValues;
  /** The values the server last accepted. */
  readonly saved: IncidentEditValues;
  readonly saving: boolean;
  readonly incident: Incident | null;
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
 * suggestion), blocked without a title when the tenant requires one and by the form rules. A failed save keeps the
 * typed text in the form. Saves run one after another. dispose() clears every timer and listener (call flush()
 * first to save pending edits).
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
  private readonly lastEditAt = new Map<AutoSavedField, number>();
  private readonly timers = new Map<AutoSavedField, Unsubscribe>();
  private readonly store = new DisposableStore();
  private events = new Emitter<IncidentEditEvent>();

  constructor(
    private readonly update: UpdateIncidentUseCase,
    private readonly places: AddressAutocomplete,
    private readonly clock: Clock,
  ) {}

  start({ incident, settings }: IncidentEditStart): void {
    if (incident.id === null || incident.id === undefined) throw new Error('IncidentEditFlow.start: the incident has no id');
    this.id = incident.id;
    this.incident = incident;
    this.settings = settings;
    this.status = typeof incident.status === 'string' ? incident.status : undefined;
    this.values = this.saved = incidentEditValuesOf(incident);
    this.started = true;
    this.changed();
  }

  get state(): IncidentEditState {
    return { values: this.values, saved: this.saved, saving: this.saving > 0, incident: this.incident };
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
    return this.send(input, sent, ['title', 'description', 'address', 'city', 'latitude', 'longitude'], false);
  }

  /** Saves at once every auto-saved field that has a pending change (e.g. before leaving the page). */
  async flush(): Promise<void> {
    const due = AUTO_SAVED.filter((f) => this.timers.has(f));
    for (const field of due) this.cancelTimer(field);
    await this.autoSave(due, true);
  }

  dispose(): void {
    for (const field of AUTO_SAVED) this.cancelTimer(field);
    this.store.clear();
    this.events.dispose();
    this.events = new Emitter<IncidentEditEvent>();
    this.started = false;
  }

  private type(field: AutoSavedField, value: string): void {
    if (!this.started) return;
    this.values = { ...this.values, [field]: value };
    const now = this.clock.now();
    this.lastEditAt.set(field, now);
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

  /** Saves the fields that are due; `flushing` treats a pending edit as idle long enough. */
  private async autoSave(fields: readonly AutoSavedField[], flushing = false): Promise<void> {
    const now = this.clock.now();
    const due = fields.filter((field) => {
      const lastEditAt = this.lastEditAt.get(field);
      if (lastEditAt === undefined) return false;
      const at = flushing ? Math.max(now, nextAutoSaveAt(lastEditAt)) : now;
      return shouldAutoSave({ lastEditAt, now: at, value: this.values[field], lastSavedValue: this.saved[field] });
    });
    if (due.length === 0 || !this.started) return;
    if (due.includes('title')) {
      const tooLong = titleLengthError(this.values.title, this.settings);
      if (tooLong) {
        this.fail(true, { kind: 'invalid', errors: [tooLong] });
        return;
      }
    }
    const sent = this.values;
    const input: UpdateIncidentInput = {
      ...(due.includes('title') ? { title: sent.title.trim() } : {}),
      ...(due.includes('description') ? { description: sent.description.trim() } : {}),
      ...(this.status !== undefined ? { status: this.status } : {}),
    };
    await this.send(input, sent, due, true);
  }

  private send(
    changes: UpdateIncidentInput,
    sent: IncidentEditValues,
    fields: readonly (keyof IncidentEditValues)[],
    auto: boolean,
  ): Promise<Result<Incident, IncidentEditError>> {
    const id = this.id;
    if (id === null) return Promise.resolve(err({ kind: 'unknown' }));
    this.saving++;
    this.changed();
    const run = this.queue.then(async (): Promise<Result<Incident, IncidentEditError>> => {
      const saved = await this.update.execute({ incidentId: id, changes });
      this.saving--;
      if (!saved.ok) {
        const result = this.fail(auto, saved.error);
        this.changed();
        return result;
      }
      const incident = saved.value;
      const accepted = Object.fromEntries(fields.map((f) => [f, sent[f]])) as Partial<IncidentEditValues>;
      this.saved = { ...this.saved, ...accepted };
      this.incident = incident;
      this.events.fire({ type: 'saved', auto, fields, incident });
      this.changed();
      return ok(incident);
    });
    this.queue = run;
    return run;
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
    this.events.fire({ type: 'changed', state: this.state });
  }
}
