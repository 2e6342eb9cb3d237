import { describe, expect, it } from 'vitest';
import { project } from '../../src/domain/map/mercator';
import { CLUSTER_CELL_PX, MAX_MAP_ZOOM, clusterMarkers, zoomToSeparate, type MapMarkerPoint } from '../../src/domain/map/marker-clusters';

/** Rio de Janeiro's centre, and points some metres from it (1e-3 degree ≈ 110 m). */
const RIO = { latitude: -22.951207, longitude: -43.1944118 };
const near = (id: string, dLat: number, dLng: number): MapMarkerPoint => ({
  id,
  latitude: RIO.latitude + dLat,
  longitude: RIO.longitude + dLng,
});

const A = near('a', 0, 0);
const B = near('b', 0.0005, 0.0005); // ~70 m from A
const C = near('c', 0.02, 0.02); // ~3 km from A
const D = near('d', -0.2, 0.3); // ~40 km away
const SAME = near('s', 0, 0); // exactly at A

/** The groups as member ids, in the function's order. */
const groups = (points: readonly MapMarkerPoint[], zoom: number) => clusterMarkers(points, zoom).map((c) => c.members.map((m) => m.id));

describe('clusterMarkers: nearby markers are drawn as one, by zoom', () => {
  it.each<[string, readonly MapMarkerPoint[], number, string[][]]>([
    ['no points, no markers', [], 12, []],
    ['one point stays a marker', [A], 12, [['a']]],
    ['70 m apart at city zoom: one cluster', [A, B], 12, [['a', 'b']]],
    ['70 m apart at street zoom: two markers', [A, B], 18, [['a'], ['b']]],
    ['3 km apart at city zoom: apart', [A, C], 13, [['a'], ['c']]],
    ['3 km apart from a continent: together', [A, C], 5, [['a', 'c']]],
    ['a city cluster and a far marker', [A, B, C, D], 10, [['a', 'b', 'c'], ['d']]],
    ['at street zoom all four apart', [A, B, C, D], 18, [['a'], ['b'], ['c'], ['d']]],
    ['the whole world at zoom 0: one cluster', [A, B, C, D], 0, [['a', 'b', 'c', 'd']]],
    ['the same place never parts', [A, SAME], MAX_MAP_ZOOM, [['a', 's']]],
  ])('%s', (_, points, zoom, expected) => {
    expect(groups(points, zoom)).toEqual(expected);
  });

  it.each<[string, readonly MapMarkerPoint[]]>([
    ['NaN latitude', [{ id: 'x', latitude: Number.NaN, longitude: 1 }]],
    ['infinite longitude', [{ id: 'x', latitude: 1, longitude: Number.POSITIVE_INFINITY }]],
  ])('leaves out a point with %s', (_, points) => {
    expect(clusterMarkers([...points, A], 12).map((c) => c.key)).toEqual(['a']);
  });

  it('merges markers across a cell edge that would overlap, keeps those a cell apart', () => {
    // Two points 10 px apart at zoom 15, either side of a cell's edge; a third 2 cells away.
    const zoom = 15;
    const edgeX = Math.ceil(project(RIO.latitude, RIO.longitude, zoom).x / CLUSTER_CELL_PX) * CLUSTER_CELL_PX;
    const degPerPx = 360 / (256 * 2 ** zoom);
    const left = { ...near('l', 0, 0), longitude: RIO.longitude + (edgeX - 5 - project(RIO.latitude, RIO.longitude, zoom).x) * degPerPx };
    const right = { ...left, id: 'r', longitude: left.longitude + 10 * degPerPx };
    const far = { ...left, id: 'f', longitude: left.longitude + 2 * CLUSTER_CELL_PX * degPerPx };
    expect(groups([left, right, far], zoom)).toEqual([['f'], ['l', 'r']]);
  });

  it('names a single marker by its id and a cluster after its first member, drawn at the mean position', () => {
    const [cluster] = clusterMarkers([B, A], 10);
    expect(cluster?.key).toBe('cluster:a');
    expect(cluster?.latitude).toBeCloseTo((A.latitude + B.latitude) / 2, 9);
    expect(cluster?.longitude).toBeCloseTo((A.longitude + B.longitude) / 2, 9);
    expect(clusterMarkers([C], 10)[0]).toEqual({ key: 'c', latitude: C.latitude, longitude: C.longitude, members: [C] });
  });

  it('answers the same whatever the input order', () => {
    expect(clusterMarkers([D, C, B, A], 11)).toEqual(clusterMarkers([A, B, C, D], 11));
  });
});

describe('zoomToSeparate: how close the map must be to show a marker on its own', () => {
  it.each<[string, readonly MapMarkerPoint[], string, number, number]>([
    ['already alone: the zoom asked', [A, C], 'a', 13, 13],
    ['70 m from a neighbour: zoom in until they part', [A, B], 'a', 10, 16],
    ['a marker that is not there: the zoom asked', [A, B], 'zz', 10, 10],
    ['the same place as another: as close as the map goes', [A, SAME], 'a', 10, MAX_MAP_ZOOM],
    ['never zooms out', [A], 'a', 17, 17],
  ])('%s', (_, points, id, zoom, expected) => {
    expect(zoomToSeparate(points, id, zoom)).toBe(expected);
  });
});
