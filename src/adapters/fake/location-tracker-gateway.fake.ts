import type { LocationPoint, LocationTrackerGateway } from '../../application/ports/location-tracker-gateway.port';
import type { DemoWorld } from './demo-world/demo-world';
import type { IncidentStore } from './demo-world/incident-store';
import type { LocationTracks } from './demo-world/location-tracks';
import { PolledIncidentFake } from './demo-world/polled-incident-fake';

/**
 * SPEC §7 GET /location-tracker/by-incident-id/{id} in the demo world: the caller's points from LocationTracks, oldest
 * first.
 */
export class FakeLocationTrackerGateway extends PolledIncidentFake implements LocationTrackerGateway {
  constructor(
    world: DemoWorld,
    readonly tracks: LocationTracks,
    incidents: IncidentStore,
  ) {
    super(world, incidents);
  }

  byIncident(incidentId: string | number): Promise<readonly LocationPoint[]> {
    return this.answerFor(incidentId, () => this.tracks.points(incidentId));
  }
}
