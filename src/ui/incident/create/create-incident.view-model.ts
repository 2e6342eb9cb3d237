import type { Notice } from '../../../domain/shared/notice';
import { runInAction } from 'mobx';
import { readForMap } from '../../../application/admin/read-all-pages';
import { ResourceFacades } from '../../../application/admin/resource-facades';
import { ALLOWED_PLACES } from '../../../domain/admin/resources/allowed-places';
import type { AllowedPlace } from '../../../domain/admin/places';
import { areaVerdict, type MapArea } from '../../../domain/map/areas';
import { AddressSuggestionsFlow } from '../../../application/incidents/address-suggestions.flow';
import {
  SendLinkUseCase,
  type SendLinkInput,
  type SendLinkSuccess,
  type SendLinkError,
} from '../../../application/live/send-link.use-case';
import type { AddressSuggestion } from '../../../application/ports/address-autocomplete.port';
import { CurrentUserStore } from '../../../application/session/current-user.store';
import type { IncidentFormSettings } from '../../../domain/incident-form/incident-form-validation';
import {
  REQUIRED_INCIDENT_FIELDS,
  titleLengthError,
  validateIncidentForm,
  type IncidentFieldError,
  type RequiredIncidentField,
} from '../../../domain/incident-form/incident-form-validation';
import { saveFailureDialog, type SaveFailureDialog } from '../../../domain/incident-form/incident-save-error';
import type { DescriptionChoice } from '../../../domain/incident/predefined-description';
import type { SendChannel } from '../../../domain/messaging/delivery-status';
import type { SendFailureKey } from '../../../domain/messaging/send-failure';
import { sendLinkDisabled } from '../../../domain/messaging/send-link';
import { routeLink } from '../../../domain/routing/routes';
import type { Result } from '../../../domain/shared/result';
import type { LengthHint } from '../../../domain/shared/user-text';
import { defaultTenantConfig, livePageTenantConfig, type TenantConfig } from '../../../domain/tenant/tenant-config';
import { navigateHash, type NavigationState } from '../../shared/hash-location';
import { sectionReadable } from '../../shared/section-readable';
import type { Services } from '../../shared/services';
import { PhoneFieldModel } from '../../shared/phone-field.model';
import { TenantSettingsModel } from '../../shared/tenant-settings.model';
import {
  IncidentFormModel,
  REQUIRED_MESSAGE_KEYS,
  type FormMessage,
  type IncidentFieldState,
  type IncidentTextField,
} from '../shared/incident-form.model';
import type { AddressLookup } from '../../shared/address-search';
import { LeavePromptModel } from '../../shared/leave-prompt.model';
import { makeObservableExcept } from '../../shared/make-observable-except';
import { sendFailureNotice } from '../../../domain/messaging/send-failure';
import { DisposableStore } from '../../../application/shared/disposable-store';
import { quickChoices, type QuickChoices } from '../shared/quick-choices';

/** What the create page needs from SendLinkUseCase (a plain object in tests). */
export interface SendLink {
  execute(input: SendLinkInput): Promise<Result<SendLinkSuccess, SendLinkError>>;
}

export interface CreateIncidentDeps {
  readonly sendLink: SendLink;
  readonly descriptions: QuickChoices;
  /** The address autocomplete (AddressSuggestionsFlow). */
  readonly addresses: AddressLookup;
  /** The settings of the signed-in user's tenant (CurrentUserStore.settings()). */
  readonly settings: () => IncidentFormSettings | null | undefined;
  /** Hears settings saved while the page is open (a restriction applies at once). */
  readonly onSettingsChange?: (listener: () => void) => () => void;
  readonly navigate: (route: string, state?: NavigationState) => void;
  /** Translates a send-failure key for the incident description. */
  readonly describe?: (key: SendFailureKey) => string;
  /** The tenant's allowed places (every one, as a map reads them); without it, or when it fails, no address is warned about. */
  readonly allowedPlaces?: () => Promise<Result<readonly AllowedPlace[], unknown>>;
}

export interface CreateIncidentParams {
  readonly tenant: string;
  /** The route's query: `phone` prefills the phone field (SPEC §2). */
  readonly search: URLSearchParams;
  readonly tenantConfig?: TenantConfig;
  /** Delay before an address lookup after typing (ms). */
  readonly suggestDelay?: number;
}

/** A message shown on the page: an i18n key with its parameters (the incident form's FormMessage). */
export type FieldMessage = FormMessage;

/**
 * SPEC §2, §5, §8, §9 create mode of the live page: phone (prefix + masked number; default prefix by tenant; the
 * `phone` query prefills), title, address with autocomplete (city and coordinates from the chosen suggestion),
 * description with the tenant's quick choices, and the Send SMS / Send WhatsApp buttons (SendLinkUseCase).
 */
