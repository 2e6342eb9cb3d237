import { describe, expect, it } from 'vitest';
import {
  isTitleRequired,
  normalizeAddress,
  titleGuard,
  titleLengthError,
  titleLengthLimit,
  validateIncidentForm,
} from '../../src/domain/incident-form/incident-form-validation';
import {
  isValueTooLong,
  responseErrorAlert,
  saveFailureDialog,
  stripGraphqlPrefix,
} from '../../src/domain/incident-form/incident-save-error';
import {
  cityFromAddressComponents,
  isAddressSearchable,
  normalizeLatitude,
  normalizeLongitude,
} from '../../src/domain/incident-form/incident-location';
import {
  INCIDENT_FORM_FIELDS,
  isIncidentFieldEditable,
  isIncidentFieldReadOnly,
} from '../../src/domain/incident-form/incident-form-fields';

const full = { title: 'Fire', address: 'Rua A, 1', description: 'Smoke' };

describe('SPEC §5 Incident form: title, address and description are required', () => {
  it.each([
    [full, []],
    [{ ...full, title: '' }, [{ field: 'title', key: 'incident.form.title_required' }]],
    [{ ...full, title: ' \t ' }, [{ field: 'title', key: 'incident.form.title_required' }]],
    [{ ...full, address: null }, [{ field: 'address', key: 'incident.form.address_required' }]],
    [{ ...full, address: ' Unavailable ' }, [{ field: 'address', key: 'incident.form.address_required' }]],
    [{ ...full, description: undefined }, [{ field: 'description', key: 'incident.form.description_required' }]],
    [
      {},
      [
        { field: 'title', key: 'incident.form.title_required' },
        { field: 'address', key: 'incident.form.address_required' },
        { field: 'description', key: 'incident.form.description_required' },
      ],
    ],
  ])('%j gives %j', (values, expected) => {
    expect(validateIncidentForm(values)).toEqual(expected);
  });
  it('null values miss all three; a too-long title is reported with the required checks', () => {
    expect(validateIncidentForm(null)).toHaveLength(3);
    expect(validateIncidentForm({ ...full, title: 'abcdef', description: '' }, { limitedTitleLength: 5 })).toEqual([
      { field: 'title', key: 'settings.limited-description-length', params: { limit: 5 } },
      { field: 'description', key: 'incident.form.description_required' },
    ]);
  });
});

describe('SPEC §5 requireIncidentTitle blocks leave, stop and save without a title', () => {
  it.each([
    ['leave', '', { requireIncidentTitle: true }, 'required.title'],
    ['stop', '  ', { requireIncidentTitle: true }, 'required.title'],
    ['save', null, { requireIncidentTitle: true }, 'required.title'],
    ['save', undefined, { requireIncidentTitle: 'TRUE' }, 'required.title'],
    ['save', 'Fire', { requireIncidentTitle: true }, null],
    ['leave', '', { requireIncidentTitle: false }, null],
    ['leave', '', { requireIncidentTitle: 'false' }, null],
    ['leave', '', { requireIncidentTitle: null }, null],
    ['leave', '', {}, null],
    ['leave', '', null, null],
    ['delete', '', { requireIncidentTitle: true }, null], // not a guarded action
    ['', '', { requireIncidentTitle: true }, null],
  ] as const)('%s with title %j and %j gives %j', (action, title, settings, expected) => {
    expect(titleGuard(action, title, settings)).toBe(expected);
  });
  it.each([
    [true, true],
    ['true', true],
    [' True ', true],
    ['yes', false],
    [1, false],
    [undefined, false],
  ])('isTitleRequired(%j) is %s', (value, expected) => {
    expect(isTitleRequired({ requireIncidentTitle: value as boolean })).toBe(expected);
  });
});

