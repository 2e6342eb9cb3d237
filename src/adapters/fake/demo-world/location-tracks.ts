import * as z from 'zod/mini';
import type { LocationPoint } from '../../../application/ports/location-tracker-gateway.port';
import type { Unsubscribe } from '../../../application/ports/subscription';
import { Emitter } from '../../../application/shared/emitter';
import type { DemoWorld } from './demo-world';
import { keptList } from './tab-memory';
import { onePerWorld } from './one-per-world';

export interface TrackPoint extends LocationPoint {
  readonly latitude: number;
  readonly longitude: number;
  readonly at: string;
}

const MEMORY_KEY = 'demo.location-tracks';

/** What the tab keeps of a track: its incident and its points. */
const KEPT_TRACK = z.object({ incidentId: z.string(), points: z.unknown() });
const KEPT_POINT = z.object({ latitude: z.number(), longitude: z.number(), at: z.string() });

/**
 * The demo world's location tracker (GET /location-tracker/by-incident-id/{id}), one per DemoWorld: per incident,
 * the caller's points in the order they arrived, each stamped with the world clock.
 */
export class LocationTracks {
  private readonly tracks = new Map<string, TrackPoint[]>();
  private readonly pointAdded = new Emitter<{ readonly incidentId: string; readonly point: TrackPoint }>();

  constructor(private readonly world: DemoWorld) {
    // What an earlier page of this tab kept: the tracks survive a reload of the demo, as the server's would.
    for (const track of keptList(world.memory.read(MEMORY_KEY), KEPT_TRACK))
      this.tracks.set(track.incidentId, keptList(track.points, KEPT_POINT));
  }

  /** The one LocationTracks of a world. */
  static readonly of = onePerWorld((world) => new LocationTracks(world));

  /** The caller's phone reports a position; an out-of-range one throws, so a scenario typo is loud. */
  addPoint(incidentId: string | number, lat: number, long: number): TrackPoint {
    if (!Number.isFinite(lat) || lat < -90 || lat > 90) throw new Error(`LocationTracks: latitude ${lat} is out of range`);
    if (!Number.isFinite(long) || long < -180 || long > 180) throw new Error(`LocationTracks: longitude ${long} is out of range`);
    const key = String(incidentId).trim();
    const point: TrackPoint = { latitude: lat, longitude: long, at: new Date(this.world.clock.now()).toISOString() };
    this.tracks.set(key, [...(this.tracks.get(key) ?? []), point]);
    this.remember();
    this.pointAdded.fire({ incidentId: key, point });
    return point;
  }

  clear(incidentId?: string | number): void {
    if (incidentId === undefined) this.tracks.clear();
    else this.tracks.delete(String(incidentId).trim());
    this.remember();
  }

  /** The incident's points, oldest first. */
  points(incidentId: string | number): readonly TrackPoint[] {
    return [...(this.tracks.get(String(incidentId).trim()) ?? [])];
  }

  private remember(): void {
    this.world.memory.write(
      MEMORY_KEY,
      [...this.tracks].map(([incidentId, points]) => ({ incidentId, points })),
    );
  }

  onPoint(listener: (incidentId: string, point: TrackPoint) => void): Unsubscribe {
    return this.pointAdded.event(({ incidentId, point }) => listener(incidentId, point));
  }
}