export class CreateIncidentViewModel {
  readonly phone: PhoneFieldModel;
  readonly form: IncidentFormModel;
  /** SPEC §3, §6 restrictCreateIncident, as saved now. */
  readonly tenantSettings: TenantSettingsModel;
  choices: readonly DescriptionChoice[] = [];
  sending = false;
  /** Field messages from the last send attempt (required fields). */
  fieldErrors: readonly IncidentFieldError[] = [];
  /** The whole-form message of the last attempt ('required.title'). */
  formError: FieldMessage | null = null;
  saveFailure: SaveFailureDialog | null = null;
  /** The areas where the service accepts incidents, once read (none: every address is accepted). */
  allowedAreas: readonly MapArea[] = [];
  /** SPEC §2 leaving with typed input asks first (opening another live incident, a menu link). */
  readonly leavePrompt = new LeavePromptModel();
  private disposed = false;
  private readonly disposables = new DisposableStore();
  /** The route this page is going to on its own (the new incident's live page): no question then. */
  private ownRoute: string | null = null;
  private readonly initialNumber: string;

  constructor(
    private readonly deps: CreateIncidentDeps,
    private readonly params: CreateIncidentParams,
  ) {
    this.phone = PhoneFieldModel.forTenant(params.tenant, params.tenantConfig ?? defaultTenantConfig(), params.search.get('phone'));
    this.form = new IncidentFormModel(deps.addresses, params.suggestDelay ?? 300);
    this.tenantSettings = new TenantSettingsModel({ settings: deps.settings, onSettingsChange: deps.onSettingsChange });
    this.initialNumber = this.phone.number;
    makeObservableExcept(this, [
      'phone',
      'form',
      'tenantSettings',
      'deps',
      'params',
      'disposed',
      'disposables',
      'leavePrompt',
      'ownRoute',
      'initialNumber',
    ]);
  }

  start(): void {
    this.disposed = false;
    this.tenantSettings.start();
    this.form.start();
    void this.deps.allowedPlaces?.().then((result) => {
      if (this.disposed || !result.ok) return;
      runInAction(() => {
        this.allowedAreas = result.value.map((place) => place.area);
      });
    });
    this.loadChoices();
    const stopFollowingChoices = this.deps.descriptions.onChange?.(() => this.loadChoices());
    if (stopFollowingChoices) this.disposables.add(stopFollowingChoices);
  }

  private loadChoices(): void {
    void this.deps.descriptions.read().then((result) => {
      if (this.disposed || !result.ok) return;
      runInAction(() => {
        this.choices = result.value;
      });
    });
  }

  dispose(): void {
    this.disposed = true;
    this.leavePrompt.answer(true);
    this.disposables.clear();
    this.tenantSettings.dispose();
    this.form.dispose();
  }

  /** SPEC §3, §6: the tenant's settings let operators create incidents (else the page says so instead of the form). */
  get creationAllowed(): boolean {
    return this.tenantSettings.creationAllowed;
  }

  /** The chosen address is outside every allowed place of the tenant (only when it has any, and coordinates are known). */
  get outsideAllowedPlaces(): boolean {
    const { latitude, longitude } = this.form;
    const point = latitude !== null && longitude !== null ? { latitude, longitude } : null;
    return areaVerdict(point, this.allowedAreas) === 'outside';
  }

  get sendDisabled(): boolean {
    return !this.creationAllowed || sendLinkDisabled(this.phone.state, null, this.sending);
  }

  /** SPEC §5: the title-length message shows as soon as the title is too long. */
  get titleLengthMessage(): IncidentFieldError | null {
    return titleLengthError(this.form.title, this.deps.settings());
  }

  /** SPEC §5: every field of create mode is required, marked so before the operator sends. */
  get requiredFields(): readonly RequiredIncidentField[] {
    return REQUIRED_INCIDENT_FIELDS;
  }

  /**
   * The message for one field: the title length first, then what the last attempt found missing, said as what to
   * type ('A title is required…').
   */
  fieldError(field: RequiredIncidentField): FieldMessage | null {
    if (field === 'title') {
      const tooLong = this.titleLengthMessage;
      if (tooLong) return { key: tooLong.key, params: tooLong.params };
      if (this.formError) return this.formError;
    }
    const found = this.fieldErrors.find((e) => e.field === field);
    if (!found) return null;
    return found.key === 'settings.limited-description-length' ? null : { key: REQUIRED_MESSAGE_KEYS[field] };
  }

  /** A field's counter (from 90% of its limit on): the title counts against the tenant's limit when it has one. */
  lengthHint(field: IncidentTextField): LengthHint {
    return this.form.lengthHint(field, this.deps.settings());
  }

  /** The note beside a field whose typed or pasted value was cut at its limit. */
  fieldNotice(field: IncidentTextField): Notice | null {
    return this.form.notices[field] ?? null;
  }

  /** Everything one field shows besides its value (its required mark, message, note and counter). */
  fieldState(field: RequiredIncidentField): IncidentFieldState {
    return {
      required: this.requiredFields.includes(field),
      error: this.fieldError(field),
      notice: this.fieldNotice(field),
      hint: this.lengthHint(field),
    };
  }

  /** What the address field says of an address typed but not chosen: it would be sent without a position. */
  get addressCaution(): FormMessage | null {
    return this.form.addressTypedNotChosen ? { key: 'incidentForm.address_not_chosen_new' } : null;
  }

