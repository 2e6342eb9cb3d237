import { describe, expect, it } from 'vitest';
import { areaExtent, areaVerdict, distanceMetres, inCircle, inPolygon, type GeoPoint, type MapArea } from '../../src/domain/map/areas';

const RIO = { latitude: -22.951207, longitude: -43.1944118 };
/** A point `north` and `east` metres from Rio's centre (1e-3 degree of latitude ≈ 111 m). */
const from = (north: number, east: number): GeoPoint => ({
  latitude: RIO.latitude + north / 111_195,
  longitude: RIO.longitude + east / (111_195 * Math.cos((RIO.latitude * Math.PI) / 180)),
});
const SQUARE: GeoPoint[] = [from(1000, -1000), from(1000, 1000), from(-1000, 1000), from(-1000, -1000)];
/** An L: the square without its north-east quarter. */
const ELL: GeoPoint[] = [from(1000, -1000), from(1000, 0), from(0, 0), from(0, 1000), from(-1000, 1000), from(-1000, -1000)];

describe('distanceMetres (haversine)', () => {
  it.each<[string, GeoPoint, GeoPoint, number, number]>([
    ['the same point', RIO, RIO, 0, 0.001],
    ['1 km north', RIO, from(1000, 0), 1000, 2],
    ['1 km east', RIO, from(0, 1000), 1000, 2],
    ['Rio to Bogotá', RIO, { latitude: 4.711, longitude: -74.0721 }, 4_530_000, 30_000],
  ])('%s', (_name, a, b, metres, tolerance) => {
    expect(Math.abs(distanceMetres(a, b) - metres)).toBeLessThanOrEqual(tolerance);
  });
});

describe('inCircle', () => {
  it.each<[string, GeoPoint, number, boolean]>([
    ['the centre', RIO, 500, true],
    ['400 m away, radius 500', from(400, 0), 500, true],
    ['600 m away, radius 500', from(0, -600), 500, false],
    ['on the edge counts as inside', from(0, 500 - 0.01), 500, true],
    ['radius 0 holds only its centre', from(1, 0), 0, false],
    ['a negative radius holds nothing', RIO, -1, false],
    ['a point without coordinates', { latitude: Number.NaN, longitude: 0 }, 500, false],
  ])('%s', (_name, point, radius, inside) => {
    expect(inCircle(point, RIO, radius)).toBe(inside);
  });
});

describe('inPolygon (even-odd, edges inside)', () => {
  it.each<[string, GeoPoint, readonly GeoPoint[], boolean]>([
    ['the square centre', RIO, SQUARE, true],
    ['near a corner, inside', from(990, 990), SQUARE, true],
    ['just outside an edge', from(0, 1010), SQUARE, false],
    ['far away', from(5000, 5000), SQUARE, false],
    ['on an edge', SQUARE[0] as GeoPoint, SQUARE, true],
    ['the L: its filled south-west', from(-500, -500), ELL, true],
    ['the L: its cut-out north-east', from(500, 500), ELL, false],
    ['the L: the inner corner', from(0, 0), ELL, true],
    ['corners in the other order', RIO, [...SQUARE].reverse(), true],
    ['two corners hold nothing', RIO, SQUARE.slice(0, 2), false],
  ])('%s', (_name, point, corners, inside) => {
    expect(inPolygon(point, corners)).toBe(inside);
  });
});

describe('areaVerdict: is the incident inside an allowed place', () => {
  const circle: MapArea = { kind: 'circle', center: RIO, radiusMetres: 1000 };
  const square: MapArea = { kind: 'polygon', points: SQUARE.map((p) => ({ latitude: p.latitude + 0.1, longitude: p.longitude })) };
  it.each<[string, GeoPoint | null, readonly MapArea[], string]>([
    ['no areas: everywhere is accepted', from(9000, 0), [], 'no-areas'],
    ['no point yet', null, [circle], 'no-point'],
    ['inside the circle', from(100, 100), [circle, square], 'inside'],
    ['inside the second area only', { latitude: RIO.latitude + 0.1, longitude: RIO.longitude }, [circle, square], 'inside'],
    ['outside every area', from(-5000, 0), [circle, square], 'outside'],
  ])('%s', (_name, point, areas, verdict) => {
    expect(areaVerdict(point, areas)).toBe(verdict);
  });
});

describe('areaExtent', () => {
  it('a circle reaches its radius north, south, east and west', () => {
    const extent = areaExtent({ kind: 'circle', center: RIO, radiusMetres: 2000 });
    expect(extent).toHaveLength(4);
    for (const point of extent) expect(Math.abs(distanceMetres(RIO, point) - 2000)).toBeLessThan(1);
  });
  it("a polygon's extent is its corners", () => {
    expect(areaExtent({ kind: 'polygon', points: SQUARE })).toEqual(SQUARE);
  });
});