describe('SPEC §5 limitedTitleLength', () => {
  it.each([
    [10, 10],
    ['10', 10],
    [' 7 ', 7],
    [0, null],
    ['0', null],
    [-3, null],
    [2.9, 2],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['abc', null],
    ['1e3', null],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('limit %j reads as %j', (value, expected) => {
    expect(titleLengthLimit({ limitedTitleLength: value })).toBe(expected);
  });
  it.each([
    ['abcde', 5, null],
    ['  abcde  ', 5, null], // trimmed
    ['abcdef', 5, { field: 'title', key: 'settings.limited-description-length', params: { limit: 5 } }],
    ['😀😀😀', 3, null], // counted in characters, not UTF-16 units
    ['😀😀😀😀', 3, { field: 'title', key: 'settings.limited-description-length', params: { limit: 3 } }],
    ['abcdef', 0, null], // 0 means no limit
    ['x'.repeat(100_000), 255, { field: 'title', key: 'settings.limited-description-length', params: { limit: 255 } }],
    [null, 5, null],
  ] as const)('title %j with limit %j gives %j', (title, limit, expected) => {
    expect(titleLengthError(title, { limitedTitleLength: limit })).toEqual(expected);
  });
});

describe('SPEC §8 Save failure', () => {
  const dialog = (detail: unknown) => ({ titleKey: 'error', textKey: 'something_is_wrong', detail });
  it.each([
    ['GraphQL error: Incident not found', dialog({ kind: 'server', message: 'Incident not found' })],
    ['graphql error: GraphQL error: nested', dialog({ kind: 'server', message: 'nested' })],
    ['Incident not found', dialog({ kind: 'server', message: 'Incident not found' })],
    ['Error: GraphQL error: x', dialog({ kind: 'server', message: 'Error: GraphQL error: x' })], // only a leading prefix is removed
    ['value too long for type character varying(255)', dialog({ kind: 'key', key: 'value_too_long' })],
    ['GraphQL error: value too long for type character varying(255)', dialog({ kind: 'key', key: 'value_too_long' })],
    ['ERROR: Value too long for type character varying(100) at row 3', dialog({ kind: 'key', key: 'value_too_long' })],
    ['GraphQL error: ', dialog(null)],
    ['', dialog(null)],
    [null, dialog(null)],
    [undefined, dialog(null)],
    [{ message: 'x' }, dialog(null)],
  ])('%j gives %j', (message, expected) => {
    expect(saveFailureDialog(message)).toEqual(expected);
  });
  it.each([
    ['GraphQL error: boom', 'boom'],
    ['  GraphQL error:   boom ', 'boom'],
    ['boom', 'boom'],
    [null, ''],
    [7, ''],
  ])('stripGraphqlPrefix(%j) is %j', (message, expected) => {
    expect(stripGraphqlPrefix(message)).toBe(expected);
  });
  it('finds value_too_long inside a 100k message', () => {
    expect(isValueTooLong('x'.repeat(100_000) + 'value too long for type character varying(255)')).toBe(true);
    expect(isValueTooLong('value too long')).toBe(false);
    expect(stripGraphqlPrefix('GraphQL error: '.repeat(10_000) + 'end')).toBe('end');
  });
  it.each<[Parameters<typeof responseErrorAlert>[0], string | null]>([
    [{ errors: [{ message: 'x' }] }, 'something_is_wrong'],
    [{ errors: [] }, null],
    [{ errors: null }, null],
    [{ data: {} } as { errors?: null }, null],
    [null, null],
    [{ errors: 'x' as unknown as unknown[] }, null],
  ])('response %j gives alert %j', (response, expected) => {
    expect(responseErrorAlert(response)).toBe(expected);
  });
});

describe('SPEC §5 Zero or missing coordinates are empty', () => {
  it.each([
    [-22.951207, -22.951207],
    ['-22.951207', -22.951207],
    [' 12.5 ', 12.5],
    ['+1.', 1],
    ['.5', 0.5],
    [90, 90],
    [0, null],
    [-0, null],
    ['0', null],
    ['0.000', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    ['', null],
    ['  ', null],
    ['abc', null],
    ['12abc', null],
    ['0x10', null],
    ['1e3', null],
    ['-', null],
    ['.', null],
    ['-22,95', null],
    ['１２', null],
    [Number.POSITIVE_INFINITY, null],
    [90.0001, null],
    [{}, null],
    [true, null],
    ['9'.repeat(100_000), null],
  ])('latitude %j reads as %j', (value, expected) => {
    expect(normalizeLatitude(value)).toBe(expected);
  });
  it.each([
    [-43.1944118, -43.1944118],
    [180, 180],
    [-180, -180],
    [180.5, null],
    [0, null],
    ['-43.19', -43.19],
  ])('longitude %j reads as %j', (value, expected) => {
    expect(normalizeLongitude(value)).toBe(expected);
  });
});

describe('SPEC §5 Address unavailable is empty', () => {
  it.each([
    ['unavailable', ''],
    ['UNAVAILABLE', ''],
    ['  Unavailable\t', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [3, ''],
    [' Rua A, 1 ', 'Rua A, 1'],
    ['unavailable street', 'unavailable street'],
    ['unаvailable', 'unаvailable'], // Cyrillic а
  ])('%j becomes %j', (address, expected) => {
    expect(normalizeAddress(address)).toBe(expected);
  });
});

describe('SPEC §5 City from the address autocomplete: locality, else district, else state', () => {
  const locality = { long_name: 'Rio de Janeiro', types: ['locality', 'political'] };
  const level2 = { long_name: 'Niterói', types: ['administrative_area_level_2', 'political'] };
  const sublocality = { long_name: 'Copacabana', types: ['sublocality_level_1', 'sublocality', 'political'] };
  const state = { long_name: 'Rio de Janeiro State', types: ['administrative_area_level_1', 'political'] };
  it.each([
    [[state, sublocality, level2, locality], 'Rio de Janeiro'],
    [[state, sublocality, level2], 'Niterói'],
    [[state, sublocality], 'Copacabana'],
    [[state, { long_name: 'Bairro', types: ['sublocality_level_2'] }], 'Bairro'],
    [[state], 'Rio de Janeiro State'],
    [[{ long_name: '  ', types: ['locality'] }, state], 'Rio de Janeiro State'],
    [[{ long_name: null, types: ['locality'] }, { types: ['locality'] }, { long_name: 'X' }, null, 5, state], 'Rio de Janeiro State'],
    [[{ long_name: ' Bogotá ', types: ['locality'] }], 'Bogotá'],
    [[{ long_name: 'Route', types: ['route'] }], null],
    [[], null],
    [null, null],
    ['locality', null],
  ])('%j gives %j', (components, expected) => {
    expect(cityFromAddressComponents(components)).toBe(expected);
  });
});

describe('SPEC §5 Read-only fields in the edit form', () => {
  it.each([
    ['phone', true],
    ['latitude', true],
    ['longitude', true],
    ['createdAt', true],
    ['title', false],
    ['address', false],
    ['city', false],
    ['description', false],
    ['unknown', true],
    ['', true],
  ])('%s read-only: %s', (field, expected) => {
    expect(isIncidentFieldReadOnly(field)).toBe(expected);
  });
  it('editing needs edit enabled and a writable field', () => {
    expect(INCIDENT_FORM_FIELDS.filter((f) => isIncidentFieldEditable(f, true))).toEqual(['title', 'address', 'city', 'description']);
    expect(INCIDENT_FORM_FIELDS.filter((f) => isIncidentFieldEditable(f, false))).toEqual([]);
  });
});

describe('SPEC §5 Address autocomplete: suggestions from two typed characters on', () => {
  it.each([
    ['', false],
    ['R', false],
    ['  R  ', false],
    ['Ru', true],
    [' Av ', true],
    ['Rua das Flores', true],
  ])('%j -> %s', (text, searchable) => {
    expect(isAddressSearchable(text)).toBe(searchable);
  });
});