  setPrefix(value: string): void {
    this.phone.setPrefix(value);
  }

  typeNumber(typed: string): void {
    this.phone.typeNumber(typed);
  }

  setTitle(value: string): void {
    this.form.setTitle(value);
    this.clearError('title');
  }

  setDescription(value: string): void {
    this.form.setDescription(value);
    this.clearError('description');
  }

  chooseDescription(choice: DescriptionChoice): void {
    this.setDescription(choice.description);
  }

  /** Typing in the address clears the chosen city and coordinates and looks up suggestions. */
  typeAddress(value: string): void {
    this.form.typeAddress(value);
    this.clearError('address');
  }

  closeSuggestions(): void {
    this.form.closeSuggestions();
  }

  chooseSuggestion(suggestion: AddressSuggestion): Promise<void> {
    return this.form.chooseSuggestion(suggestion);
  }

  dismissSaveFailure(): void {
    this.saveFailure = null;
  }

  async send(channel: SendChannel): Promise<void> {
    if (this.sendDisabled) return;
    this.sending = true;
    this.formError = null;
    this.fieldErrors = [];
    // A send right after choosing an address waits for its city and coordinates.
    await this.form.settled();
    if (this.disposed) return;
    const { title, address, city, latitude, longitude, description } = this.form.values;
    const result = await this.deps.sendLink.execute({
      channel,
      phone: this.phone.state,
      form: { title, address, city, latitude, longitude, description },
      settings: this.deps.settings(),
      incidentId: null,
      ...(this.deps.describe ? { describe: this.deps.describe } : {}),
    });
    if (this.disposed) return;
    runInAction(() => {
      this.sending = false;
      if (result.ok) {
        this.deps.navigate(this.liveRoute(result.value.incidentId));
        return;
      }
      const error = result.error;
      // SPEC §8: the incident exists; the operator goes straight on to it, where the failure is the call's state (handed
      // over with the navigation, not in the address) with what to do next: try again, the other channel, or the number.
      if (error.kind === 'send-failed') this.deps.navigate(this.liveRoute(error.incidentId), { notice: sendFailureNotice(error.key) });
      else if (error.kind === 'create-failed') {
        const cause = error.error;
        if (cause.kind === 'creation-restricted') this.tenantSettings.refresh();
        else if (cause.kind === 'required-title') {
          this.formError = { key: REQUIRED_MESSAGE_KEYS.title };
          this.fieldErrors = validateIncidentForm(this.form.values, this.deps.settings());
        } else if (cause.kind === 'invalid') this.fieldErrors = cause.errors;
        else this.saveFailure = saveFailureDialog(cause.message);
      }
    });
  }

  /** The new incident's live page; leaving for it asks nothing (the input went into the incident). */
  private liveRoute(id: string): string {
    const route = routeLink({ name: 'incident-live', tenant: this.params.tenant, id });
    this.ownRoute = route.replace(/^\//, '');
    return route;
  }

  /** Something was typed that no incident holds yet (a phone other than the prefilled one, a title, address or description). */
  get hasUnsavedInput(): boolean {
    const { title, address, description } = this.form.values;
    return this.phone.number !== this.initialNumber || [title, address, description].some((text) => (text ?? '').trim() !== '');
  }

  /**
   * SPEC §2 leaving asks the screen first: with unsaved input (another live incident opened from the list, a menu
   * link), the operator is asked; staying keeps everything typed.
   */
  mayLeave(to: string): Promise<boolean> | boolean {
    if (this.disposed || this.sending || to === this.ownRoute || !this.hasUnsavedInput) return true;
    return this.leavePrompt.ask();
  }

  private clearError(field: RequiredIncidentField): void {
    if (field === 'title') this.formError = null;
    if (this.fieldErrors.some((e) => e.field === field)) this.fieldErrors = this.fieldErrors.filter((e) => e.field !== field);
  }
}

export interface CreateIncidentFactoryParams {
  readonly tenant: string;
  readonly search: URLSearchParams;
  readonly describe: (key: SendFailureKey) => string;
}

export function createCreateIncidentViewModel(services: Services, params: CreateIncidentFactoryParams): CreateIncidentViewModel {
  const user = services.get(CurrentUserStore);
  return new CreateIncidentViewModel(
    {
      sendLink: services.get(SendLinkUseCase),
      descriptions: quickChoices(services),
      addresses: services.get(AddressSuggestionsFlow),
      settings: () => user.settings(),
      onSettingsChange: (listener) => user.onSettingsChange(listener),
      navigate: (route, state) => navigateHash(route, state ? { state } : {}),
      describe: params.describe,
      ...(sectionReadable(services, ALLOWED_PLACES.key)
        ? {
            allowedPlaces: () => {
              const places = services.get(ResourceFacades).of(ALLOWED_PLACES);
              return readForMap((query) => places.list(query));
            },
          }
        : {}),
    },
    { tenant: params.tenant, search: params.search, tenantConfig: livePageTenantConfig(services.config.tenantConfig) },
  );
}
