/**
 * A census of what the demo world holds: every array, map and set reachable from its parts and fake adapters (a few
 * levels deep), by path (`IncidentsGateway.calls`, `LiveHub.socketServer.sent`, `RealtimeEvents.connections[].received`
 * summed over the connections, …), and the listeners still attached to it. The bench and the shift test read it to
 * see that nothing grows without limit.
 */
import type { Container } from 'inversify';
import { AuthGateway } from '../../src/application/ports/auth-gateway.port';
import { ChatGateway } from '../../src/application/ports/chat-gateway.port';
import { CollabGateway } from '../../src/application/ports/collab-gateway.port';
import { ErrorReporter } from '../../src/application/ports/error-reporter.port';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../src/application/ports/incidents-rest-gateway.port';
import { LocalNetwork } from '../../src/application/ports/local-network.port';
import { Logger } from '../../src/application/ports/logger.port';
import { RealtimeEvents } from '../../src/application/ports/realtime-events.port';
import { VideoGateway } from '../../src/application/ports/video.port';
import { ChatRooms } from '../../src/adapters/fake/demo-world/chat-rooms';
import { DemoMessaging } from '../../src/adapters/fake/demo-world/demo-messaging';
import { IncidentStore } from '../../src/adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { LocationTracks } from '../../src/adapters/fake/demo-world/location-tracks';
import { MessageBoard } from '../../src/adapters/fake/demo-world/message-board';

const PARTS: ReadonlyArray<readonly [string, symbol | (abstract new (...args: never[]) => unknown)]> = [
  ['AuthGateway', AuthGateway],
  ['ChatGateway', ChatGateway],
  ['CollabGateway', CollabGateway],
  ['ErrorReporter', ErrorReporter],
  ['IncidentsGateway', IncidentsGateway],
  ['IncidentsRestGateway', IncidentsRestGateway],
  ['LocalNetwork', LocalNetwork],
  ['Logger', Logger],
  ['RealtimeEvents', RealtimeEvents],
  ['VideoGateway', VideoGateway],
  ['ChatRooms', ChatRooms],
  ['DemoMessaging', DemoMessaging],
  ['IncidentStore', IncidentStore],
  ['LiveHub', LiveHub],
  ['LocationTracks', LocationTracks],
  ['MessageBoard', MessageBoard],
];

/** What every part refers to: not the part's own. (The parts above are counted once, under their own name.) */
const SHARED = new Set(['world', 'clock', 'latency', 'storage', 'memory']);
const MAX_DEPTH = 3;

export interface DemoCensus {
  /** path -> entries. */
  readonly recordings: Readonly<Record<string, number>>;
  readonly listeners: number;
}

export async function demoRecordings(container: Container): Promise<DemoCensus> {
  const recordings: Record<string, number> = {};
  const parts: Array<readonly [string, unknown]> = [];
  for (const [name, token] of PARTS) {
    try {
      parts.push([name, container.get(token)]);
    } catch {
      // not bound in this set
    }
  }
  const seen = new Set<unknown>(parts.map(([, part]) => part));
  const count = (path: string, size: number) => (recordings[path] = (recordings[path] ?? 0) + size);

  const visit = async (path: string, value: unknown, depth: number): Promise<void> => {
    if (value instanceof Promise) return visit(path, await value, depth);
    if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      count(path, value.length);
      // The entries' own lists, summed (a connection's received messages, a channel's participants, …).
      for (const item of value) await visitFields(`${path}[]`, item, depth + 1);
      return;
    }
    if (value instanceof Map || value instanceof Set) {
      count(path, value.size);
      for (const item of value.values()) await visitFields(`${path}[]`, item, depth + 1);
      return;
    }
    if (seen.has(value)) return;
    seen.add(value);
    await visitFields(path, value, depth + 1);
  };

  const visitFields = async (path: string, value: unknown, depth: number): Promise<void> => {
    if (value instanceof Promise) return visitFields(path, await value, depth);
    if (typeof value !== 'object' || value === null || Array.isArray(value) || depth > MAX_DEPTH) return;
    for (const [key, field] of Object.entries(value)) {
      if (SHARED.has(key) || typeof field === 'function') continue;
      if (typeof field === 'object' && field !== null && !Array.isArray(field) && !(field instanceof Map) && !(field instanceof Set)) {
        if (seen.has(field)) continue;
        seen.add(field);
        await visitFields(`${path}.${key}`, field, depth + 1);
      } else await visit(`${path}.${key}`, field, depth);
    }
  };

  for (const [name, part] of parts) await visitFields(name, part, 0);
  const listeners =
    container.get(IncidentStore).listenerCount() + container.get(ChatRooms).listenerCount() + container.get(MessageBoard).listenerCount();
  return { recordings, listeners };
}
