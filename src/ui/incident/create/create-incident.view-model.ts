import { makeAutoObservable, runInAction } from 'mobx';
import type { SendLinkInput, SendLinkSuccess, SendLinkError } from '../../../application/live/send-link.use-case';
import type { AddressDetails, AddressSuggestion } from '../../../application/ports/address-autocomplete.port';
import type { IncidentFormSettings } from '../../../domain/incident-form/incident-form-validation';
import {
  titleLengthError,
  validateIncidentForm,
  type IncidentFieldError,
  type RequiredIncidentField,
} from '../../../domain/incident-form/incident-form-validation';
import { cityFromAddressComponents, normalizeLatitude, normalizeLongitude } from '../../../domain/incident-form/incident-location';
import { saveFailureDialog, type SaveFailureDialog } from '../../../domain/incident-form/incident-save-error';
import type { DescriptionChoice } from '../../../domain/incident/predefined-description';
import type { SendChannel } from '../../../domain/messaging/delivery-status';
import type { SendFailureKey } from '../../../domain/messaging/send-failure';
import { sendLinkDisabled } from '../../../domain/messaging/send-link';
import { applyPhoneMask, changePhonePrefix, parsePhoneQuery, phoneDigits } from '../../../domain/phone/phone-number';
import { defaultPhonePrefix, isPhonePrefix, PHONE_PREFIXES, phoneMask, type PhonePrefix } from '../../../domain/phone/phone-prefixes';
import type { Result } from '../../../domain/shared/result';
import type { TenantConfig } from '../../../domain/tenant/tenant-config';

/** What the create page needs from SendLinkUseCase (a plain object in tests). */
export interface SendLink {
  execute(input: SendLinkInput): Promise<Result<SendLinkSuccess, SendLinkError>>;
}

/** The tenant's quick choices (ListDescriptionChoicesUseCase). */
export interface QuickChoices {
  execute(): Promise<Result<readonly DescriptionChoice[], unknown>>;
}

/** The AddressAutocomplete port (SPEC §5). */
export interface AddressLookup {
  suggest(text: string): Promise<readonly AddressSuggestion[]>;
  details(suggestionId: string): Promise<AddressDetails | null>;
}

export interface CreateIncidentParams {
  readonly tenant: string;
  readonly search: URLSearchParams;
  readonly tenantConfig?: TenantConfig;
  /** The settings of the signed-in user's tenant (CurrentUserStore.settings()). */
  readonly settings: () => IncidentFormSettings | null | undefined;
  readonly navigate: (route: string) => void;
  /** Translates a send-failure key for the incident description. */
  readonly describe?: (key: SendFailureKey) => string;
  /** Delay before an address lookup after typing (ms). */
  readonly suggestDelay?: number;
}

/** A message shown on the page: an i18n key with its parameters. */
export interface FieldMessage {
  readonly key: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** The SPEC §8 send failure: the incident exists; the operator acknowledges and goes on to it. */
export interface SendFailureNotice {
  readonly key: SendFailureKey;
  readonly incidentId: string;
}

export const PHONE_PREFIX_CHOICES: readonly PhonePrefix[] = PHONE_PREFIXES;

/**
 * SPEC §2, §5, §8, §9 create mode of the live page: phone (prefix + masked number; default prefix by tenant; the
 * `phone` query prefills), title, address with autocomplete (city and coordinates from the chosen suggestion),
 * description with the tenant's quick choices, and the Send SMS / Send WhatsApp buttons (SendLinkUseCase).
 */
export class CreateIncidentViewModel {
  prefix: PhonePrefix;
  number = '';
  title = '';
  address = '';
  city = '';
  latitude: number | null = null;
  longitude: number | null = null;
  description = '';
  suggestions: readonly AddressSuggestion[] = [];
  choices: readonly DescriptionChoice[] = [];
  sending = false;
  /** Field messages from the last send attempt (required fields). */
  fieldErrors: readonly IncidentFieldError[] = [];
  /** The whole-form message of the last attempt ('required.title'). */
  formError: FieldMessage | null = null;
  saveFailure: SaveFailureDialog | null = null;
  sendFailure: SendFailureNotice | null = null;
  private disposed = false;
  private suggestTimer: ReturnType<typeof setTimeout> | undefined;
  private suggestSequence = 0;
  /** The chosen suggestion's details while they load: a send waits for them so the coordinates are not lost. */
  private pendingDetails: Promise<void> | null = null;

  constructor(
    private readonly sendLink: SendLink,
    private readonly descriptions: QuickChoices,
    private readonly places: AddressLookup,
    private readonly params: CreateIncidentParams,
  ) {
    const fallback = defaultPhonePrefix(params.tenant, params.tenantConfig);
    const prefilled = parsePhoneQuery(params.search.get('phone'), fallback);
    this.prefix = prefilled?.prefix ?? fallback;
    this.number = prefilled?.number ?? '';
    makeAutoObservable<
      CreateIncidentViewModel,
      'sendLink' | 'descriptions' | 'places' | 'params' | 'disposed' | 'suggestTimer' | 'suggestSequence' | 'pendingDetails'
    >(this, {
      sendLink: false,
      descriptions: false,
      places: false,
      params: false,
      disposed: false,
      suggestTimer: false,
      suggestSequence: false,
      pendingDetails: false,
    });
  }

  start(): void {
    this.disposed = false;
    void this.descriptions.execute().then((result) => {
      if (this.disposed || !result.ok) return;
      runInAction(() => {
        this.choices = result.value;
      });
    });
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.suggestTimer);
    this.suggestTimer = undefined;
    this.suggestSequence++;
  }

  get prefixes(): readonly PhonePrefix[] {
    return PHONE_PREFIX_CHOICES;
  }

