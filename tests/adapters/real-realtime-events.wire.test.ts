// @vitest-environment jsdom
import { ws } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RealtimeClose, RealtimeIncoming } from '../../src/application/ports/realtime-events.port';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { WebSocketRealtimeEvents } from '../../src/adapters/real/realtime-events.websocket.adapter';
import { mswWire } from './support/msw-wire';

const URL_ = 'wss://realtime.test/socket';
const realtime = ws.link(URL_);
const { server } = mswWire();

function until(check: () => boolean, ms = 2000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() - started > ms) reject(new Error('condition not met in time'));
      else setTimeout(tick, 5);
    };
    tick();
  });
}

describe('WebSocketRealtimeEvents over the browser WebSocket (SPEC §7, MSW socket server)', () => {
  it('connects with the token as protocol, exchanges { event, data } frames, drops garbage and reports the server’s close code', async () => {
    const received: string[] = [];
    let protocols: unknown;
    server.use(
      realtime.addEventListener('connection', ({ client, info }) => {
        protocols = info.protocols;
        client.addEventListener('message', (event) => {
          received.push(String(event.data));
          client.send('{ not json');
          client.send(JSON.stringify({ event: 'connectionStatus', data: { status: 'CONNECTED', channel: 'ch-1' } }));
          // the mock delivers sent frames on a later tick than a close; closing a little later keeps the browser's order
          setTimeout(() => client.close(4000, 'bye'), 20);
        });
      }),
    );
    const logger = new MemoryLogger();
    const events = new WebSocketRealtimeEvents(URL_, logger);
    const connection = events.connect('jwt-abc');
    const messages: RealtimeIncoming[] = [];
    const closes: RealtimeClose[] = [];
    connection.onMessage((m) => messages.push(m));
    connection.onClose((c) => closes.push(c));
    connection.onOpen(() => connection.send({ type: 'getConnectionStatus', channel: 'ch-1' }));

    await until(() => closes.length > 0);
    expect(protocols).toBe('jwt-abc');
    expect(received.map((r) => JSON.parse(r) as unknown)).toEqual([{ event: 'getConnectionStatus', data: { channel: 'ch-1' } }]);
    expect(messages).toEqual([{ type: 'connectionStatus', status: 'CONNECTED', channel: 'ch-1' }]);
    expect(logger.entries.filter((e) => e.message.includes('malformed'))).toHaveLength(1);
    expect(closes).toEqual([{ requested: false, code: 4000 }]);
  });

  it('close() from the console is a requested close', async () => {
    server.use(realtime.addEventListener('connection', () => undefined));
    const connection = new WebSocketRealtimeEvents(URL_).connect('t');
    const closes: RealtimeClose[] = [];
    connection.onClose((c) => closes.push(c));
    let opened = false;
    connection.onOpen(() => {
      opened = true;
    });
    await until(() => opened);
    connection.close();
    await until(() => closes.length > 0);
    expect(closes).toEqual([{ requested: true, code: 1000 }]);
  });
});
