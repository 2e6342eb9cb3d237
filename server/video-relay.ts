import * as z from 'zod';
import type { Unsubscribe } from '../src/application/ports/subscription';
import { VideoGateway, type VideoSession } from '../src/application/ports/video.port';
import { LiveHub } from '../src/adapters/fake/demo-world/live-hub';
import type { RelayServerFrame, RelayVideoEvent } from '../src/adapters/shared/relay-protocol';
import { argsOf } from './chat-relay';
import { HttpFailure } from './http-answers';
import type { ServerWorld } from './server-world';

/** A remote user's media that another browser holds (a caller page's camera): viewers ask that relay peer for it. */
export class RelayedMedia {
  constructor(readonly peer: string) {}
}

const SESSION = z.string().min(1).max(40);
const ARGS = {
  join: z.object({
    session: SESSION,
    channel: z.string().min(1).max(200),
    token: z.string().min(1).max(2_000),
    uid: z.union([z.string().max(100), z.number()]),
  }),
  session: z.object({ session: SESSION }),
  track: z.object({ session: SESSION, on: z.boolean() }),
  watch: z.object({ session: SESSION, uid: z.string().min(1).max(100) }),
};

interface Joined {
  readonly session: VideoSession;
  /** The console's own uid in the channel. */
  readonly uid: string;
  readonly listening: readonly Unsubscribe[];
}

/**
 * The video channels of one relay socket (one console): what Agora's SDK does in production, done by the world's
 * video service (the live hub) for the socket's token. Each joined session pushes its channel's events to the
 * socket under the id the console gave it; `video.watch` says where a remote user's media comes from (another
 * browser, or the demo's simulated caller, whose picture the watching browser draws itself).
 */
export class VideoRelay {
  private readonly sessions = new Map<string, Joined>();

  constructor(
    private readonly world: ServerWorld,
    private readonly token: string,
    private readonly push: (frame: RelayServerFrame) => void,
  ) {}

  call(method: string, args: unknown): Promise<unknown> {
    return this.world.tokens.as(this.token, () => this.answer(method, args));
  }

  dispose(): void {
    for (const id of [...this.sessions.keys()]) void this.leave(id);
  }

  private async answer(method: string, args: unknown): Promise<unknown> {
    switch (method) {
      case 'video.join': {
        const { session: id, channel, token, uid } = argsOf(ARGS.join, args);
        if (this.sessions.has(id)) throw new HttpFailure(400, 'Invalid session');
        const session = await this.world.get<VideoGateway>(VideoGateway).join({ channel, token, uid });
        const send = (event: RelayVideoEvent) => this.push({ type: 'video.event', session: id, event });
        this.sessions.set(id, {
          session,
          uid: String(uid),
          listening: [
            session.onUserJoined(({ uid: user }) => send({ kind: 'joined', uid: user })),
            session.onUserPublished(({ uid: user, kind }) => send({ kind: 'published', uid: user, media: kind })),
            session.onUserUnpublished(({ uid: user, kind }) => send({ kind: 'unpublished', uid: user, media: kind })),
            session.onUserLeft(({ uid: user }) => send({ kind: 'left', uid: user })),
            session.onNetworkQuality((quality) => send({ kind: 'quality', ...quality })),
            session.onConnectionState((state) => send({ kind: 'state', state })),
          ],
        });
        return {};
      }
      case 'video.track': {
        const { session, on } = argsOf(ARGS.track, args);
        const joined = this.joined(session);
        await (on ? joined.publishMicrophone() : joined.unpublishMicrophone());
        return {};
      }
      case 'video.watch': {
        const { session, uid } = argsOf(ARGS.watch, args);
        const channel = this.joined(session).channel;
        const user = this.world
          .get<LiveHub>(LiveHub as unknown as symbol)
          .participants(channel)
          .find((p) => p.uid === uid && !p.local);
        if (!user) throw new HttpFailure(404, 'No such user in the channel');
        if (user.mediaSource instanceof RelayedMedia) return { source: 'peer', peer: user.mediaSource.peer };
        return { source: 'simulated', name: user.name ?? '', since: user.joinedAt };
      }
      case 'video.shown': {
        // The console's page showed the user's first picture: the world hears it as a screen of that console's.
        const { session, uid } = argsOf(ARGS.watch, args);
        const joined = this.sessions.get(session);
        if (!joined) throw new HttpFailure(400, 'Not in that channel');
        this.world.get<LiveHub>(LiveHub as unknown as symbol).videoShown({ channel: joined.session.channel, uid, viewer: joined.uid });
        return {};
      }
      case 'video.leave':
        await this.leave(argsOf(ARGS.session, args).session);
        return {};
      default:
        throw new HttpFailure(404, 'Unknown call');
    }
  }

  private joined(id: string): VideoSession {
    const joined = this.sessions.get(id);
    if (!joined) throw new HttpFailure(400, 'Not in that channel');
    return joined.session;
  }

  private async leave(id: string): Promise<void> {
    const joined = this.sessions.get(id);
    if (!joined) return;
    this.sessions.delete(id);
    for (const stop of joined.listening) stop();
    await joined.session.leave();
  }
}
