import type { Incident } from '../../domain/incident/incident';
import { nextAutoSaveAt, shouldAutoSave } from '../../domain/incident-form/auto-save';
import { cityFromAddressComponents, normalizeLatitude, normalizeLongitude } from '../../domain/incident-form/incident-location';
import {
  titleGuard,
  titleLengthError,
  validateIncidentForm,
  type IncidentFieldError,
  type IncidentFormSettings,
  type TitleGuardedAction,
} from '../../domain/incident-form/incident-form-validation';
import { err, ok, type Result } from '../../domain/shared/result';
import type { AddressAutocomplete, AddressSuggestion } from '../ports/address-autocomplete.port';
import type { Clock, TimerHandle } from '../ports/clock.port';
import type { IncidentsGateway, UpdateIncidentInput } from '../ports/incidents-gateway.port';
import type { Unsubscribe } from '../ports/subscription';
import { saveFailed, TITLE_REQUIRED, type SaveFailed, type TitleRequired } from './incident-failures';

/** The fields that auto-save after 3 s idle (SPEC §5). */
export type AutoSavedField = 'title' | 'description';
const AUTO_SAVED: readonly AutoSavedField[] = ['title', 'description'];

/** What the edit form holds (phone, coordinates from the address and createdAt are read-only: SPEC §5). */
export interface EditIncidentValues {
  readonly title: string;
  readonly description: string;
  readonly address: string;
  readonly city: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

export interface EditIncidentState {
  readonly values: EditIncidentValues;
  /** The values the server last accepted. */
  readonly saved: EditIncidentValues;
  readonly saving: boolean;
  readonly incident: Incident | null;
}

export type EditIncidentError = TitleRequired | { readonly kind: 'invalid'; readonly errors: readonly IncidentFieldError[] } | SaveFailed;

export type EditIncidentEvent =
  | { readonly type: 'changed'; readonly state: EditIncidentState }
  | { readonly type: 'saved'; readonly auto: boolean; readonly fields: readonly (keyof EditIncidentValues)[]; readonly incident: Incident }
  | { readonly type: 'save-failed'; readonly auto: boolean; readonly error: EditIncidentError };

export interface EditIncidentStart {
  readonly incident: Incident;
  readonly settings: IncidentFormSettings | null | undefined;
}

const EMPTY: EditIncidentValues = { title: '', description: '', address: '', city: '', latitude: null, longitude: null };
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * SPEC §4, §5, §8 editing an incident. Title and description auto-save 3 s after the last keystroke in that field
 * (typing again restarts the 3 s), only when not empty and changed since the last save; only the due field is sent,
 * with the status unchanged. save() sends the whole form (address with the city and coordinates of the chosen
 * suggestion), blocked without a title when the tenant requires one and by the form rules. Failures give the SPEC §8
 * dialog; the typed text always stays in the form. Saves run one after another. dispose() clears every timer and
 * listener (call flush() first to save pending edits).
 */
export class EditIncident {
  private values: EditIncidentValues = EMPTY;
  private saved: EditIncidentValues = EMPTY;
  private incident: Incident | null = null;
  private id: string | number | null = null;
  private settings: IncidentFormSettings | null | undefined = null;
  private status: string | undefined;
  private saving = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private started = false;
  private readonly lastEditAt = new Map<AutoSavedField, number>();
  private readonly timers = new Map<AutoSavedField, TimerHandle>();
  private readonly listeners = new Set<(event: EditIncidentEvent) => void>();

  constructor(
    private readonly incidents: IncidentsGateway,
    private readonly places: AddressAutocomplete,
    private readonly clock: Clock,
  ) {}

  start({ incident, settings }: EditIncidentStart): void {
    if (incident.id === null || incident.id === undefined) throw new Error('EditIncident.start: the incident has no id');
    this.id = incident.id;
    this.incident = incident;
    this.settings = settings;
    this.status = typeof incident.status === 'string' ? incident.status : undefined;
    this.values = this.saved = {
      title: text(incident.title),
      description: text(incident.description),
      address: text(incident.address),
      city: text(incident.city),
      latitude: normalizeLatitude(incident.latitude),
      longitude: normalizeLongitude(incident.longitude),
    };
    this.started = true;
    this.changed();
  }

  get state(): EditIncidentState {
    return { values: this.values, saved: this.saved, saving: this.saving > 0, incident: this.incident };
  }

  onEvent(listener: (event: EditIncidentEvent) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
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
  async chooseAddress(suggestionId: string): Promise<Result<EditIncidentValues, { readonly kind: 'address-not-found' }>> {
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
  save(): Promise<Result<Incident, EditIncidentError>> {
    if (!this.started) return Promise.resolve(err(saveFailed(undefined)));
    for (const field of AUTO_SAVED) this.cancelTimer(field);
    if (this.guard('save') !== null) return Promise.resolve(this.fail(false, TITLE_REQUIRED));
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
    this.listeners.clear();
    this.started = false;
  }

  private type(field: AutoSavedField, value: string): void {
    if (!this.started) return;
    this.values = { ...this.values, [field]: value };
    const now = this.clock.now();
    this.lastEditAt.set(field, now);
    this.cancelTimer(field);
    this.timers.set(
      field,
      this.clock.setTimeout(
        () => {
          this.timers.delete(field);
          void this.autoSave([field]);
        },
        nextAutoSaveAt(now) - now,
      ),
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
    input: UpdateIncidentInput,
    sent: EditIncidentValues,
    fields: readonly (keyof EditIncidentValues)[],
    auto: boolean,
  ): Promise<Result<Incident, EditIncidentError>> {
    const id = this.id;
    if (id === null) return Promise.resolve(err(saveFailed(undefined)));
    this.saving++;
    this.changed();
    const run = this.queue.then(async (): Promise<Result<Incident, EditIncidentError>> => {
      try {
        const incident = await this.incidents.updateIncident(id, input);
        const accepted = Object.fromEntries(fields.map((f) => [f, sent[f]])) as Partial<EditIncidentValues>;
        this.saved = { ...this.saved, ...accepted };
        this.incident = incident;
        this.saving--;
        this.emit({ type: 'saved', auto, fields, incident });
        this.changed();
        return ok(incident);
      } catch (error) {
        this.saving--;
        const result = this.fail(auto, saveFailed(error));
        this.changed();
        return result;
      }
    });
    this.queue = run;
    return run;
  }

  private fail(auto: boolean, error: EditIncidentError): Result<never, EditIncidentError> {
    this.emit({ type: 'save-failed', auto, error });
    return err(error);
  }

  private cancelTimer(field: AutoSavedField): void {
    this.clock.clear(this.timers.get(field));
    this.timers.delete(field);
  }

  private changed(): void {
    this.emit({ type: 'changed', state: this.state });
  }

  private emit(event: EditIncidentEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}
