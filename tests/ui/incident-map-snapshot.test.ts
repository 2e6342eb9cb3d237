import { describe, expect, it } from 'vitest';
import { HEIGHT, WIDTH, builtInMapLayout } from '../../src/ui/shared/map/map-geometry';
import { hasLocation, incidentMapSvg, SNAPSHOT_SCALE, type IncidentLocation } from '../../src/ui/incident/view/incident-map-snapshot';

const WORDS = { incident: 'Incident', caller: 'Caller <&>' };
const POINT = { latitude: -22.951207, longitude: -43.1944118 };
const TRACK = [
  { latitude: -22.953, longitude: -43.197, at: '2026-01-15T12:00:00Z' },
  { latitude: -22.952, longitude: -43.196, at: '2026-01-15T12:00:05Z' },
  { latitude: -22.9515, longitude: -43.1948, at: '2026-01-15T12:00:10Z' },
];

const count = (svg: string, pattern: RegExp) => svg.match(pattern)?.length ?? 0;

describe('PDF map snapshot (SPEC §2 PDF export: map snapshot or coordinates)', () => {
  it.each<[string, IncidentLocation, { circles: number; polyline: number; words: readonly string[] } | null]>([
    ['no point and no track: nothing to draw', { incidentPoint: null, track: [] }, null],
    ['the incident only: its marker', { incidentPoint: POINT, track: [] }, { circles: 1, polyline: 0, words: ['Incident'] }],
    [
      'a caller who shared one position: their marker, no line',
      { incidentPoint: null, track: TRACK.slice(0, 1) },
      { circles: 1, polyline: 0, words: ['Caller &lt;&amp;&gt;'] },
    ],
    [
      'the incident and a track: both markers, the line and its first point',
      { incidentPoint: POINT, track: TRACK },
      { circles: 3, polyline: 1, words: ['Incident', 'Caller &lt;&amp;&gt;'] },
    ],
  ])('%s', (_name, location, expected) => {
    const svg = incidentMapSvg(location, WORDS);
    expect(hasLocation(location)).toBe(expected !== null);
    if (expected === null) return expect(svg).toBeNull();
    expect(svg).toContain(`viewBox="0 0 ${WIDTH} ${HEIGHT}"`);
    expect(svg).toContain(`width="${WIDTH * SNAPSHOT_SCALE}" height="${HEIGHT * SNAPSHOT_SCALE}"`);
    expect(count(svg!, /<circle /g)).toBe(expected.circles);
    expect(count(svg!, /<polyline /g)).toBe(expected.polyline);
    for (const word of expected.words) expect(svg).toContain(`>${word}</text>`);
    // Untrusted words stay text: no raw markup from them.
    expect(svg).not.toContain('<&>');
  });

  it("draws the live map's view: the same grid labels and scale bar, the markers where the layout puts them", () => {
    const location = { incidentPoint: POINT, track: TRACK };
    const svg = incidentMapSvg(location, WORDS)!;
    const layout = builtInMapLayout([POINT, ...TRACK]);
    for (const line of [...layout.longitudes, ...layout.latitudes].filter((l) => l.label)) expect(svg).toContain(`>${line.text}</text>`);
    expect(svg).toContain(`>${layout.scale.text}</text>`);
    const incident = layout.toScreen(POINT.latitude, POINT.longitude);
    expect(svg).toContain(`cx="${incident.x.toFixed(1)}" cy="${incident.y.toFixed(1)}" r="8"`);
    const latest = layout.toScreen(TRACK[2]!.latitude, TRACK[2]!.longitude);
    expect(svg).toContain(`cx="${latest.x.toFixed(1)}" cy="${latest.y.toFixed(1)}" r="7"`);
  });
});
