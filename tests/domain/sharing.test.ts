import { describe, expect, it } from 'vitest';
import { MAX_SHARED_ADDRESS_LENGTH, safeEncodeURIComponent, shareLocationLink } from '../../src/domain/sharing/share-location';
import { chatConversationName } from '../../src/domain/sharing/chat-conversation';

const GOOGLE = 'https://www.google.com/maps/search/?api=1&query=';

describe('SPEC §3 Settings.shareLocationPreference: google-maps link, else the default (Waze) link', () => {
  it.each([
    [{ latitude: -22.951207, longitude: -43.1944118 }, 'google-maps', `${GOOGLE}-22.951207,-43.1944118`],
    [{ latitude: -22.951207, longitude: -43.1944118 }, 'default', 'https://waze.com/ul?ll=-22.951207,-43.1944118&navigate=yes'],
    [{ latitude: '-22.95', longitude: '-43.19', address: 'Rua A' }, ' Google-Maps ', `${GOOGLE}-22.95,-43.19`],
    [{ latitude: 10, longitude: 20 }, null, 'https://waze.com/ul?ll=10,20&navigate=yes'],
    [{ latitude: 1.123456789, longitude: 2.5 }, 'google-maps', `${GOOGLE}1.1234568,2.5`],
    [{ latitude: -0.00000001, longitude: 20.1 }, 'google-maps', `${GOOGLE}0,20.1`],
    [{ latitude: 45, longitude: -100 }, 'google-maps', `${GOOGLE}45,-100`],
    [
      { address: 'Av. Atlântica 1702, Rio de Janeiro & Co #2' },
      'google-maps',
      `${GOOGLE}Av.%20Atl%C3%A2ntica%201702%2C%20Rio%20de%20Janeiro%20%26%20Co%20%232`,
    ],
    [{ address: 'Rua A?b=c' }, 'waze', 'https://waze.com/ul?q=Rua%20A%3Fb%3Dc'],
    [{ latitude: 0, longitude: -43.19, address: ' Rua B ' }, 'google-maps', `${GOOGLE}Rua%20B`],
    [{ latitude: 95, longitude: 20, address: 'Rua C' }, 'default', 'https://waze.com/ul?q=Rua%20C'],
    [{ latitude: 'abc', longitude: '１２', address: 'Rua D' }, 'google-maps', `${GOOGLE}Rua%20D`],
    [{ address: 'unavailable' }, 'google-maps', null],
    [{ address: ' UNAVAILABLE ' }, 'default', null],
    [{ address: '   ' }, 'google-maps', null],
    [{ latitude: 0, longitude: 0 }, 'google-maps', null],
    [{}, 'google-maps', null],
    [null, 'google-maps', null],
    [undefined, undefined, null],
  ] as const)('%j with %j -> %s', (place, preference, expected) => {
    expect(shareLocationLink(place, preference)).toBe(expected);
  });

  it('encodes lone surrogates and look-alikes without throwing', () => {
    expect(shareLocationLink({ address: 'a\uD800b' }, 'google-maps')).toBe(`${GOOGLE}a%EF%BF%BDb`);
    expect(shareLocationLink({ address: 'Улица 😀' }, 'default')).toBe(
      'https://waze.com/ul?q=%D0%A3%D0%BB%D0%B8%D1%86%D0%B0%20%F0%9F%98%80',
    );
    expect(safeEncodeURIComponent('\uDC00x\uD83D\uDE00')).toBe('%EF%BF%BDx%F0%9F%98%80');
  });

  it('cuts a very long address', () => {
    const link = shareLocationLink({ address: 'a'.repeat(100_000) }, 'google-maps');
    expect(link).toBe(GOOGLE + 'a'.repeat(MAX_SHARED_ADDRESS_LENGTH));
  });
});

describe('SPEC §3 chat conversation name {incidentId}_{public or tenant_{id}}', () => {
  it.each([
    ['123', 'public', '123_public'],
    [123, 'tenant_5', '123_tenant_5'],
    ['123', '5', '123_tenant_5'],
    [' 77 ', ' tenant_24 ', '77_tenant_24'],
    ['abc-1', '', 'abc-1_public'],
    ['9', null, '9_public'],
    ['9', undefined, '9_public'],
    ['', 'public', null],
    ['   ', 'public', null],
    [null, 'public', null],
    [undefined, 'tenant_5', null],
    [1.5, 'public', null],
    [-3, 'public', null],
    [Number.NaN, 'public', null],
    ['12 3', 'public', null],
    ['１２３', 'public', null],
    ['123_x', 'public', null],
    ['1'.repeat(100_000), 'public', null],
    ['123', 'tenant_a b', null],
    ['123', 'tenant_５', null],
    ['123', 'x'.repeat(100_000), null],
  ] as const)('(%j, %j) -> %s', (incidentId, tenant, expected) => {
    expect(chatConversationName(incidentId, tenant)).toBe(expected);
  });
});