  /** The number as shown: the prefix's mask applied (SPEC §9). */
  get maskedNumber(): string {
    return applyPhoneMask(this.prefix, this.number);
  }

  /** The mask as a placeholder, e.g. '(00) 0 0000-0000'. */
  get mask(): string {
    return phoneMask(this.prefix);
  }

  get sendDisabled(): boolean {
    return sendLinkDisabled({ prefix: this.prefix, number: this.number }, null, this.sending);
  }

  /** SPEC §5: the title-length message shows as soon as the title is too long. */
  get titleLengthMessage(): IncidentFieldError | null {
    return titleLengthError(this.title, this.params.settings());
  }

  /** The message for one field: the title length first, then what the last attempt found missing. */
  fieldError(field: RequiredIncidentField): FieldMessage | null {
    if (field === 'title') {
      const tooLong = this.titleLengthMessage;
      if (tooLong) return { key: tooLong.key, params: tooLong.params };
      if (this.formError) return this.formError;
    }
    const found = this.fieldErrors.find((e) => e.field === field && e.key !== 'settings.limited-description-length');
    return found ? { key: found.key, params: found.params } : null;
  }

  setPrefix(value: string): void {
    if (!isPhonePrefix(value)) return;
    const next = changePhonePrefix({ prefix: this.prefix, number: this.number }, value);
    this.prefix = next.prefix;
    this.number = next.number;
  }

  typeNumber(typed: string): void {
    this.number = phoneDigits(this.prefix, typed);
  }

  setTitle(value: string): void {
    this.title = value;
    this.clearError('title');
  }

  setDescription(value: string): void {
    this.description = value;
    this.clearError('description');
  }

  chooseDescription(choice: DescriptionChoice): void {
    this.setDescription(choice.description);
  }

  /** Typing in the address clears the chosen city and coordinates and looks up suggestions. */
  typeAddress(value: string): void {
    this.address = value;
    this.city = '';
    this.latitude = null;
    this.longitude = null;
    this.clearError('address');
    clearTimeout(this.suggestTimer);
    const run = ++this.suggestSequence;
    this.suggestTimer = setTimeout(() => {
      void this.places
        .suggest(value)
        .catch((): readonly AddressSuggestion[] => [])
        .then((found) => {
          if (this.disposed || run !== this.suggestSequence) return;
          runInAction(() => {
            this.suggestions = found;
          });
        });
    }, this.params.suggestDelay ?? 300);
  }

  closeSuggestions(): void {
    this.suggestions = [];
  }

  /** SPEC §5: a chosen suggestion sets the address, the city (locality, else district, else state) and coordinates. */
  chooseSuggestion(suggestion: AddressSuggestion): Promise<void> {
    const run = ++this.suggestSequence;
    clearTimeout(this.suggestTimer);
    this.suggestions = [];
    this.address = suggestion.description;
    const pending = this.places
      .details(suggestion.id)
      .catch((): AddressDetails | null => null)
      .then((details) => {
        if (this.pendingDetails === pending) this.pendingDetails = null;
        // Typing again (or choosing another suggestion) since then wins over these details.
        if (this.disposed || !details || run !== this.suggestSequence) return;
        runInAction(() => {
          this.address = details.address;
          this.city = cityFromAddressComponents(details.components) ?? '';
          this.latitude = normalizeLatitude(details.latitude);
          this.longitude = normalizeLongitude(details.longitude);
        });
      });
    this.pendingDetails = pending;
    return pending;
  }

  dismissSaveFailure(): void {
    this.saveFailure = null;
  }

  /** After the SPEC §8 send-failure message: the incident exists, the operator goes on to it. */
  acknowledgeSendFailure(): void {
    const notice = this.sendFailure;
    this.sendFailure = null;
    if (notice) this.params.navigate(this.liveRoute(notice.incidentId));
  }

  async send(channel: SendChannel): Promise<void> {
    if (this.sendDisabled) return;
    this.sending = true;
    this.formError = null;
    this.fieldErrors = [];
    // A send right after choosing an address waits for its city and coordinates.
    if (this.pendingDetails) await this.pendingDetails;
    if (this.disposed) return;
    const result = await this.sendLink.execute({
      channel,
      phone: { prefix: this.prefix, number: this.number },
      form: {
        title: this.title,
        address: this.address,
        city: this.city,
        latitude: this.latitude,
        longitude: this.longitude,
        description: this.description,
      },
      settings: this.params.settings(),
      incidentId: null,
      ...(this.params.describe ? { describe: this.params.describe } : {}),
    });
    if (this.disposed) return;
    runInAction(() => {
      this.sending = false;
      if (result.ok) {
        this.params.navigate(this.liveRoute(result.value.incidentId));
        return;
      }
      const error = result.error;
      if (error.kind === 'send-failed') this.sendFailure = { key: error.key, incidentId: error.incidentId };
      else if (error.kind === 'create-failed') {
        const cause = error.error;
        if (cause.kind === 'required-title') {
          this.formError = { key: 'required.title' };
          this.fieldErrors = validateIncidentForm(
            { title: this.title, address: this.address, description: this.description },
            this.params.settings(),
          );
        } else if (cause.kind === 'invalid') this.fieldErrors = cause.errors;
        else this.saveFailure = saveFailureDialog(cause.message);
      }
    });
  }

  private liveRoute(id: string): string {
    return `/${encodeURIComponent(this.params.tenant)}/incident/live/${encodeURIComponent(id)}`;
  }

  private clearError(field: RequiredIncidentField): void {
    if (field === 'title') this.formError = null;
    if (this.fieldErrors.some((e) => e.field === field)) this.fieldErrors = this.fieldErrors.filter((e) => e.field !== field);
  }
}
