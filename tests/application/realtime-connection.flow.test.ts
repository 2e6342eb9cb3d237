import { describe, expect, it } from 'vitest';
import { RealtimeConnectionFlow } from '../../src/application/live/realtime-connection.flow';
import { BrowserPage } from '../../src/application/ports/browser-page.port';
import { Clock } from '../../src/application/ports/clock.port';
import type { FakeBrowserPage } from '../../src/adapters/fake/browser-page.fake';
import { RealtimeEvents, type RealtimeIncoming } from '../../src/application/ports/realtime-events.port';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { SessionStore } from '../../src/application/session/session.store';
import { CONNECTIONS_KEPT, type FakeRealtimeEvents } from '../../src/adapters/fake/realtime-events.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';
import { TIMINGS } from '../../src/domain/shared/constants';

function signIn(container: ReturnType<typeof createContainer>, email: string) {
  const world = container.get(DemoWorld);
  const account = world.accounts.find((a) => a.email === email)!;
  // The session as login stores it (tests do not depend on the login flow itself).
  container.get(SessionStore).save({
    token: world.issueToken(account),
    tenantId: account.tenant,
    user: { id: account.id, email: account.email, thumbnail: null, isSuperUser: account.isSuperUser },
    permissions: account.permissions,
  });
}

async function setup(options: { login?: boolean; latencyMs?: number } = {}) {
  const clock = new VirtualClock();
  const container = createContainer('fake', { config: { demoLatencyMs: options.latencyMs ?? 0 }, bindings: [[Clock, clock]] });
  if (options.login !== false) {
    signIn(container, 'operator@tenant12.demo');
  }
  const service = container.get(RealtimeConnectionFlow);
  const events = container.get<FakeRealtimeEvents>(RealtimeEvents);
  const hub = container.get(LiveHub);
  const widget: string[] = [];
  service.onWidgetStateChange((state) => widget.push(state));
  return { clock, service, events, hub, widget };
}

