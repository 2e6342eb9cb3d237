import type { Container } from 'inversify';
import { Clock } from '../../application/ports/clock.port';
import { ChatRooms } from '../../adapters/fake/demo-world/chat-rooms';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../adapters/fake/demo-world/live-hub';
import { LocationTracks } from '../../adapters/fake/demo-world/location-tracks';
import { MessageBoard } from '../../adapters/fake/demo-world/message-board';
import { CallerDirector } from '../../adapters/fake/simulation/caller-director';
import { DrillRecorder, type DrillWorld } from '../../adapters/fake/simulation/drill-recorder';

/** The parts of the demo container's world a drill is watched in (a recorder's, a trainee tab's desk). */
export function drillWorldOf(container: Container): DrillWorld {
  return {
    clock: container.get<Clock>(Clock),
    director: container.get(CallerDirector),
    store: container.get(IncidentStore),
    board: container.get(MessageBoard),
    hub: container.get(LiveHub),
    tracks: container.get(LocationTracks),
    rooms: container.get(ChatRooms),
  };
}

/**
 * A recorder for a drill starting now in the demo container's world (the headless runner's, or the browser demo's):
 * it follows the next link sent (or the link of `incidentId`). The caller ends it (`end()`) when the drill is over.
 */
export function startDrillRecorder(container: Container, options: { readonly incidentId?: string } = {}): DrillRecorder {
  return new DrillRecorder(drillWorldOf(container), options);
}
