import { describe, expect, it, vi } from 'vitest';
import type { LiveSessionFlow } from '../../src/application/live/live-session.flow';
import type { LiveSessionEvent, LiveSessionState } from '../../src/application/live/live-session.state';
import type { MapPoint } from '../../src/domain/live/map-points';
import type { MessageStatusNotice } from '../../src/application/live/message-status-poll.flow';
import type { MessageStatusRecord } from '../../src/domain/incident/message-status';
import { INITIAL_STREAM_SESSION } from '../../src/domain/live/stream-session';
import { err, ok } from '../../src/domain/shared/result';
import { defaultTenantConfig } from '../../src/domain/tenant/tenant-config';
import { PhoneFieldModel } from '../../src/ui/shared/phone-field.model';
import type { LocationPoller, NeverJoinedWatcher, StatusPoller } from '../../src/ui/incident/live/live-incident.types';
import { LiveIncidentViewModel } from '../../src/ui/incident/live/live-incident.view-model';
import type { CallStateDeps } from '../../src/ui/incident/live/call-state.model';

function baseState(patch: Partial<LiveSessionState> = {}): LiveSessionState {
  return {
    phase: 'live',
    readOnly: false,
    incidentId: '7',
    incident: { id: '7', title: 'Fire', deletedAt: null },
    channel: 'c',
    uid: '1',
    stream: INITIAL_STREAM_SESSION,
    remoteUserEverJoined: false,
    quality: { uplink: 'unknown', downlink: 'unknown' },
    videoConnection: 'CONNECTED',
    serverStatus: 'UNKNOWN',
    network: 'CONNECTED',
    blurAll: false,
    muted: false,
    broadcasting: false,
    microphoneMuted: false,
    broadcastAllowed: false,
    audioBlocked: false,
    collabChannels: [],
    outcome: null,
    liveSince: null,
    endedAt: null,
    callerDeadline: null,
    takenOverBy: null,
    ...patch,
  };
}

