import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { restRowOf } from '../../src/adapters/real/resource-endpoints';
import { restResource } from '../../src/adapters/real/rest-resource.axios.adapter';
import { ALLOWED_PLACES } from '../../src/domain/admin/resources/allowed-places';
import { ARGOS as ARGOS_RESOURCE } from '../../src/domain/admin/resources/argos';
import { PLACES_OF_INTEREST } from '../../src/domain/admin/resources/places-of-interest';
import { RATES_APP } from '../../src/domain/admin/resources/rates-app';
import { defaultListQuery } from '../../src/domain/admin/list-query';
import { answerWith, mswWire, testHttpClient } from './support/msw-wire';

const { recordRequest } = mswWire();
const http = () => testHttpClient({ token: 'tok-3' });
const placesOfInterest = () => restResource(http(), PLACES_OF_INTEREST, restRowOf(PLACES_OF_INTEREST));
const allowedPlaces = () => restResource(http(), ALLOWED_PLACES, restRowOf(ALLOWED_PLACES));

const PLACE = { id: 4, name: 'Hospital', category: 'hospital', address: 'Rua A, 1', latitude: -22.95, longitude: -43.19, createdAt: null };
const CIRCLE = {
  id: 'a1',
  name: 'Centre',
  area: { kind: 'circle', center: { latitude: -22.95, longitude: -43.19 }, radiusMetres: 800 },
  createdAt: null,
};
const RATING = { id: 9, stars: 4, comment: '<b>good</b>', at: '2026-11-20T10:00:00Z', platform: 'ios' };
const ARGOS = {
  id: 'argos-1',
  code: 'ARG-1',
  kind: 'panic_button',
  description: 'Panic',
  address: 'Av. X',
  latitude: 25.6,
  longitude: -100.3,
  at: '2026-11-25T10:00:00Z',
  status: 'new',
  incidentId: null,
};

describe('the places adapters over the assumed REST calls (src/adapters/real/assumed-endpoints.ts)', () => {
  it('lists places of interest with the list query and the bearer token; an unknown category reads as other', async () => {
    const seen = recordRequest(answerWith({ items: [PLACE, { ...PLACE, id: 5, category: 'zoo' }], total: 2 }));
    const page = await placesOfInterest().list({
      ...defaultListQuery({ sortable: [], filters: [] }),
      filters: { category: 'hospital' },
    });
    expect(seen).toMatchObject({ method: 'GET', path: '/api/places-of-interest', authorization: 'Bearer tok-3' });
    expect(seen.query?.get('category')).toBe('hospital');
    expect(page.items.map((p) => p.category)).toEqual(['hospital', 'other']);
  });

  it('creates a place with a POST of its input and reads the answer', async () => {
    const seen = recordRequest(answerWith(PLACE));
    const input = { name: 'Hospital', category: 'hospital' as const, address: 'Rua A, 1', latitude: -22.95, longitude: -43.19 };
    expect(await placesOfInterest().create(input)).toEqual(PLACE);
    expect(seen).toMatchObject({ method: 'POST', path: '/api/places-of-interest', body: input });
  });

  it.each([
    ['a place without coordinates', { items: [{ ...PLACE, latitude: null }] }],
    ['a latitude beyond 90', [{ ...PLACE, latitude: 120 }]],
    ['an HTML page', '<html>proxy</html>'],
    ['a name of another type', [{ ...PLACE, name: 42 }]],
    ['a category of another type', [{ ...PLACE, category: { hospital: true } }]],
  ])('refuses %s as invalid-response', async (_name, answer) => {
    recordRequest(answerWith(answer));
    await expect(placesOfInterest().list(defaultListQuery({ sortable: [], filters: [] }))).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('updates an allowed place with a PATCH; a polygon of two corners in an answer is refused', async () => {
    const seen = recordRequest(answerWith(CIRCLE));
    const input = { name: 'Centre', area: CIRCLE.area as never };
    expect(await allowedPlaces().update('a1', input)).toEqual(CIRCLE);
    expect(seen).toMatchObject({ method: 'PATCH', path: '/api/allowed-places/a1' });
    recordRequest(
      answerWith([
        {
          ...CIRCLE,
          area: {
            kind: 'polygon',
            points: [
              { latitude: 1, longitude: 1 },
              { latitude: 2, longitude: 2 },
            ],
          },
        },
      ]),
    );
    await expect(allowedPlaces().list(defaultListQuery({ sortable: [], filters: [] }))).rejects.toBeInstanceOf(GatewayError);
  });

  it('reads the ratings of a range (open ends left out of the query); a comment stays the text it is', async () => {
    const seen = recordRequest(answerWith([RATING, { ...RATING, id: 10, comment: null, platform: 'windows' }]));
    const ratings = await restResource(http(), RATES_APP, restRowOf(RATES_APP)).all({ from: '2026-11-01', to: '' });
    expect(seen).toMatchObject({ method: 'GET', path: '/api/app-ratings' });
    expect(Object.fromEntries(seen.query ?? [])).toEqual({ from: '2026-11-01' });
    expect(ratings).toEqual([RATING, { ...RATING, id: 10, comment: '', platform: 'web' }]);
  });

  it('makes an incident of an Argos event with a POST and reads its id; a 409 reaches the caller as a server error', async () => {
    const seen = recordRequest(answerWith({ incidentId: 321 }));
    const argos = () => restResource(http(), ARGOS_RESOURCE, restRowOf(ARGOS_RESOURCE));
    expect(await argos().act('createIncident', 'argos-1')).toEqual({ incidentId: 321 });
    expect(seen).toMatchObject({ method: 'POST', path: '/api/argos/argos-1/incident' });
    recordRequest(answerWith({ message: 'Already created' }, 409));
    await expect(argos().act('createIncident', 'argos-1')).rejects.toMatchObject({ kind: 'server' });
    const listed = recordRequest(answerWith({ items: [ARGOS], total: 1 }));
    expect((await argos().list(defaultListQuery({ sortable: [], filters: [] }))).items).toEqual([ARGOS]);
    expect(listed).toMatchObject({ method: 'GET', path: '/api/argos' });
  });
});
