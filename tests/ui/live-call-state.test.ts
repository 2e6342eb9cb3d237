import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import type { LiveSessionState } from '../../src/application/live/live-session.state';
import { initialLiveSessionState } from '../../src/application/live/live-session.state';
import { RepeatFlow } from '../../src/application/shared/repeat.flow';
import type { MessageStatusRecord } from '../../src/domain/incident/message-status';
import { INITIAL_STREAM_SESSION } from '../../src/domain/live/stream-session';
import { TIMINGS } from '../../src/domain/shared/constants';
import { err, ok } from '../../src/domain/shared/result';
import { CallStateModel, type CallSource, type CallStateDeps } from '../../src/ui/incident/live/call-state.model';

const INCIDENT = { id: '7', title: 'Fire', at: '2026-01-15T11:59:00.000Z', sendToPhone: '+5521987654325' };

function setup(deps: Partial<CallStateDeps> = {}) {
  const clock = new VirtualClock(Date.UTC(2026, 0, 15, 12, 0, 0));
  const joined = clock.now();
  const source: { -readonly [K in keyof CallSource]: CallSource[K] } = {
    state: {
      ...initialLiveSessionState('7', false, 'CONNECTED'),
      phase: 'live',
      incident: INCIDENT,
      liveSince: joined,
      callerDeadline: joined + TIMINGS.emptyChannelCheck,
    },
    records: [{ receiver: '+5521987654325', method: 'BROADCAST_SMS', status: 'sent' }],
    points: [],
    knownIncident: INCIDENT,
  };
  const model = new CallStateModel({ ticker: new RepeatFlow(clock), ...deps }, source);
  const patch = (state: Partial<LiveSessionState>) => (source.state = { ...source.state!, ...state });
  return { clock, model, source, patch };
}

describe('CallStateModel (SPEC §2, §4, §8: every call state says what is happening and what to do next)', () => {
  it('waiting: the link in words, the time since it went out and until the console gives up, on the clock', async () => {
    const { clock, model } = setup();
    model.start();
    expect(model.kind).toBe('waiting');
    expect(model.link).toEqual({ step: 'sent', channel: 'sms', camera: null });
    expect(model.elapsedMs).toBe(60_000);
    expect(model.giveUpInMs).toBe(TIMINGS.emptyChannelCheck);
    expect(model.resendOffered).toBe(true);
    await clock.advance(61_000);
    expect(model.elapsedMs).toBe(121_000);
    expect(model.giveUpInMs).toBe(TIMINGS.emptyChannelCheck - 61_000);
    await clock.advance(TIMINGS.emptyChannelCheck);
    expect(model.giveUpInMs).toBe(0);
    model.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('the caller refused the camera: said so, the link can still be sent again; a shown video is a call', () => {
    const { model, source, patch } = setup();
    source.records = [
      { method: 'BROADCAST_SMS', status: 'read', permissions: { clicked_link: true, video: false, local: true } },
    ] as MessageStatusRecord[];
    expect(model.kind).toBe('refused_camera');
    expect(model.link.step).toBe('opened');
    patch({ stream: { ...INITIAL_STREAM_SESSION, remoteUsers: [{ uid: 'c', audio: true, video: true }], selectedUid: 'c' } });
    expect(model.kind).toBe('streaming');
    expect(model.resendOffered).toBe(false);
    expect(model.elapsedMs).toBeNull();
  });

  it('resend: by the channel asked, a success logged; a failure offers retry and the other channel', async () => {
    const resend = vi
      .fn()
      .mockResolvedValueOnce(ok({ status: 'sent' }))
      .mockResolvedValueOnce(err({ kind: 'send-failed', key: 'incidents.create.wpp_failed_sent', incident: INCIDENT }));
    const { model } = setup({ resend, describeFailure: (key) => `text:${key}` });
    await model.resend('sms');
    expect(resend).toHaveBeenLastCalledWith({ incident: INCIDENT, channel: 'sms', describe: expect.any(Function) });
    expect(model.log[0]).toMatchObject({ key: 'live.callState.log.resent_sms', tone: 'success' });
    await model.resend('whatsapp');
    expect(model.sendFailure).toBe('incidents.create.wpp_failed_sent');
    expect(model.lastChannel).toBe('whatsapp');
    expect(model.otherChannel).toBe('sms');
    expect(model.log.map((e) => e.key)).toEqual(['incidents.create.wpp_failed_sent', 'live.callState.log.resent_sms']);
  });

  it('the stop: a summary (duration, media, chat, location points) at once, counts when read; finishing once', async () => {
    const finish = vi.fn(() => Promise.resolve(ok(undefined)));
    const count = vi.fn(() => Promise.resolve({ media: 2, chat: 5 }));
    const { clock, model, source, patch } = setup({ finish, count });
    source.points = [{}, {}, {}];
    await clock.advance(95_000);
    patch({ phase: 'ended', outcome: { kind: 'ended', cause: 'operatorStop' }, endedAt: clock.now(), incident: null });
    model.ended();
    expect(model.kind).toBe('ended');
    expect(model.summary).toEqual({ incidentId: '7', cause: 'operatorStop', durationMs: 95_000, media: null, chat: null, points: 3 });
    await clock.settle();
    expect(model.summary).toMatchObject({ media: 2, chat: 5 });
    expect(await model.finish()).toBe(true);
    expect(await model.finish()).toBe(true);
    expect(finish).toHaveBeenCalledTimes(1);
    expect(model.finished).toBe(true);
    expect(model.log.map((e) => e.key)).toEqual(['live.callState.log.finished', 'live.callState.log.stopped']);
  });

  it('taken over: names who took control (name, else email)', () => {
    const { model, patch } = setup();
    patch({ phase: 'ended', outcome: { kind: 'ended', cause: 'takeOver' }, takenOverBy: { id: 's', email: 'supervisor@demo.example' } });
    expect(model.kind).toBe('taken_over');
    expect(model.takenOverBy).toBe('supervisor@demo.example');
    patch({ takenOverBy: { id: 's', email: 'supervisor@demo.example', name: 'Sara', lastName: 'Supervisor' } });
    expect(model.takenOverBy).toBe('Sara Supervisor');
    expect(model.resendOffered).toBe(false);
    expect(model.giveUpInMs).toBeNull();
  });
});
