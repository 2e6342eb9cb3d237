import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { AddressSuggestionsFlow } from '../../src/application/incidents/address-suggestions.flow';
import type { SendLinkInput } from '../../src/application/live/send-link.use-case';
import type { AddressAutocomplete } from '../../src/application/ports/address-autocomplete.port';
import { err, ok } from '../../src/domain/shared/result';
import { CreateIncidentViewModel, type CreateIncidentDeps, type SendLink } from '../../src/ui/incident/create/create-incident.view-model';
import type { QuickChoices } from '../../src/ui/incident/shared/quick-choices';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function make(
  opts: {
    query?: string;
    tenant?: string;
    result?: Awaited<ReturnType<SendLink['execute']>>;
    settings?: object;
    allowedPlaces?: CreateIncidentDeps['allowedPlaces'];
  } = {},
) {
  const sendLink = {
    execute: vi.fn(
      async (_input: SendLinkInput) => opts.result ?? ok({ incidentId: '42', incident: { id: '42' }, status: 'sent', linkId: null }),
    ),
  } as unknown as SendLink & { execute: ReturnType<typeof vi.fn> };
  const choices: QuickChoices = { read: vi.fn(async () => ok([{ id: '1', label: 'Fire', description: 'A fire was reported' }])) };
  const places: AddressAutocomplete = {
    suggest: vi.fn(async () => [{ id: 'p1', description: 'Carrera 7, Bogotá' }]),
    details: vi.fn(async () => ({
      address: 'Carrera 7, La Candelaria, Bogotá',
      components: [{ long_name: 'Bogotá', types: ['locality'] }],
      latitude: 4.6,
      longitude: -74.07,
    })),
  };
  const navigate = vi.fn();
  const vm = new CreateIncidentViewModel(
    {
      sendLink,
      descriptions: choices,
      addresses: new AddressSuggestionsFlow(places, new VirtualClock()),
      settings: () => (opts.settings ?? { requireIncidentTitle: true, limitedTitleLength: 60 }) as never,
      navigate,
      ...(opts.allowedPlaces ? { allowedPlaces: opts.allowedPlaces } : {}),
    },
    { tenant: opts.tenant ?? 'tenant_12', search: new URLSearchParams(opts.query ?? ''), suggestDelay: 0 },
  );
  return { vm, sendLink, navigate, places };
}

