import { describe, expect, it } from 'vitest';
import { validateForm } from '../../src/domain/admin/form-validation';
import {
  allowedPlaceForm,
  allowedPlaceFormOf,
  allowedPlaceFormSchema,
  allowedPlaceInput,
  parseCorners,
  placeOfInterestSchema,
} from '../../src/domain/admin/places';

/** `n` corners around a circle near Rio, one per line. */
const cornersOf = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `${(-22.9 + 0.01 * Math.sin((2 * Math.PI * i) / n)).toFixed(5)}, ${(-43.2 + 0.01 * Math.cos((2 * Math.PI * i) / n)).toFixed(5)}`,
  ).join('\n');

const place = { name: 'Hospital Botafogo', category: 'hospital', address: 'Rua X', latitude: '-22.95', longitude: '-43.19' };

describe('placeOfInterestSchema: the form as typed', () => {
  it.each<[string, Record<string, unknown>, Record<string, string> | null]>([
    ['a valid place', place, null],
    ['a decimal comma', { ...place, latitude: '-22,95' }, null],
    ['numbers (the facade checks its input)', { ...place, latitude: -22.95, longitude: -43.19 }, null],
    ['no name', { ...place, name: '  ' }, { name: 'required' }],
    ['a name of 255 characters (the limit)', { ...place, name: 'n'.repeat(255) }, null],
    ['a name of 256 characters', { ...place, name: 'n'.repeat(256) }, { name: 'too-long' }],
    ['markup in the name', { ...place, name: '<b>x</b>' }, { name: 'markup' }],
    ['an unknown category', { ...place, category: 'zoo' }, { category: 'required' }],
    ['no latitude', { ...place, latitude: '' }, { latitude: 'required' }],
    ['a latitude beyond 90', { ...place, latitude: '95' }, { latitude: 'invalid-coordinate' }],
    ['a longitude that is not a number', { ...place, longitude: 'west' }, { longitude: 'invalid-coordinate' }],
  ])('%s', (_name, values, errors) => {
    const result = validateForm(placeOfInterestSchema, values);
    if (errors === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, error: { kind: 'invalid', fields: errors } });
  });
});

describe('allowedPlaceFormSchema: a circle or a polygon', () => {
  const circle = { ...allowedPlaceForm(null), name: 'Centre', latitude: '-22.95', longitude: '-43.19', radius: '1500' };
  const polygon = { ...allowedPlaceForm(null), name: 'Zone', kind: 'polygon', corners: '-22.9, -43.2\n-22.9, -43.1\n-23.0, -43.1' };
  it.each<[string, Record<string, unknown>, Record<string, string> | null]>([
    ['a circle', circle, null],
    ['a polygon of three corners', polygon, null],
    ['a circle of 10 m', { ...circle, radius: '10' }, { radius: 'invalid-radius' }],
    ['a circle without centre', { ...circle, latitude: '' }, { latitude: 'required' }],
    ['a polygon of two corners', { ...polygon, corners: '-22.9, -43.2\n-22.9, -43.1' }, { corners: 'too-few-corners' }],
    ['a polygon of 100 corners (the most)', { ...polygon, corners: cornersOf(100) }, null],
    ['a polygon of 101 corners', { ...polygon, corners: cornersOf(101) }, { corners: 'too-many-corners' }],
    ['a polygon corner that is not a pair', { ...polygon, corners: '-22.9, -43.2\nhere\n-23, -43' }, { corners: 'invalid-corners' }],
  ])('%s', (_name, values, errors) => {
    const result = validateForm(allowedPlaceFormSchema, values);
    if (errors === null) expect(result.ok).toBe(true);
    else expect(result.ok ? null : result.error.fields).toMatchObject(errors);
  });

  it('a valid form makes the area, and the area gives the form back', () => {
    const parsed = validateForm(allowedPlaceFormSchema, polygon);
    if (!parsed.ok) throw new Error('refused');
    const input = allowedPlaceInput(parsed.value);
    expect(input.area).toEqual({
      kind: 'polygon',
      points: [
        { latitude: -22.9, longitude: -43.2 },
        { latitude: -22.9, longitude: -43.1 },
        { latitude: -23, longitude: -43.1 },
      ],
    });
    expect(validateForm(allowedPlaceFormSchema, allowedPlaceFormOf(input)).ok).toBe(true);
  });
});

describe('parseCorners', () => {
  it.each<[string, number | null]>([
    ['', 0],
    ['-22.9, -43.2; -22.8 -43.1', 2],
    ['-22.9,-43.2\n\n-22.8,-43.1\n', 2],
    ['91, 0', null],
    ['a, b', null],
  ])('"%s"', (text, count) => {
    expect(parseCorners(text)?.length ?? null).toBe(count);
  });
});