class FakeSession {
  state = baseState();
  listeners = new Set<(event: LiveSessionEvent) => void>();
  guards = new Set<() => string | null>();
  disposed = false;
  attached: unknown = null;
  /** What the page told the session about the caller's link, in order. */
  delivered: boolean[] = [];
  callerLinkDelivered(delivered: boolean) {
    this.delivered.push(delivered);
  }
  onEvent(listener: (event: LiveSessionEvent) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(event: LiveSessionEvent) {
    for (const listener of [...this.listeners]) listener(event);
  }
  start() {
    return Promise.resolve(ok(this.state));
  }
  dispose() {
    this.disposed = true;
  }
  attachPlayback(target: unknown) {
    this.attached = target;
  }
  addStopGuard(guard: () => string | null) {
    this.guards.add(guard);
    return () => this.guards.delete(guard);
  }
  checkGuards() {
    for (const guard of this.guards) {
      const key = guard();
      if (key) return key;
    }
    return null;
  }
  async stop() {
    const blocked = this.checkGuards();
    return blocked ? err(blocked) : ok(undefined);
  }
}

class FakeStatus implements StatusPoller {
  records: readonly MessageStatusRecord[] = [];
  started: string | null = null;
  disposed = false;
  notice?: (notice: MessageStatusNotice) => void;
  recordsListener?: (records: readonly MessageStatusRecord[]) => void;
  onRecords(listener: (records: readonly MessageStatusRecord[]) => void) {
    this.recordsListener = listener;
    return () => (this.recordsListener = undefined);
  }
  onNotice(listener: (notice: MessageStatusNotice) => void) {
    this.notice = listener;
    return () => (this.notice = undefined);
  }
  start(id: string) {
    this.started = id;
  }
  refreshes = 0;
  refresh() {
    this.refreshes += 1;
    return Promise.resolve();
  }
  dispose() {
    this.disposed = true;
  }
}

class FakeLocation implements LocationPoller {
  points: readonly MapPoint[] = [];
  listener?: (points: readonly MapPoint[]) => void;
  disposed = false;
  start() {}
  onPoints(listener: (points: readonly MapPoint[]) => void) {
    this.listener = listener;
    return () => (this.listener = undefined);
  }
  dispose() {
    this.disposed = true;
  }
}

function setup(extra: { neverJoined?: NeverJoinedWatcher; call?: CallStateDeps } = {}, initial: Partial<LiveSessionState> = {}) {
  const sessions: FakeSession[] = [];
  const statuses: FakeStatus[] = [];
  const locations: FakeLocation[] = [];
  const navigate = vi.fn();
  const notify = vi.fn();
  const vm = new LiveIncidentViewModel(
    {
      createSession: () => {
        const session = new FakeSession();
        session.state = baseState(initial);
        sessions.push(session);
        return ok(session as unknown as LiveSessionFlow);
      },
      createStatusPoller: () => {
        const status = new FakeStatus();
        statuses.push(status);
        return status;
      },
      createLocationPoller: () => {
        const location = new FakeLocation();
        locations.push(location);
        return location;
      },
      notify,
      navigate,
      user: { isSuperUser: () => true, permissions: () => [], hasAccess: () => true },
      ...extra,
    },
    { tenant: 'tenant_5', incidentId: '7', readOnly: false },
  );
  return { vm, sessions, statuses, locations, navigate, notify };
}

describe('LiveIncidentViewModel (SPEC §2, §4, §8)', () => {
  it('starts a session and the pollers, forwards notices, releases everything on dispose and starts again', () => {
    const { vm, sessions, statuses, locations, notify } = setup();
    const video = {} as HTMLVideoElement;
    vm.media.attachPlayback(video);
    vm.start();
    expect(sessions[0]?.attached).toBe(video);
    expect(statuses[0]?.started).toBe('7');
    statuses[0]?.notice?.({ key: 'message_status.link_read', kind: 'info', receiver: 'x', method: null });
    expect(notify).toHaveBeenCalledTimes(1);
    // Every toast also leaves a line in the call log.
    expect(vm.call.log).toMatchObject([{ key: 'message_status.link_read', tone: 'info' }]);
    locations[0]?.listener?.([{ latitude: -22.9, longitude: -43.1, at: null }]);
    expect(vm.points).toHaveLength(1);
    vm.dispose();
    expect(sessions[0]?.disposed).toBe(true);
    expect(sessions[0]?.listeners.size).toBe(0);
    expect(statuses[0]?.disposed).toBe(true);
    expect(locations[0]?.disposed).toBe(true);
    vm.start();
    expect(sessions).toHaveLength(2);
    expect(sessions[1]?.attached).toBe(video);
    expect(vm.backToHqRoute).toBe('tenant_5/users');
  });

  it("the server's showPermissions push reads the message status at once; other events do not", () => {
    const { vm, sessions, statuses } = setup();
    vm.start();
    sessions[0]!.emit({ type: 'stateChanged', state: baseState() });
    expect(statuses[0]?.refreshes).toBe(0);
    sessions[0]!.emit({ type: 'permissions', incidentId: '7', permissions: { video: true } });
    expect(statuses[0]?.refreshes).toBe(1);
    vm.dispose();
    sessions[0]!.emit({ type: 'permissions', incidentId: '7', permissions: { video: false } });
    expect(statuses[0]?.refreshes).toBe(1);
  });

  it('shows controls only with remote users on a not-deleted incident', () => {
    const { vm, sessions } = setup();
    vm.start();
    const session = sessions[0]!;
    expect(vm.controlsVisible).toBe(false);
    const withUser = baseState({
      stream: { ...INITIAL_STREAM_SESSION, phase: 'published', remoteUsers: [{ uid: 'u', audio: true, video: true }] },
    });
    session.emit({ type: 'stateChanged', state: withUser });
    expect(vm.controlsVisible).toBe(true);
    session.emit({ type: 'stateChanged', state: { ...withUser, incident: { id: '7', deletedAt: '2026-01-01' } } });
    expect(vm.controlsVisible).toBe(false);
  });

  it("stop is blocked by the stop guard ('required.title') before it asks; confirmed, the page stays on the summary", async () => {
    const { vm, sessions, navigate } = setup();
    vm.start();
    let title = '';
    sessions[0]!.addStopGuard(() => (title ? null : 'required.title'));
    vm.askStop();
    expect(vm.message).toBe('required.title');
    expect(vm.confirming).toBeNull();
    expect(vm.leave.mayLeave()).toBe(false);
    title = 'Fire';
    vm.askStop();
    expect(vm.confirming).toBe('stop');
    vm.keepCall();
    expect(vm.confirming).toBeNull();
    vm.askStop();
    const stopping = vm.stop();
    // The stop clears the incident and says go to the list: the page stays, on the summary, with the title it had.
    sessions[0]!.emit({
      type: 'stateChanged',
      state: baseState({ phase: 'ended', incident: null, outcome: { kind: 'ended', cause: 'operatorStop' } }),
    });
    sessions[0]!.emit({ type: 'goToList' });
    await stopping;
    expect(navigate).not.toHaveBeenCalled();
    expect(vm.call.summary).toMatchObject({ incidentId: '7', points: 0 });
    expect(vm.title).toBe('Fire');
    expect(vm.call.log[0]?.key).toBe('live.callState.log.stopped');
    // The chat panel is told the call is over: read-only from here on.
    expect(vm.call.over).toBe(true);
    vm.newIncident();
    expect(navigate).toHaveBeenCalledWith('tenant_5/incident/live');
  });

  it('leaving while the caller is on the line asks, as Stop does: staying keeps the call, leaving stops it first', async () => {
    const { vm, sessions } = setup();
    vm.start();
    const session = sessions[0]!;
    const stop = vi.spyOn(session, 'stop');
    // Nobody joined yet: leaving needs no question.
    expect(vm.leave.mayLeave()).toBe(true);
    // The caller joins (the session's own state says so too, so its start answer cannot take it back).
    session.state = baseState({
      stream: { ...INITIAL_STREAM_SESSION, phase: 'published', remoteUsers: [{ uid: 'u', audio: true, video: true }] },
    });
    session.emit({ type: 'stateChanged', state: session.state });
    // Its own read-only view (the copied view link) still shows the call: no question.
    expect(vm.leave.mayLeave('tenant_5/incident/live/7/view?share=abc')).toBe(true);
    expect(vm.leave.prompt.open).toBe(false);
    const stay = vm.leave.mayLeave('tenant_5/users');
    expect(vm.leave.prompt.open).toBe(true);
    vm.leave.prompt.answer(false);
    expect(await stay).toBe(false);
    expect(stop).not.toHaveBeenCalled();
    expect(vm.call.over).toBe(false);
    const leave = vm.leave.mayLeave();
    vm.leave.prompt.answer(true);
    expect(await leave).toBe(true);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(vm.call.log[0]?.key).toBe('live.callState.log.stopped');
  });

  it('a session that ended on finding the call held elsewhere shows no stream: the video area says who holds it', () => {
    const { vm, sessions } = setup();
    vm.start();
    const stream = {
      phase: 'streamShown' as const,
      remoteUsers: [{ uid: 'u1', video: true, audio: true }],
      selectedUid: 'u1',
      endCause: null,
    };
    sessions[0]!.emit({ type: 'stateChanged', state: baseState({ stream }) });
    expect(vm.selectedUid).toBe('u1');
    sessions[0]!.emit({ type: 'stateChanged', state: baseState({ stream, phase: 'ended', outcome: { kind: 'already_joined' } }) });
    expect(vm.selectedUid).toBeNull();
    expect(vm.call.kind).toBe('held_elsewhere');
  });

  it('Stop is offered whenever the session is live, with or without a stream; never in the read-only view', () => {
    const { vm, sessions } = setup();
    vm.start();
    expect(vm.stopAvailable).toBe(true);
    expect(vm.controlsVisible).toBe(false);
    sessions[0]!.emit({ type: 'stateChanged', state: baseState({ phase: 'ended', outcome: { kind: 'ended', cause: 'callerLeft' } }) });
    expect(vm.stopAvailable).toBe(false);
    vm.askStop();
    expect(vm.confirming).toBeNull();
  });

  it("a send failure notice (SPEC §8) becomes the call state's one failure: no toast, no countdown, a call log line", async () => {
    const resend = vi.fn(() => Promise.resolve(ok({ status: 'sent' })));
    const { vm, sessions, statuses, notify } = setup({ call: { resend } });
    // The create page went on to the incident with the failure in its address: the session holds its countdown.
    vm.showMessage('incidents.create.sms_failed_sent');
    vm.start();
    sessions[0]!.emit({ type: 'stateChanged', state: baseState() });
    expect(sessions[0]!.delivered).toEqual([false]);
    expect(vm.message).toBeNull();
    expect(vm.call.sendFailure).toBe('incidents.create.sms_failed_sent');
    expect(vm.call.undelivered).toBe(true);
    // No call to stop: Stop is not offered (nor asked by its shortcut); cancelling the incident still is.
    expect(vm.stopOffered).toBe(false);
    vm.askStop();
    expect(vm.confirming).toBeNull();
    vm.askStop('cancel');
    expect(vm.confirming).toBe('cancel');
    vm.keepCall();
    expect(vm.call.lastChannel).toBe('sms');
    expect(vm.call.otherChannel).toBe('whatsapp');
    // The message status then reads the same failed link: still one failure, not a toast.
    const failed = { receiver: '+5521987654321', method: 'BROADCAST_SMS', status: 'failed', createdAt: '2026-11-29T10:00:00Z' };
    statuses[0]!.recordsListener?.([failed as MessageStatusRecord]);
    statuses[0]!.notice?.({ key: 'incidents.create.sms_failed_sent', kind: 'error', receiver: 'x', method: null });
    expect(notify).not.toHaveBeenCalled();
    expect(vm.call.log.map((e) => e.key)).toEqual(['incidents.create.sms_failed_sent']);
    // Sent again by the other channel: the failure goes and the session counts down to the caller again.
    await vm.call.resend('whatsapp');
    expect(resend).toHaveBeenCalledWith(expect.objectContaining({ channel: 'whatsapp' }));
    expect(vm.call.sendFailure).toBeNull();
    expect(sessions[0]!.delivered.at(-1)).toBe(true);
    // Another notice is still a toast.
    vm.showMessage('some.other_notice');
    expect(vm.message).toBe('some.other_notice');
  });

  it('after a failed send the number can be corrected: the link goes to it, and to it again on the next send', async () => {
    const resend = vi.fn(() => Promise.resolve(ok({ status: 'sent' })));
    const phoneField = (phone: string | null) => PhoneFieldModel.forTenant('tenant_5', defaultTenantConfig(), phone);
    const { vm, sessions } = setup({ call: { resend, phoneField } });
    vm.start();
    sessions[0]!.emit({ type: 'stateChanged', state: baseState({ incident: { id: '7', title: 'Fire', sendToPhone: '+525512345678' } }) });
    vm.showMessage('incidents.create.sms_failed_sent');
    vm.call.correctPhone();
    expect(vm.call.phone?.state).toEqual({ prefix: '+52', number: '5512345678' });
    vm.call.phone!.typeNumber('55123');
    expect(vm.call.correctionIncomplete).toBe(true);
    vm.call.phone!.typeNumber('5512349999');
    expect(vm.call.correctionIncomplete).toBe(false);
    await vm.call.resend('sms');
    expect(resend).toHaveBeenLastCalledWith(expect.objectContaining({ phone: { prefix: '+52', number: '5512349999' } }));
    expect(vm.call.phone).toBeNull();
    await vm.call.resend('whatsapp');
    expect(resend).toHaveBeenLastCalledWith(
      expect.objectContaining({ channel: 'whatsapp', phone: { prefix: '+52', number: '5512349999' } }),
    );
  });

  it('a take-over warning ends in a dialog; closing it stays on the incident; a finished one goes to the list; goToList navigates', () => {
    const { vm, sessions, navigate } = setup();
    vm.start();
    sessions[0]!.emit({ type: 'warning', key: 'take-over' });
    expect(vm.warning?.key).toBe('take-over');
    vm.closeWarning();
    expect(navigate).not.toHaveBeenCalled();
    sessions[0]!.emit({ type: 'warning', key: 'finished_incident' });
    vm.closeWarning();
    expect(navigate).toHaveBeenCalledWith('tenant_5/incident/live');
    navigate.mockClear();
    sessions[0]!.emit({ type: 'goToList' });
    // Sent back on its own, the operator is told why on the page it goes to.
    expect(navigate).toHaveBeenCalledWith('tenant_5/incident/live?left=not_found&incident=7');
  });

  it('a finished incident opened on its live address shows its warning alone: nothing polls the call that is over', () => {
    const { vm, sessions, statuses, locations, notify } = setup({}, { phase: 'loading', incident: null, channel: null });
    vm.start();
    expect(statuses).toHaveLength(0);
    // Until the incident answers, the page shows nothing of a call (it shows the incident loading).
    expect(vm.incidentPending).toBe(true);
    const ended = baseState({ phase: 'ended', incident: null, channel: null, outcome: { kind: 'finished_incident' } });
    sessions[0]!.emit({ type: 'stateChanged', state: ended });
    sessions[0]!.emit({ type: 'warning', key: 'finished_incident' });
    expect(vm.warning?.key).toBe('finished_incident');
    expect(vm.closedOnLoad).toBe(true);
    expect(vm.incidentPending).toBe(false);
    expect(statuses).toHaveLength(0);
    expect(locations).toHaveLength(0);
    expect(notify).not.toHaveBeenCalled();
    expect(vm.call.log).toEqual([]);
  });

  it('an incident with a call starts its pollers once loaded, and once only', () => {
    const { vm, sessions, statuses, locations } = setup({}, { phase: 'loading', incident: null, channel: null });
    vm.start();
    expect(statuses).toHaveLength(0);
    expect(vm.incidentPending).toBe(true);
    sessions[0]!.emit({ type: 'stateChanged', state: baseState({ phase: 'joining' }) });
    expect(vm.incidentPending).toBe(false);
    sessions[0]!.emit({ type: 'stateChanged', state: baseState({ phase: 'live' }) });
    expect(statuses.map((status) => status.started)).toEqual(['7']);
    expect(locations).toHaveLength(1);
    expect(vm.closedOnLoad).toBe(false);
    vm.dispose();
    expect(statuses[0]?.disposed).toBe(true);
  });

  it('the read-only view never navigates: goToList is ignored and a warning has nowhere to go', () => {
    const navigate = vi.fn();
    const session = new FakeSession();
    const vm = new LiveIncidentViewModel(
      { createSession: () => ok(session as unknown as LiveSessionFlow), notify: vi.fn(), navigate },
      { tenant: 'tenant_5', incidentId: '7', readOnly: true },
    );
    vm.start();
    session.emit({ type: 'warning', key: 'finished_incident' });
    session.emit({ type: 'goToList' });
    vm.closeWarning();
    expect(navigate).not.toHaveBeenCalled();
    expect(vm.controlsVisible).toBe(false);
    expect(vm.leave.mayLeave()).toBe(true);
  });

  it("runs the caller-never-joined use case on the session's callerNeverJoined event, goes back to create mode, stops on dispose", async () => {
    const restart = {
      kind: 'restart',
      incidentId: '7',
      descriptionKey: 'delivery-failure',
      descriptionUpdated: true,
      status: 'sent',
    } as const;
    const execute = vi.fn(() => Promise.resolve(ok(restart)));
    const { vm, sessions, navigate } = setup({ neverJoined: { execute } });
    vm.start();
    const session = sessions[0]!;
    session.emit({ type: 'callerNeverJoined', incidentId: '7' });
    await Promise.resolve();
    await Promise.resolve();
    expect(execute).toHaveBeenCalledTimes(1);
    expect(execute).toHaveBeenCalledWith({ incidentId: '7' });
    expect(navigate).toHaveBeenCalledWith('tenant_5/incident/live?left=caller_never_joined&incident=7');
    vm.dispose();
    expect(session.listeners.size).toBe(0);
  });
});
