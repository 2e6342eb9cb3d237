import type { Container } from 'inversify';
import { Logger } from '../../application/ports/logger.port';
import { ChatRooms } from '../../adapters/fake/demo-world/chat-rooms';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../adapters/fake/demo-world/live-hub';
import { LocationTracks } from '../../adapters/fake/demo-world/location-tracks';
import { MessageBoard } from '../../adapters/fake/demo-world/message-board';
import { CallerDirector } from '../../adapters/fake/simulation/caller-director';
import { openBroadcastTrainingChannel, type HeardChannel } from '../../adapters/fake/training/broadcast-channel.browser';
import { recordStream } from '../../adapters/fake/simulation/stream-recorder.browser';
import { PlayedCallerHost } from '../../adapters/fake/training/played-caller-host';
import { answeringPeer } from '../../adapters/fake/training/webrtc-peers.browser';

const HOST_ID_KEY = 'demo.training.host-id';

/**
 * The operator's tab answers caller pages a trainer plays in another tab of this browser (README "Playing the
 * caller yourself"), and records what each page streams as the call's recording. Its id is kept in the tab, so after a reload of the console a caller page knows its console
 * came back and claims its call again. `opened`: the caller pages' channel the tab listened on until a page spoke, and
 * what they said since, which the host hears first.
 */
export function startPlayedCallerHost(container: Container, opened?: HeardChannel): void {
  if (typeof BroadcastChannel === 'undefined') return;
  try {
    const world = container.get(DemoWorld);
    const kept = world.memory.read(HOST_ID_KEY);
    const hostId = typeof kept === 'string' ? kept : `console-${crypto.randomUUID()}`;
    world.memory.write(HOST_ID_KEY, hostId);
    const host = new PlayedCallerHost(
      {
        world,
        board: container.get(MessageBoard),
        hub: container.get(LiveHub),
        rooms: container.get(ChatRooms),
        tracks: container.get(LocationTracks),
        store: container.get(IncidentStore),
        director: container.get(CallerDirector),
      },
      openBroadcastTrainingChannel(opened),
      answeringPeer,
      hostId,
      (media) => (media instanceof MediaStream ? recordStream(media) : null),
    );
    host.start();
  } catch (error) {
    container.get<Logger>(Logger).warning('demo: caller pages cannot reach this console', { error: String(error) });
  }
}
