import { Emitter } from '../src/application/shared/emitter';
import { ChatRooms } from '../src/adapters/fake/demo-world/chat-rooms';
import { DemoWorld } from '../src/adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../src/adapters/fake/demo-world/incident-store';
import { LiveHub } from '../src/adapters/fake/demo-world/live-hub';
import { LocationTracks } from '../src/adapters/fake/demo-world/location-tracks';
import { MessageBoard } from '../src/adapters/fake/demo-world/message-board';
import { CallerDirector } from '../src/adapters/fake/simulation/caller-director';
import type { AnsweringPeerFactory } from '../src/adapters/fake/training/caller-peers';
import {
  readTrainingMessage,
  type CallerMessage,
  type HostMessage,
  type TrainingChannel,
  type TrainingMessage,
  type TrackKind,
} from '../src/adapters/fake/training/caller-protocol';
import { PlayedCallerHost } from '../src/adapters/fake/training/played-caller-host';
import type { ServerWorld } from './server-world';

/** The one console every caller page of the server speaks to. */
export const SERVER_HOST_ID = 'served-world';

/**
 * The server answers WebRTC offers in no call: each viewer's browser asks a caller page for its media over the relay
 * (RelayedMedia), so the caller pages' own offers (the in-browser demo's one-to-one path) are never passed on here.
 */
const noAnswers: AnsweringPeerFactory = () => {
  throw new Error('The served world answers no WebRTC offer');
};

/**
 * "Play the caller yourself" over the wire: the demo's PlayedCallerHost on the server's world, heard by every caller
 * page connected to the relay. Its words for one page go to that page's sockets only (`deliver`, by the page's
 * caller id); `ready` goes to every caller page.
 */
export class PlayedCallers {
  private readonly heard = new Emitter<TrainingMessage>();
  private readonly host: PlayedCallerHost;

  constructor(world: ServerWorld, deliver: (callerId: string | null, message: HostMessage) => void) {
    const channel: TrainingChannel = {
      post: (message) => {
        if (message.from === 'host') deliver('callerId' in message ? message.callerId : null, message);
      },
      onMessage: (listener) => this.heard.event(listener),
      close: () => this.heard.dispose(),
    };
    const get = <T>(token: unknown) => world.get<T>(token as symbol);
    this.host = new PlayedCallerHost(
      {
        world: get(DemoWorld),
        board: get(MessageBoard),
        hub: get(LiveHub),
        rooms: get(ChatRooms),
        tracks: get(LocationTracks),
        store: get(IncidentStore),
        director: get(CallerDirector),
      },
      channel,
      noAnswers,
      SERVER_HOST_ID,
    );
    this.host.start();
  }

  /**
   * A caller page's message, read as the protocol's and spoken with the page's own caller id (`callerId`, taken by the
   * socket's first message: a page cannot speak for another). Null when the message was not passed on.
   */
  hear(callerId: string | null, raw: unknown): string | null {
    const message = readTrainingMessage(raw);
    if (!message || message.from !== 'caller') return null;
    if (callerId !== null && message.callerId !== callerId) return null;
    if (message.type === 'offer' || message.type === 'ice') return null;
    this.heard.fire(message satisfies CallerMessage);
    return message.callerId;
  }

  /** A caller page's camera is ready: it plays in its incident's channel, viewers asking `peer` for it. */
  media(callerId: string, link: string, media: unknown, tracks: readonly TrackKind[]): boolean {
    return this.host.relayed(callerId, link, media, tracks);
  }

  dispose(): void {
    this.host.dispose();
    this.heard.dispose();
  }
}