describe('RealtimeConnectionFlow (SPEC §4 Socket, §7 WebSocket, §9 ping 10 s, reconnect 1 s)', () => {
  it('opens one socket authenticated with the stored token and shows CONNECTED once open', async () => {
    const { clock, service, events, hub, widget } = await setup({ latencyMs: 200 });
    service.start();
    service.start();
    expect(events.connections).toHaveLength(1);
    expect(events.connections[0]!.token).toMatch(/^demo\.tenant_12\.6\./);
    expect(service.widgetState).toBe('RECONNECTING');
    await clock.advance(199);
    expect(service.isOpen).toBe(false);
    await clock.advance(1);
    expect(service.isOpen).toBe(true);
    expect(widget).toEqual(['RECONNECTING', 'CONNECTED']);
    expect(hub.sockets()).toHaveLength(1);
    expect(hub.sockets()[0]).toMatchObject({ tenantId: 'tenant_12', email: 'operator@tenant12.demo' });
    service.dispose();
  });

  it('pings every 10 s while open, and not before', async () => {
    const { clock, service, hub } = await setup();
    service.start();
    await clock.settle();
    const socket = () => hub.sockets()[0]!;
    await clock.advance(TIMINGS.socketPing - 1);
    expect(socket().pings).toBe(0);
    await clock.advance(1);
    expect(socket().pings).toBe(1);
    await clock.advance(TIMINGS.socketPing * 3);
    expect(socket().pings).toBe(4);
    service.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('reconnects exactly 1 s after an unrequested close, then rejoins channels, follows incidents and resubscribes events', async () => {
    const { clock, service, events, hub, widget } = await setup();
    service.start();
    service.joinChannel({ channel: 'incident-300001', incidentId: '300001' });
    service.subscribeEvents(['INCIDENT_UPDATED', 'showPermissions']);
    service.watchIncident('300001');
    await clock.settle();
    expect(hub.sockets()[0]).toMatchObject({
      joined: new Map([['300001', 'incident-300001']]),
      subscribedEvents: new Set(['INCIDENT_UPDATED', 'showPermissions']),
    });

    expect(hub.dropSockets()).toBe(1);
    await clock.settle();
    expect(service.widgetState).toBe('RECONNECTING');
    expect(hub.sockets()).toHaveLength(0);
    await clock.advance(TIMINGS.socketReconnectDelay - 1);
    expect(events.connections).toHaveLength(1);
    await clock.advance(1);
    expect(events.connections).toHaveLength(2);
    expect(service.widgetState).toBe('CONNECTED');
    const socket = hub.sockets()[0]!;
    expect(socket.joined).toEqual(new Map([['300001', 'incident-300001']]));
    expect(socket.watching).toEqual(new Set(['300001']));
    expect(socket.subscribedEvents).toEqual(new Set(['INCIDENT_UPDATED', 'showPermissions']));
    expect(socket.subscribeMessages).toBe(1);
    expect(events.connections[1]!.sent.map((m) => m.type)).toEqual([
      'subscribeToEvents',
      'incidentUpdates',
      'joinLiveStream',
      'getConnectionStatus',
    ]);
    expect(widget).toEqual(['RECONNECTING', 'CONNECTED', 'RECONNECTING', 'CONNECTED']);
    service.dispose();
  });

  it('an error followed by its close schedules one reconnect only', async () => {
    const { clock, service, events, hub } = await setup();
    service.start();
    await clock.settle();
    expect(hub.failSockets()).toBe(1);
    await clock.settle();
    expect(clock.pendingTimers()).toBe(1);
    await clock.advance(TIMINGS.socketReconnectDelay);
    expect(events.connections).toHaveLength(2);
    await clock.advance(TIMINGS.socketReconnectDelay * 5);
    expect(events.connections).toHaveLength(2);
    expect(service.isOpen).toBe(true);
    service.dispose();
  });

  it('keeps retrying every second while the handshake is refused', async () => {
    const { clock, service, events, hub } = await setup();
    hub.refuseSockets(2);
    service.start();
    await clock.settle();
    expect(service.isOpen).toBe(false);
    await clock.advance(TIMINGS.socketReconnectDelay);
    expect(events.connections).toHaveLength(2);
    expect(service.isOpen).toBe(false);
    await clock.advance(TIMINGS.socketReconnectDelay);
    expect(events.connections).toHaveLength(3);
    expect(service.isOpen).toBe(true);
    service.dispose();
  });

  it('never reconnects after a requested close; dispose leaves zero timers and no listener', async () => {
    const { clock, service, events, hub } = await setup();
    service.start();
    service.onMessage(() => undefined);
    await clock.settle();
    service.dispose();
    await clock.advance(TIMINGS.socketReconnectDelay * 10);
    expect(events.connections).toHaveLength(1);
    expect(events.connections[0]!.state).toBe('closed');
    expect(hub.sockets()).toHaveLength(0);
    expect(service.widgetState).toBe('DISCONNECTED');
    expect(service.listenerCount()).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
    for (const kind of ['open', 'message', 'error', 'close'] as const) expect(events.connections[0]!.listenerCount(kind)).toBe(0);
  });

  it('stop (logout) then start (the next login): the same socket flow opens again and delivers to new listeners', async () => {
    const { clock, service, events, hub } = await setup();
    service.start();
    await clock.settle();
    service.stop();
    expect(service.listenerCount()).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
    const widget: string[] = [];
    const received: RealtimeIncoming[] = [];
    service.onWidgetStateChange((state) => widget.push(state));
    service.onMessage((message) => received.push(message));
    service.start();
    service.subscribeEvents(['INCIDENT_UPDATED']);
    service.watchIncident('300001');
    await clock.settle();
    expect(events.connections).toHaveLength(2);
    expect(service.isOpen).toBe(true);
    expect(widget).toContain('CONNECTED');
    const message = { type: 'INCIDENT_UPDATED', incidentId: '300001', activeOperator: null } as const;
    expect(hub.push({ incidentId: '300001' }, message)).toBe(1);
    await clock.settle();
    expect(received).toEqual([message]);
    service.dispose();
  });

  it('dispose while waiting to reconnect cancels the reconnect', async () => {
    const { clock, service, events, hub } = await setup();
    service.start();
    await clock.settle();
    hub.dropSockets();
    await clock.settle();
    expect(clock.pendingTimers()).toBe(1);
    service.dispose();
    expect(clock.pendingTimers()).toBe(0);
    await clock.advance(TIMINGS.socketReconnectDelay * 3);
    expect(events.connections).toHaveLength(1);
  });

  it('1,000 drops: one live socket, one listener per socket event, one subscription, one delivery per push, one reopen signal per reopen', async () => {
    const { clock, service, events, hub } = await setup();
    service.start();
    const received: RealtimeIncoming[] = [];
    service.onMessage((message) => received.push(message));
    let opens = 0;
    let reopens = 0;
    service.onOpen(() => opens++);
    service.onReopen(() => reopens++);
    service.joinChannel({ channel: 'incident-300001', incidentId: '300001' });
    service.subscribeEvents(['INCIDENT_UPDATED']);
    service.subscribeEvents(['INCIDENT_UPDATED']);
    service.watchIncident('300001');
    await clock.settle();
    // The first open is not a reopen.
    expect([opens, reopens]).toEqual([1, 0]);
    const DROPS = 1_000;
    for (let i = 0; i < DROPS; i++) {
      expect(hub.dropSockets()).toBe(1);
      await clock.advance(TIMINGS.socketReconnectDelay);
      expect(service.isOpen).toBe(true);
    }
    expect([opens, reopens]).toEqual([DROPS + 1, DROPS]);
    // The demo keeps only its newest connections (CONNECTIONS_KEPT); the flow counts every one it opened.
    expect(events.connections).toHaveLength(Math.min(DROPS + 1, CONNECTIONS_KEPT));
    expect(service.connectionsOpened).toBe(DROPS + 1);
    const live = events.latest()!;
    for (const kind of ['open', 'message', 'error', 'close'] as const) {
      expect(live.listenerCount(kind)).toBe(1);
      for (const dead of events.connections.slice(0, -1)) expect(dead.listenerCount(kind)).toBe(0);
    }
    expect(hub.sockets()).toHaveLength(1);
    expect(hub.sockets()[0]).toMatchObject({ subscribeMessages: 1, subscribedEvents: new Set(['INCIDENT_UPDATED']) });
    expect(live.sent.filter((m) => m.type === 'joinLiveStream')).toHaveLength(1);
    // The test's message, open and reopen listeners and the widget listener of setup(): none added by the reconnects.
    expect(service.listenerCount()).toBe(4);
    // Only the ping interval is pending.
    expect(clock.pendingTimers()).toBe(1);

    received.length = 0;
    expect(hub.push({ incidentId: '300001' }, { type: 'INCIDENT_UPDATED', incidentId: '300001', activeOperator: null })).toBe(1);
    await clock.settle();
    expect(received).toEqual([{ type: 'INCIDENT_UPDATED', incidentId: '300001', activeOperator: null }]);

    service.dispose();
    expect(service.listenerCount()).toBe(0);
    for (const kind of ['open', 'message', 'error', 'close'] as const) expect(live.listenerCount(kind)).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('a socket opened again after every holder released is a first open, not a reopen', async () => {
    const { clock, service } = await setup();
    let reopens = 0;
    service.onReopen(() => reopens++);
    const first = service.acquire();
    await clock.settle();
    first();
    const second = service.acquire();
    await clock.settle();
    expect(service.isOpen).toBe(true);
    expect(reopens).toBe(0);
    second();
  });

  it('holders: the socket closes (requested) when the last holder releases', async () => {
    const { clock, service, events } = await setup();
    const first = service.acquire();
    const second = service.acquire();
    await clock.settle();
    expect(events.connections).toHaveLength(1);
    first();
    first();
    expect(service.isOpen).toBe(true);
    second();
    expect(service.isOpen).toBe(false);
    expect(clock.pendingTimers()).toBe(0);
    await clock.advance(5_000);
    expect(events.connections).toHaveLength(1);
    const third = service.acquire();
    await clock.settle();
    expect(events.connections).toHaveLength(2);
    expect(service.isOpen).toBe(true);
    third();
  });

  it("a watch waiting for the server's confirmation hears it after the server took incidentUpdates, on every open", async () => {
    const { clock, service, events, hub } = await setup({ latencyMs: 200 });
    service.start();
    const received: RealtimeIncoming[] = [];
    service.onMessage((message) => received.push(message));
    const watching: string[] = [];
    const release = service.watchIncident('300001', () =>
      watching.push(hub.sockets()[0]?.watching.has('300001') ? 'followed' : 'not yet followed'),
    );
    await clock.advance(200);
    expect(service.isOpen).toBe(true);
    // The status question follows incidentUpdates on the same socket; its answer takes the demo latency.
    expect(events.latest()!.sent.map((m) => m.type)).toEqual(['incidentUpdates', 'getConnectionStatus']);
    expect(watching).toEqual([]);
    await clock.advance(200);
    expect(watching).toEqual(['followed']);
    // The answer is the flow's own: no page reads it as a live channel's status.
    expect(received).toEqual([]);

    hub.dropSockets();
    await clock.advance(TIMINGS.socketReconnectDelay + 400);
    expect(watching).toEqual(['followed', 'followed']);
    release();
    hub.dropSockets();
    await clock.advance(TIMINGS.socketReconnectDelay + 400);
    expect(events.latest()!.sent.map((m) => m.type)).toEqual([]);
    expect(watching).toHaveLength(2);
    service.dispose();
  });

  it('without a signed-in token no socket is opened and the widget shows DISCONNECTED', async () => {
    const { clock, service, events } = await setup({ login: false });
    service.start();
    await clock.advance(5_000);
    expect(events.connections).toHaveLength(0);
    expect(service.widgetState).toBe('DISCONNECTED');
    expect(clock.pendingTimers()).toBe(0);
    service.dispose();
  });

  it('the browser going offline shows DISCONNECTED, back online the socket state again', async () => {
    const { clock, service, widget } = await setup();
    service.start();
    await clock.settle();
    service.setBrowserOnline(false);
    expect(service.widgetState).toBe('DISCONNECTED');
    service.setBrowserOnline(true);
    expect(service.widgetState).toBe('CONNECTED');
    expect(widget).toEqual(['RECONNECTING', 'CONNECTED', 'DISCONNECTED', 'CONNECTED']);
    service.dispose();
  });

  it('send() refuses while the socket is not open; leaving a channel sends leaveLiveStream once', async () => {
    const { clock, service, events, hub } = await setup();
    service.start();
    expect(service.send({ type: 'ping' })).toBe(false);
    const leave = service.joinChannel({ channel: 'incident-300001', incidentId: '300001' });
    await clock.settle();
    expect(service.send({ type: 'getConnectionStatus', channel: 'incident-300001' })).toBe(true);
    leave();
    leave();
    expect(events.latest()!.sent.filter((m) => m.type === 'leaveLiveStream')).toEqual([
      { type: 'leaveLiveStream', channel: 'incident-300001' },
    ]);
    expect(hub.sockets()[0]!.joined.size).toBe(0);
    expect(service.joinedChannels()).toEqual([]);
    service.dispose();
  });
});

describe('the network widget follows the browser going offline (SPEC §1, §4)', () => {
  it('shows DISCONNECTED while the browser is offline, CONNECTED again when it is back, and stops listening on dispose', async () => {
    const clock = new VirtualClock();
    const container = createContainer('fake', { bindings: [[Clock, clock]] });
    signIn(container, 'operator@tenant12.demo');
    const page = container.get<FakeBrowserPage>(BrowserPage);
    const service = container.get(RealtimeConnectionFlow);
    service.start();
    await clock.settle();
    expect(service.widgetState).toBe('CONNECTED');
    page.setOnline(false);
    expect(service.widgetState).toBe('DISCONNECTED');
    page.setOnline(true);
    expect(service.widgetState).toBe('CONNECTED');
    service.dispose();
    expect(page.listenerCount()).toBe(0);
  });
});
