import { describe, expect, it } from 'vitest';
import { HEIGHT, WIDTH, mapView, niceFloor, niceStep, project, unproject } from '../../src/ui/incident/live/map-geometry';

describe('built-in map geometry (SPEC §9 default centre -22.951207, -43.1944118, zoom 15)', () => {
  it('without points: the default centre at zoom 15', () => {
    expect(mapView([])).toEqual({ center: { latitude: -22.951207, longitude: -43.1944118 }, zoom: 15 });
  });

  it('one point: centred on it at zoom 15', () => {
    expect(mapView([{ latitude: 4.6, longitude: -74.07 }])).toEqual({ center: { latitude: 4.6, longitude: -74.07 }, zoom: 15 });
  });

  it.each([
    ['a short walk', [{ latitude: -22.9712, longitude: -43.1822 }, { latitude: -22.9701, longitude: -43.1809 }]],
    ['across the city', [{ latitude: -22.99, longitude: -43.25 }, { latitude: -22.85, longitude: -43.1 }]],
    ['two cities', [{ latitude: -22.95, longitude: -43.19 }, { latitude: -23.55, longitude: -46.63 }]],
  ])('%s: every point fits inside the frame, with the largest zoom that does', (_name, points) => {
    const { center, zoom } = mapView(points);
    const fits = (z: number) => {
      const c = project(center.latitude, center.longitude, z);
      return points.every((p) => {
        const q = project(p.latitude, p.longitude, z);
        return Math.abs(q.x - c.x) <= WIDTH / 2 && Math.abs(q.y - c.y) <= HEIGHT / 2;
      });
    };
    expect(fits(zoom)).toBe(true);
    expect(zoom).toBeLessThanOrEqual(15);
    // One zoom level closer, the points would take more than 80 % of the frame (the margin the view keeps).
    if (zoom < 15) {
      const xs = points.map((p) => project(p.latitude, p.longitude, zoom + 1).x);
      const ys = points.map((p) => project(p.latitude, p.longitude, zoom + 1).y);
      const span = Math.max((Math.max(...xs) - Math.min(...xs)) / WIDTH, (Math.max(...ys) - Math.min(...ys)) / HEIGHT);
      expect(span).toBeGreaterThan(0.8);
    }
  });

  it.each([
    [-22.951207, -43.1944118, 15],
    [4.6, -74.07, 12],
    [0, 0, 3],
    [60, 179.9, 10],
  ])('project and unproject are inverse at (%f, %f) zoom %i', (latitude, longitude, zoom) => {
    const p = project(latitude, longitude, zoom);
    const back = unproject(p.x, p.y, zoom);
    expect(back.latitude).toBeCloseTo(latitude, 6);
    expect(back.longitude).toBeCloseTo(longitude, 6);
  });

  it.each([
    [0.0037, 0.005, 0.002],
    [0.011, 0.02, 0.01],
    [180, 200, 100],
    [1, 1, 1],
    [7, 10, 5],
  ])('grid step for %f is %f; the scale bar for it is %f', (raw, step, floor) => {
    expect(niceStep(raw)).toBeCloseTo(step, 10);
    expect(niceFloor(raw)).toBeCloseTo(floor, 10);
  });
});
