import { describe, expect, it, vi } from 'vitest';
import { ReceivedPushesFlow } from '../../src/application/incidents/received-pushes.flow';
import { Clock } from '../../src/application/ports/clock.port';
import type { PushNotifications, ReceivedPush } from '../../src/application/ports/push.port';
import { CurrentTime } from '../../src/application/shared/current-time';
import { createContainer } from '../../src/composition/create-container';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { err, ok } from '../../src/domain/shared/result';
import { PushToastsModel } from '../../src/ui/shared/push/push-toasts.model';
import { SendPushModel } from '../../src/ui/incident/push/send-push.model';

/** A push port that hands the test what it delivers (`deliver`), and says when its listener was removed. */
function receivingPushes() {
  let listener: (push: ReceivedPush) => void = () => {};
  const unsubscribe = vi.fn();
  const push: PushNotifications = {
    subscribe: async () => {},
    removeToken: async () => {},
    onReceived: (received) => {
      listener = received;
      return unsubscribe;
    },
    permission: () => 'not-needed',
    onPermissionChange: () => () => undefined,
    enable: () => Promise.resolve('not-needed'),
  };
  return { push, deliver: (received: ReceivedPush) => listener(received), unsubscribe };
}

describe('received pushes (SPEC §9: a toast for 8000 ms)', () => {
  it('their time stands still while paused for any reason, a push received then waits too, and resume runs what is left', async () => {
    const clock = new VirtualClock();
    const { push, deliver } = receivingPushes();
    const model = new PushToastsModel(new ReceivedPushesFlow(push, clock));
    model.start();
    deliver({ incidentId: '7', title: 'Flood' });
    await clock.advance(5000);
    model.pause('hover');
    model.pause('hidden');
    deliver({ incidentId: '8', title: 'Fire' });
    await clock.advance(60_000);
    model.resume('hover');
    await clock.advance(60_000);
    expect(model.shown.map((p) => p.incidentId)).toEqual(['8', '7']);
    model.resume('hidden');
    await clock.advance(2999);
    expect(model.shown.map((p) => p.incidentId)).toEqual(['8', '7']);
    await clock.advance(1);
    expect(model.shown.map((p) => p.incidentId)).toEqual(['8']);
    await clock.advance(5000);
    expect(model.shown).toEqual([]);
    expect(clock.pendingTimers()).toBe(0);
    model.dispose();
  });

  it('shows each push newest first for 8000 ms; closing one early stops its timer; dispose stops listening', async () => {
    const clock = new VirtualClock();
    const { push, deliver, unsubscribe } = receivingPushes();
    const model = new PushToastsModel(new ReceivedPushesFlow(push, clock));
    model.start();
    deliver({ incidentId: '7', title: 'Flood' });
    await clock.advance(3000);
    deliver({ incidentId: '8', title: 'Fire' });
    expect(model.shown.map((p) => p.incidentId)).toEqual(['8', '7']);
    await clock.advance(4999);
    expect(model.shown.map((p) => p.incidentId)).toEqual(['8', '7']);
    await clock.advance(1);
    expect(model.shown.map((p) => p.incidentId)).toEqual(['8']);
    model.close(model.shown[0]!.key);
    expect(model.shown).toEqual([]);
    expect(clock.pendingTimers()).toBe(0);
    deliver({ incidentId: '9', title: '' });
    model.dispose();
    expect(unsubscribe).toHaveBeenCalled();
    expect(model.shown).toEqual([]);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('the demo composition gives each screen its own toasts flow and the view models no port', async () => {
    const clock = new VirtualClock();
    const container = createContainer('fake', { bindings: [[Clock, clock]] });
    const one = container.get(ReceivedPushesFlow);
    expect(container.get(ReceivedPushesFlow)).not.toBe(one);
    await clock.advance(1234);
    expect(container.get(CurrentTime).now()).toBe(clock.now());
  });
});

describe('the push dialog (SPEC §7 sendpn)', () => {
  it('sends to the chosen topics, or globally, then closes with a success toast', async () => {
    const send = { execute: vi.fn(async () => ok(undefined)) };
    const notify = vi.fn();
    const model = new SendPushModel({ send, notify }, '7');
    model.show(true);
    model.toggle('end_of_live_stream');
    model.toggle('new_incidents');
    model.toggle('reported_comment');
    await model.send();
    expect(send.execute).toHaveBeenLastCalledWith({
      incidentId: '7',
      audience: { kind: 'topics', topics: ['reported_comment', 'end_of_live_stream'] },
    });
    expect(model.open).toBe(false);
    expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'success', key: 'incident_live.push.sent' }));
    model.setGlobal(true);
    await model.send();
    expect(send.execute).toHaveBeenLastCalledWith({ incidentId: '7', audience: { kind: 'global' } });
  });

  it('without a topic it cannot send; a failure keeps the dialog open and says why', async () => {
    const send = { execute: vi.fn(async () => err({ kind: 'network' as const })) };
    const notify = vi.fn();
    const model = new SendPushModel({ send, notify }, '7');
    model.show(true);
    model.toggle('new_incidents');
    expect(model.canSend).toBe(false);
    await model.send();
    expect(send.execute).not.toHaveBeenCalled();
    model.toggle('new_incident_live');
    await model.send();
    expect(model.open).toBe(true);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', key: 'call_failure.network' }));
  });
});
