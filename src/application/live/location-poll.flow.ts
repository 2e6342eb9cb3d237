import { mapPoints, samePoints, type MapPoint } from '../../domain/live/map-points';
import { TIMINGS } from '../../domain/shared/constants';
import type { Clock } from '../ports/clock.port';
import type { LocationTrackerGateway } from '../ports/location-tracker-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { Unsubscribe } from '../ports/subscription';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';
import { Poller } from '../shared/poller';

/** The poll interval of the caller's location. The spec gives none: the permission poll's 2 s (see the class doc). */
export const LOCATION_POLL_MS = TIMINGS.permissionPoll;

/**
 * SPEC §2, §7 the caller's location on the live map: GET /location-tracker/by-incident-id/{id} at start() and then every
 * LOCATION_POLL_MS. The spec names no interval for it; it uses TIMINGS.permissionPoll (2 s), the cadence at which the
 * live page already learns that the caller accepted location, so the first point appears with that toast and a walking
 * caller moves smoothly. onPoints fires only when the track changed; `latest` is the newest point (the marker).
 * A failed poll is logged and retried on the next tick; an overlapping poll is skipped. dispose() leaves no timer.
 */
export class LocationPollFlow {
  private readonly disposables = new DisposableStore();
  private readonly changes = this.disposables.add(new Emitter<readonly MapPoint[]>());
  private readonly poller: Poller;
  private incidentId: string | number | null = null;
  private track: readonly MapPoint[] = [];

  constructor(
    private readonly gateway: LocationTrackerGateway,
    clock: Clock,
    private readonly logger: Logger,
  ) {
    this.poller = this.disposables.add(
      new Poller({
        clock,
        intervalMs: LOCATION_POLL_MS,
        poll: () => this.poll(),
        onError: (error) => this.logger.warning('location poll failed', { incidentId: this.incidentId, error: String(error) }),
      }),
    );
  }

  get points(): readonly MapPoint[] {
    return this.track;
  }

  get latest(): MapPoint | null {
    return this.track[this.track.length - 1] ?? null;
  }

  start(incidentId: string | number): void {
    if (this.disposables.isDisposed) return;
    if (this.incidentId !== incidentId) this.track = [];
    this.incidentId = incidentId;
    this.poller.start();
  }

  onPoints(listener: (points: readonly MapPoint[]) => void): Unsubscribe {
    return this.changes.event(listener);
  }

  listenerCount(): number {
    return this.changes.listenerCount;
  }

  dispose(): void {
    this.disposables.dispose();
  }

  private async poll(): Promise<void> {
    const incidentId = this.incidentId;
    if (incidentId === null) return;
    const points = mapPoints(await this.gateway.byIncident(incidentId));
    if (this.disposables.isDisposed || incidentId !== this.incidentId || samePoints(points, this.track)) return;
    this.track = points;
    this.changes.fire(points);
  }
}
