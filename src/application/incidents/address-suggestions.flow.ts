import { cityFromAddressComponents, normalizeLatitude, normalizeLongitude } from '../../domain/incident-form/incident-location';
import type { AddressAutocomplete, AddressDetails, AddressSuggestion } from '../ports/address-autocomplete.port';
import type { Clock, TimerHandle } from '../ports/clock.port';
import { NewestAnswer } from '../shared/newest-answer';

/** SPEC §5: what a chosen suggestion gives the incident form. */
export interface AddressChoice {
  readonly address: string;
  readonly city: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/**
 * SPEC §5 address autocomplete for an incident form: suggestions for the typed text once typing pauses (the delay on
 * the Clock), and the city (locality, else district, else state) and coordinates of a chosen suggestion. Only the
 * newest request answers: a lookup overtaken by more typing or another choice resolves null, and so does every lookup
 * after dispose(). A failed lookup gives no suggestions (or no choice).
 */
export class AddressSuggestionsFlow {
  private timer: TimerHandle | undefined;
  private cancelWaiting: (() => void) | null = null;
  private readonly lookups = new NewestAnswer();

  constructor(
    private readonly places: AddressAutocomplete,
    private readonly clock: Clock,
  ) {}

  start(): void {}

  /** Suggestions for `text` after `delayMs` without newer typing (0 asks at once); null when overtaken. */
  async suggest(text: string, delayMs = 0): Promise<readonly AddressSuggestion[] | null> {
    const current = this.next();
    if (delayMs > 0 && !(await this.wait(delayMs))) return null;
    const found = await this.places.suggest(text).catch((): readonly AddressSuggestion[] => []);
    return current() ? found : null;
  }

  /** The chosen suggestion's address, city and coordinates; null when it cannot be had or was overtaken. */
  async choose(suggestionId: string): Promise<AddressChoice | null> {
    const current = this.next();
    const details = await this.places.details(suggestionId).catch((): AddressDetails | null => null);
    if (!details || !current()) return null;
    return {
      address: details.address,
      city: cityFromAddressComponents(details.components) ?? '',
      latitude: normalizeLatitude(details.latitude),
      longitude: normalizeLongitude(details.longitude),
    };
  }

  /** Drops every lookup under way. */
  cancel(): void {
    this.next();
  }

  dispose(): void {
    this.cancel();
  }

  private next(): () => boolean {
    this.clock.clear(this.timer);
    this.timer = undefined;
    this.cancelWaiting?.();
    this.cancelWaiting = null;
    return this.lookups.begin();
  }

  private wait(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      this.cancelWaiting = () => resolve(false);
      this.timer = this.clock.setTimeout(() => {
        this.timer = undefined;
        this.cancelWaiting = null;
        resolve(true);
      }, ms);
    });
  }
}
