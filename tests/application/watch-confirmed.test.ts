import { describe, expect, it } from 'vitest';
import { IncidentAnswerOrder } from '../../src/application/incidents/incident-answer-order';
import { IncidentFollowFlow } from '../../src/application/incidents/incident-follow.flow';
import { RealtimeConnectionFlow } from '../../src/application/live/realtime-connection.flow';
import { BrowserPage } from '../../src/application/ports/browser-page.port';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { Logger } from '../../src/application/ports/logger.port';
import { RealtimeEvents, type RealtimeConnection, type RealtimeOutgoing } from '../../src/application/ports/realtime-events.port';
import { LOCAL_STATE_KEYS } from '../../src/application/session/session.store';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { sharedWorld } from '../../src/composition/simulation/shared-world';
import { isOpenLive, type Incident } from '../../src/domain/incident/incident';

/**
 * The server takes a socket's frames some time after the socket opened (the served world accepts the socket before
 * its hub has), while a read over HTTP is answered at once: the frames here wait until `deliver()`.
 */
class LateFrames implements RealtimeEvents {
  private readonly held: Array<() => void> = [];

  constructor(private readonly inner: RealtimeEvents) {}

  connect(token: string): RealtimeConnection {
    const connection = this.inner.connect(token);
    return {
      send: (message: RealtimeOutgoing) => void this.held.push(() => connection.send(message)),
      close: () => connection.close(),
      onOpen: (listener) => connection.onOpen(listener),
      onMessage: (listener) => connection.onMessage(listener),
      onError: (listener) => connection.onError(listener),
      onClose: (listener) => connection.onClose(listener),
    };
  }

  deliver(): void {
    for (const send of this.held.splice(0)) send();
  }
}

describe('following an incident: a change before the server took the subscription is not missed', () => {
  it('a take-over between the first read and the server registering incidentUpdates is read once the server confirms', async () => {
    const shared = sharedWorld();
    const me = shared.operator();
    me.signIn('operator@public.demo');
    const found = (await shared.store.list('public')).find(isOpenLive);
    if (!found?.id) throw new Error('the demo world has no live incident');
    const incidents = me.get<IncidentsGateway>(IncidentsGateway);
    const first = (await incidents.getIncidentById(found.id))!;
    const frames = new LateFrames(me.get<RealtimeEvents>(RealtimeEvents));
    const realtime = new RealtimeConnectionFlow(
      frames,
      shared.clock,
      () => me.local.get(LOCAL_STATE_KEYS.token),
      me.get<Logger>(Logger),
      me.get<BrowserPage>(BrowserPage),
    );
    const follow = new IncidentFollowFlow(realtime, incidents, me.get<Logger>(Logger), new IncidentAnswerOrder());
    const shown: Incident[] = [];
    follow.onIncident((incident) => shown.push(incident));
    follow.start(first);
    await shared.clock.advance(1_000);
    expect(realtime.isOpen).toBe(true);

    // The socket is open and the page read again on that open, but the server does not follow the incident yet.
    await me.get(LiveHub).takeOver(found.id, { id: '1', email: 'admin@public.demo', name: 'Ana' }, 'public');
    await shared.clock.advance(1_000);
    expect(shown.map((incident) => incident.activeOperator?.email ?? null)).not.toContain('admin@public.demo');

    frames.deliver();
    await shared.clock.advance(100);
    expect(shown.at(-1)?.activeOperator?.email).toBe('admin@public.demo');
    follow.dispose();
    realtime.dispose();
  });
});
