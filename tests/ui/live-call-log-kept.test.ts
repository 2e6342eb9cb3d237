import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { CALL_LOG_KEPT, CallLogStore } from '../../src/application/live/call-log.store';
import { initialLiveSessionState } from '../../src/application/live/live-session.state';
import { RepeatFlow } from '../../src/application/shared/repeat.flow';
import { SessionStore } from '../../src/application/session/session.store';
import { CallStateModel, type CallSource } from '../../src/ui/incident/live/call-state.model';

const INCIDENT = { id: '7', title: 'Fire' };

function page(store: CallLogStore, clock: VirtualClock, incidentId = '7') {
  const source: CallSource = {
    state: { ...initialLiveSessionState(incidentId, false, 'CONNECTED'), phase: 'live', incident: INCIDENT },
    records: [],
    points: [],
    knownIncident: INCIDENT,
  };
  return new CallStateModel({ ticker: new RepeatFlow(clock), log: store.of(incidentId) }, source);
}

describe('The call log survives leaving and reopening the incident (kept per incident in session storage)', () => {
  it('reopened, the log shows its earlier lines, newest first, and goes on from there', async () => {
    const clock = new VirtualClock();
    const store = new CallLogStore(new MemoryStorage());
    const first = page(store, clock);
    first.record('message_status.link_read', 'success');
    await clock.advance(15_000);
    first.record('live.callState.log.taken_over_by', 'warning', { name: 'Ana' });
    first.dispose();

    const reopened = page(store, clock);
    expect(reopened.log.map((e) => [e.key, e.tone, e.values])).toEqual([
      ['live.callState.log.taken_over_by', 'warning', { name: 'Ana' }],
      ['message_status.link_read', 'success', undefined],
    ]);
    reopened.record('live.callState.log.resent_sms', 'success');
    expect(reopened.log.map((e) => e.key)).toEqual([
      'live.callState.log.resent_sms',
      'live.callState.log.taken_over_by',
      'message_status.link_read',
    ]);
    // Ids stay unique (the list's keys).
    expect(new Set(reopened.log.map((e) => e.id)).size).toBe(3);
    // Another incident has its own log.
    expect(page(store, clock, '8').log).toEqual([]);
  });

  it('keeps at most CALL_LOG_KEPT lines; a damaged stored log reads as what is readable in it', () => {
    const storage = new MemoryStorage();
    const store = new CallLogStore(storage);
    const clock = new VirtualClock();
    const model = page(store, clock);
    for (let i = 0; i < CALL_LOG_KEPT + 5; i++) {
      model.record(`line.${i}`);
      void clock.advance(20_000);
    }
    expect(store.of('7').read()).toHaveLength(CALL_LOG_KEPT);
    storage.set(
      'callLog/7',
      JSON.stringify([
        { at: 1, key: 'ok', tone: 'info' },
        { at: 'x', key: 'bad', tone: 'info' },
        null,
        { at: 2, key: '<b>', tone: 'loud' },
      ]),
    );
    expect(store.of('7').read()).toEqual([{ at: 1, key: 'ok', tone: 'info' }]);
    storage.set('callLog/7', '{not json');
    expect(store.of('7').read()).toEqual([]);
  });

  it('a logout clears it with the rest of session storage', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const store = new CallLogStore(session);
    store.of('7').write([{ at: 1, key: 'message_status.link_read', tone: 'success' }]);
    new SessionStore(local, session).clearAll();
    expect(store.of('7').read()).toEqual([]);
  });

  it("opened on a link with a history, the log tells it from the message status records, and a live toast's line is not doubled", async () => {
    const clock = new VirtualClock();
    const store = new CallLogStore(new MemoryStorage());
    const model = page(store, clock);
    const start = clock.now();
    const record = (seconds: number, status: string, permissions = {}) => ({
      receiver: '+5521987654321',
      date: new Date(start - 60_000 + seconds * 1000).toISOString(),
      method: 'BROADCAST_SMS',
      status,
      permissions,
    });
    const history = [record(0, 'sent'), record(1, 'delivered'), record(8, 'read')];
    model.mergeHistory(history);
    expect(model.log.map((e) => e.key)).toEqual([
      'message_status.link_read',
      'live.callState.log.link_delivered_sms',
      'live.callState.log.link_sent_sms',
    ]);
    // The next poll reads the same history: nothing new. The caller clicks now: the poll's toast records it, and the
    // record telling it, read with the history, is the same line.
    model.mergeHistory(history);
    await clock.advance(2_000);
    model.record('message_status.link_clicked', 'info');
    model.mergeHistory([...history, record(61, 'read', { clicked_link: true })]);
    expect(model.log.map((e) => e.key)).toEqual([
      'message_status.link_clicked',
      'message_status.link_read',
      'live.callState.log.link_delivered_sms',
      'live.callState.log.link_sent_sms',
    ]);
    expect(store.of('7').read()).toHaveLength(4);
  });
});
