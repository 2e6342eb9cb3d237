import type { LocationPoint, LocationTrackerGateway } from '../../application/ports/location-tracker-gateway.port';
import type { DemoWorld } from './demo-world/demo-world';
import { PolledIncidentGuard } from './demo-world/polled-incident';
import type { IncidentStore } from './demo-world/incident-store';
import { LocationTracks } from './demo-world/location-tracks';

/**
 * SPEC §7 GET /location-tracker/by-incident-id/{id} in the demo world: the caller's points from LocationTracks, oldest
 * first. An incident that is not the signed-in tenant's answers 404 when the incident store is known.
 * failNext(count) makes the next calls fail.
 */
export class FakeLocationTrackerGateway implements LocationTrackerGateway {
  readonly calls: (string | number)[] = [];
  private readonly guard: PolledIncidentGuard;

  constructor(
    private readonly world: DemoWorld,
    readonly tracks: LocationTracks = LocationTracks.of(world),
    incidents?: IncidentStore,
  ) {
    this.guard = new PolledIncidentGuard(incidents);
  }

  failNext(count: number): void {
    this.guard.failNext(count);
  }

  byIncident(incidentId: string | number): Promise<readonly LocationPoint[]> {
    this.calls.push(incidentId);
    return this.world.answer(async ({ tenant }) => {
      await this.guard.check(tenant.id, incidentId);
      return this.tracks.points(incidentId);
    });
  }
}