describe('CreateIncidentViewModel (SPEC §2, §5, §8, §9 create mode)', () => {
  it('defaults the prefix by tenant, masks as typed and clears the number on a prefix change', () => {
    expect(make({ tenant: 'tenant_5' }).vm.phone.prefix).toBe('+52');
    expect(make({ tenant: 'public' }).vm.phone.prefix).toBe('+55');
    const { vm } = make();
    expect(vm.phone.prefix).toBe('+57');
    vm.typeNumber('300123');
    expect(vm.phone.maskedNumber).toBe('(300) 123');
    vm.setPrefix('+1');
    expect(vm.phone.number).toBe('');
    vm.typeNumber('(212) 555-01019999');
    expect(vm.phone.maskedNumber).toBe('(212) 555-0101');
  });

  it('the phone query prefills prefix and number', () => {
    const { vm } = make({ query: 'phone=%2B5521987654321' });
    expect(vm.phone.prefix).toBe('+55');
    expect(vm.phone.maskedNumber).toBe('(21) 9 8765-4321');
  });

  it('loads quick choices and a chosen address sets city and coordinates', async () => {
    const { vm } = make();
    vm.start();
    await flush();
    expect(vm.choices).toHaveLength(1);
    vm.chooseDescription(vm.choices[0]!);
    expect(vm.form.description).toBe('A fire was reported');
    vm.typeAddress('Carrera');
    await flush();
    expect(vm.form.suggestions).toHaveLength(1);
    await vm.chooseSuggestion(vm.form.suggestions[0]!);
    expect(vm.form.city).toBe('Bogotá');
    expect(vm.form.latitude).toBe(4.6);
    expect(vm.form.suggestions).toHaveLength(0);
    vm.dispose();
  });

  it('a send right after choosing an address waits for its coordinates (nothing chosen is lost)', async () => {
    const { vm, sendLink, places } = make();
    let answer: (details: Awaited<ReturnType<AddressAutocomplete['details']>>) => void = () => {};
    vi.mocked(places.details).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    vm.typeNumber('3001234561');
    void vm.chooseSuggestion({ id: 'p1', description: 'Carrera 7, Bogotá' });
    const sent = vm.send('sms');
    await flush();
    expect(sendLink.execute).not.toHaveBeenCalled();
    expect(vm.sending).toBe(true);
    answer({
      address: 'Carrera 7, La Candelaria, Bogotá',
      components: [{ long_name: 'Bogotá', types: ['locality'] }],
      latitude: 4.6,
      longitude: -74.07,
    });
    await sent;
    expect(sendLink.execute).toHaveBeenCalledWith(
      expect.objectContaining({
        form: expect.objectContaining({ address: 'Carrera 7, La Candelaria, Bogotá', city: 'Bogotá', latitude: 4.6, longitude: -74.07 }),
      }),
    );
  });

  it('an address typed but not chosen is flagged at the field: it would go without a position', async () => {
    const { vm, places } = make();
    vm.start();
    expect(vm.addressCaution).toBeNull();
    vm.typeAddress('Carrera');
    expect(vm.addressCaution).toEqual({ key: 'incidentForm.address_not_chosen_new' });
    // What was typed stays; only a chosen suggestion (once its details are in) clears the flag.
    expect(vm.form.address).toBe('Carrera');
    let answer: (details: Awaited<ReturnType<AddressAutocomplete['details']>>) => void = () => {};
    vi.mocked(places.details).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const chosen = vm.chooseSuggestion({ id: 'p1', description: 'Carrera 7, Bogotá' });
    expect(vm.addressCaution).toBeNull();
    answer({ address: 'Carrera 7, Bogotá', components: [], latitude: 4.6, longitude: -74.07 });
    await chosen;
    expect(vm.addressCaution).toBeNull();
    vm.typeAddress('Carrera 7, Bogotá, apto 3');
    expect(vm.addressCaution).toEqual({ key: 'incidentForm.address_not_chosen_new' });
    vm.typeAddress('');
    expect(vm.addressCaution).toBeNull();
    vm.dispose();
  });

  it('typing the address again after choosing one drops the late details', async () => {
    const { vm, places } = make();
    let answer: (details: Awaited<ReturnType<AddressAutocomplete['details']>>) => void = () => {};
    vi.mocked(places.details).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const chosen = vm.chooseSuggestion({ id: 'p1', description: 'Carrera 7, Bogotá' });
    vm.typeAddress('Calle 26');
    answer({ address: 'Carrera 7, La Candelaria, Bogotá', components: [], latitude: 4.6, longitude: -74.07 });
    await chosen;
    expect(vm.form.address).toBe('Calle 26');
    expect(vm.form.latitude).toBeNull();
    vm.dispose();
  });

  it('success goes to the live route of the new incident', async () => {
    const { vm, navigate, sendLink } = make();
    expect(vm.sendDisabled).toBe(true);
    vm.typeNumber('3001234561');
    expect(vm.sendDisabled).toBe(false);
    await vm.send('sms');
    expect(sendLink.execute).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'sms', phone: { prefix: '+57', number: '3001234561' } }),
    );
    expect(navigate).toHaveBeenCalledWith('/tenant_12/incident/live/42');
  });

  it('a send failure goes straight on to the created incident, whose address names the failure', async () => {
    const { vm, navigate } = make({
      result: err({
        kind: 'send-failed',
        key: 'number_not_registered_on_whatsapp',
        incidentId: '7',
        incident: {},
        stay: true,
        descriptionUpdated: true,
      }),
    });
    vm.typeNumber('3001234567');
    await vm.send('whatsapp');
    expect(navigate).toHaveBeenCalledWith('/tenant_12/incident/live/7', { notice: 'whatsapp-unregistered' });
  });

  it('a required title shows with the missing fields; the title limit shows as typed', async () => {
    const { vm } = make({ result: err({ kind: 'create-failed', error: { kind: 'required-title' } }) });
    vm.typeNumber('3001234561');
    vm.setDescription('kept');
    await vm.send('sms');
    // At send time the message says what to type, not the leave question's words.
    expect(vm.fieldError('title')).toEqual({ key: 'incidentForm.required.title' });
    expect(vm.fieldError('address')?.key).toBe('incidentForm.required.address');
    expect(vm.fieldError('description')).toBeNull();
    expect(vm.form.description).toBe('kept');
    vm.setTitle('x'.repeat(61));
    expect(vm.fieldError('title')).toEqual({ key: 'settings.limited-description-length', params: { limit: 60 } });
  });

  it('leaving with typed input asks first; staying keeps it; going on to the new incident asks nothing', async () => {
    const { vm, navigate } = make({ query: 'phone=%2B573001234567' });
    // A phone from the link is not typed input.
    expect(vm.mayLeave('tenant_12/incident/live/9')).toBe(true);
    vm.setTitle('Fallen tree');
    const answer = vm.mayLeave('tenant_12/incident/live/9');
    expect(vm.leavePrompt.open).toBe(true);
    vm.leavePrompt.answer(false);
    expect(await answer).toBe(false);
    expect(vm.form.values.title).toBe('Fallen tree');
    const leave = vm.mayLeave('tenant_12/users');
    vm.leavePrompt.answer(true);
    expect(await leave).toBe(true);
    await vm.send('sms');
    expect(navigate).toHaveBeenCalledWith('/tenant_12/incident/live/42');
    expect(vm.mayLeave('tenant_12/incident/live/42')).toBe(true);
  });
});

describe('create mode and the allowed places (public tenant)', () => {
  const circle = (latitude: number, longitude: number) => ({
    id: 'a',
    name: 'Area',
    createdAt: null,
    area: { kind: 'circle' as const, center: { latitude, longitude }, radiusMetres: 5000 },
  });
  it.each([
    ['no allowed place: never a warning', () => Promise.resolve(ok([])), false],
    ['the chosen address is inside one', () => Promise.resolve(ok([circle(-22.95, -43.19), circle(4.6, -74.07)])), false],
    ['the chosen address is outside every one', () => Promise.resolve(ok([circle(-22.95, -43.19)])), true],
    ['the areas could not be read: no warning', () => Promise.resolve(err({ kind: 'network' })), false],
  ])('%s', async (_name, allowedPlaces, warned) => {
    const { vm } = make({ allowedPlaces });
    vm.start();
    await flush();
    expect(vm.outsideAllowedPlaces).toBe(false);
    vm.typeAddress('Carrera');
    await flush();
    await vm.chooseSuggestion(vm.form.suggestions[0]!);
    expect(vm.outsideAllowedPlaces).toBe(warned);
    vm.dispose();
  });
});
