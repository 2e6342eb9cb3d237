import { describe, expect, it } from 'vitest';
import { distanceMetres } from '../../src/domain/map/areas';
import { boxesOverlap } from '../../src/ui/shared/map/map-geometry';
import { areaRing, circleRing, layerPoints, placeLabels, type LabelCandidate } from '../../src/ui/shared/map/map-layers';

const FRAME = { x: 0, y: 0, width: 720, height: 420 };
const candidate = (key: string, x: number, y: number, text = key): LabelCandidate => ({ key, text, x, y, offset: 10 });

describe('map labels never cover one another', () => {
  it.each<[string, LabelCandidate[], string[]]>([
    ['one label goes right of its point', [candidate('caller', 100, 100)], ['caller']],
    [
      'two points at one place: both named, on two sides',
      [candidate('caller', 100, 100), candidate('incident', 100, 100)],
      ['caller', 'incident'],
    ],
    [
      'five points at one place: four sides, the fifth left to its title',
      ['a', 'b', 'c', 'd', 'e'].map((k) => candidate(k, 300, 200, `${k}-label`)),
      ['a', 'b', 'c', 'd'],
    ],
    ['a label that would leave the frame on every side is left out', [candidate('edge', 2, 2, 'x'.repeat(200))], []],
  ])('%s', (_name, candidates, placedKeys) => {
    const placed = placeLabels(candidates, FRAME, 11);
    expect(placed.map((p) => p.key)).toEqual(placedKeys);
    for (const a of placed) {
      expect(a.box.x).toBeGreaterThanOrEqual(0);
      expect(a.box.x + a.box.width).toBeLessThanOrEqual(FRAME.width);
      for (const b of placed) if (a !== b) expect(boxesOverlap(a.box, b.box)).toBe(false);
    }
  });

  it('takes the width the browser measures for each text, and keeps the measured labels apart', () => {
    const measured = (text: string) => text.length * 30;
    const placed = placeLabels([candidate('a', 100, 100, 'abcd'), candidate('b', 180, 100, 'efgh')], FRAME, 11, [], measured);
    expect(placed.map((p) => p.box.width)).toEqual([124, 124]);
    expect(boxesOverlap(placed[0]!.box, placed[1]!.box)).toBe(false);
  });

  it('keeps labels off the symbols given as obstacles', () => {
    const symbol = { x: 105, y: 90, width: 60, height: 20 };
    const [placed] = placeLabels([candidate('caller', 100, 100)], FRAME, 11, [symbol]);
    expect(placed).toBeDefined();
    expect(boxesOverlap(placed!.box, symbol)).toBe(false);
  });
});

describe('areas as rings and the points a view must show', () => {
  it('a circle ring is closed and every corner lies on the radius', () => {
    const center = { latitude: -22.95, longitude: -43.19 };
    const ring = circleRing(center, 500, 32);
    expect(ring).toHaveLength(33);
    expect(ring[0]).toEqual(ring[32]);
    for (const [longitude, latitude] of ring) expect(distanceMetres(center, { latitude, longitude })).toBeCloseTo(500, 0);
  });

  it('a polygon ring is closed; an empty one stays empty', () => {
    const points = [
      { latitude: 1, longitude: 2 },
      { latitude: 3, longitude: 4 },
      { latitude: 5, longitude: 2 },
    ];
    expect(areaRing({ kind: 'polygon', points })).toEqual([
      [2, 1],
      [4, 3],
      [2, 5],
      [2, 1],
    ]);
    expect(areaRing({ kind: 'polygon', points: [] })).toEqual([]);
  });

  it('the view fits markers, areas, the incident and the track', () => {
    const points = layerPoints({
      incidentPoint: { latitude: 1, longitude: 1 },
      track: [{ latitude: 2, longitude: 2, at: null }],
      areas: [{ key: 'a', label: 'A', tone: 'area', area: { kind: 'polygon', points: [{ latitude: 3, longitude: 3 }] } }],
      places: [{ id: 1, name: 'Far away', latitude: 80, longitude: 80 } as never],
    });
    expect(points).toEqual([
      { latitude: 3, longitude: 3 },
      { latitude: 1, longitude: 1 },
      { latitude: 2, longitude: 2 },
    ]);
  });
});
