import { describe, expect, it } from 'vitest';
import {
  AXIS_FONT,
  HEIGHT,
  WIDTH,
  boxesOverlap,
  builtInMapLayout,
  gridLabel,
  gridValues,
  labelDecimals,
  mapView,
  niceFloor,
  niceStep,
  project,
  textBox,
  unproject,
  type Box,
  type GridLine,
} from '../../src/ui/shared/map/map-geometry';

describe('built-in map geometry (SPEC §9 default centre -22.951207, -43.1944118, zoom 15)', () => {
  it('without points: the default centre at zoom 15', () => {
    expect(mapView([])).toEqual({ center: { latitude: -22.951207, longitude: -43.1944118 }, zoom: 15 });
  });

  it('one point: centred on it at zoom 15', () => {
    expect(mapView([{ latitude: 4.6, longitude: -74.07 }])).toEqual({ center: { latitude: 4.6, longitude: -74.07 }, zoom: 15 });
  });

  it.each([
    [
      'a short walk',
      [
        { latitude: -22.9712, longitude: -43.1822 },
        { latitude: -22.9701, longitude: -43.1809 },
      ],
    ],
    [
      'across the city',
      [
        { latitude: -22.99, longitude: -43.25 },
        { latitude: -22.85, longitude: -43.1 },
      ],
    ],
    [
      'two cities',
      [
        { latitude: -22.95, longitude: -43.19 },
        { latitude: -23.55, longitude: -46.63 },
      ],
    ],
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

describe('built-in map axis labels: just enough decimals that neighbouring grid lines differ', () => {
  it.each([
    // [grid step, decimals]
    [10, 0],
    [5, 0],
    [2, 0],
    [1, 0],
    [0.5, 1],
    [0.2, 1],
    [0.1, 1],
    [0.05, 2],
    [0.02, 2],
    [0.01, 2],
    [0.005, 3],
    [0.002, 3],
    [0.001, 3],
    [0.0005, 4],
    [0.25, 2],
    [niceStep(0.0037), 3],
    [niceStep(0.00415), 3],
    [niceStep(0.011), 2],
  ])('a step of %f takes %i decimals', (step, decimals) => {
    expect(labelDecimals(step)).toBe(decimals);
    // One fewer would write two neighbouring lines alike somewhere on the axis.
    if (decimals > 0) expect((step * 10 ** (decimals - 1)) % 1).not.toBeCloseTo(0, 6);
  });

  it.each([
    // [value, step, label]
    [-22.965, 0.005, '-22.965'],
    [-22.97, 0.005, '-22.970'],
    [-22.960000000000004, 0.005, '-22.960'],
    [-22.97, 0.01, '-22.97'],
    [-43.190000000000005, 0.01, '-43.19'],
    [4.595, 0.005, '4.595'],
    [4.6, 0.005, '4.600'],
    [-74.08, 0.01, '-74.08'],
    [-43.2, 0.1, '-43.2'],
    [-46.5, 0.5, '-46.5'],
    [-45, 5, '-45'],
    [-2.7755575615628914e-17, 0.005, '0.000'],
    [0, 0.01, '0.00'],
  ])('%f on a grid of %f reads %s', (value, step, label) => {
    expect(gridLabel(value, step)).toBe(label);
  });

  it('the default centre (SPEC §9) at zoom 15: grid lines 0.005° of latitude apart no longer both read -22.95 or -22.96', () => {
    const layout = builtInMapLayout([]);
    const step = layout.latitudes[1]!.value - layout.latitudes[0]!.value;
    expect(step).toBeCloseTo(0.005, 10);
    expect(layout.latitudes.map((line) => line.text)).toEqual(layout.latitudes.map((line) => line.value.toFixed(3)));
    expect(new Set(layout.latitudes.map((line) => line.text)).size).toBe(layout.latitudes.length);
  });

  it.each([
    [0.001, 0.02, 0.005, [0.005, 0.01, 0.015, 0.02]],
    [-22.9712, -22.9501, 0.005, [-22.97, -22.965, -22.96, -22.955]],
    [-0.015, 0.015, 0.01, [-0.01, 0, 0.01]],
    [-74.1, -74, 0.05, [-74.1, -74.05, -74]],
  ])('grid values from %f to %f by %f', (from, to, step, expected) => {
    const values = gridValues(from, to, step);
    expect(values).toHaveLength(expected.length);
    values.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 10));
  });
});

const VIEWS: Array<[string, Array<{ latitude: number; longitude: number }>]> = [
  ['no points (the default centre)', []],
  ['the demo caller in Bogotá', [{ latitude: 4.5972, longitude: -74.072 }]],
  [
    'a short walk in Rio',
    [
      { latitude: -22.9712, longitude: -43.1822 },
      { latitude: -22.9701, longitude: -43.1809 },
    ],
  ],
  [
    'a walk of 300 m',
    [
      { latitude: -22.951207, longitude: -43.1944118 },
      { latitude: -22.9485, longitude: -43.1944118 },
    ],
  ],
  [
    'across the city',
    [
      { latitude: -22.99, longitude: -43.25 },
      { latitude: -22.85, longitude: -43.1 },
    ],
  ],
  [
    'two cities',
    [
      { latitude: -22.95, longitude: -43.19 },
      { latitude: -23.55, longitude: -46.63 },
    ],
  ],
  [
    'across the equator and the prime meridian',
    [
      { latitude: -0.001, longitude: -0.001 },
      { latitude: 0.001, longitude: 0.001 },
    ],
  ],
  ['far north', [{ latitude: 64.1466, longitude: -21.9426 }]],
  [
    'a continent',
    [
      { latitude: 10, longitude: -80 },
      { latitude: -50, longitude: -40 },
    ],
  ],
];

describe('built-in map layout: labels that tell the lines apart and a scale bar that covers nothing', () => {
  const shown = (lines: readonly GridLine[]) => lines.filter((line) => line.label !== null);
  const inFrame = (box: Box) => box.x >= 0 && box.y >= 0 && box.x + box.width <= WIDTH && box.y + box.height <= HEIGHT;

  it.each(VIEWS)('%s', (_name, points) => {
    const { longitudes, latitudes, scale } = builtInMapLayout(points);
    for (const lines of [longitudes, latitudes]) {
      expect(lines.length).toBeGreaterThanOrEqual(2);
      const step = lines[1]!.value - lines[0]!.value;
      // Every line reads its own value, and no two read alike.
      for (const line of lines) expect(Math.abs(Number(line.text) - line.value)).toBeLessThan(step / 100);
      expect(new Set(lines.map((line) => line.text)).size).toBe(lines.length);
      // Most labels stay.
      expect(shown(lines).length).toBeGreaterThanOrEqual(lines.length - 2);
    }
    // A label is left out only where it would run off the frame's edge, never for the scale bar.
    for (const line of longitudes.filter((l) => l.label === null)) {
      expect(line.at + textBox(line.text, 0, 0, AXIS_FONT).width, line.text).toBeGreaterThan(WIDTH - 4);
    }
    for (const line of latitudes.filter((l) => l.label === null)) {
      expect(line.at < 2 * AXIS_FONT || line.at > HEIGHT - 2 * AXIS_FONT, line.text).toBe(true);
    }
    const labels = [...shown(longitudes), ...shown(latitudes)].map((line) => line.label!.box);
    for (const box of labels) {
      expect(inFrame(box)).toBe(true);
      expect(boxesOverlap(box, scale.box)).toBe(false);
    }
    labels.forEach((a, i) => labels.slice(i + 1).forEach((b) => expect(boxesOverlap(a, b)).toBe(false)));
    // The scale label sits above its bar, inside its backdrop, and the backdrop inside the frame.
    expect(boxesOverlap(scale.labelBox, scale.barBox)).toBe(false);
    expect(scale.labelBox.y + scale.labelBox.height).toBeLessThanOrEqual(scale.barBox.y);
    for (const part of [scale.labelBox, scale.barBox]) {
      expect(part.x).toBeGreaterThanOrEqual(scale.box.x);
      expect(part.y).toBeGreaterThanOrEqual(scale.box.y);
      expect(part.x + part.width).toBeLessThanOrEqual(scale.box.x + scale.box.width);
      expect(part.y + part.height).toBeLessThanOrEqual(scale.box.y + scale.box.height);
    }
    expect(inFrame(scale.box)).toBe(true);
    expect(scale.text).toMatch(/^(1|2|5)(0*) (m|km)$/);
  });

  it.each([
    // [view, points, zoom, scale label]: a quarter of the frame is 180 px: 792 m at zoom 15 and 12.7 km at zoom 11 near -22.9°
    ['the default centre', [] as Array<{ latitude: number; longitude: number }>, 15, '500 m'],
    [
      'across the city',
      [
        { latitude: -22.99, longitude: -43.25 },
        { latitude: -22.85, longitude: -43.1 },
      ],
      11,
      '10 km',
    ],
  ])('scale bar of %s, at most a quarter of the frame wide', (_name, points, expectedZoom, text) => {
    const { scale, zoom } = builtInMapLayout(points);
    expect(zoom).toBe(expectedZoom);
    expect(scale.text).toBe(text);
    expect(scale.length).toBeGreaterThan(WIDTH / 10);
    expect(scale.length).toBeLessThanOrEqual(WIDTH / 4);
  });
});
