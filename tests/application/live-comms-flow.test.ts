import { describe, expect, it } from 'vitest';
import { ChatSessionFlow } from '../../src/application/live/chat-session.flow';
import type { LiveSessionEvent } from '../../src/application/live/live-session.state';
import { LiveSessionFactory } from '../../src/application/live/live-session.factory';
import { LocationPollFlow } from '../../src/application/live/location-poll.flow';
import { MessageStatusPollFlow, type MessageStatusNotice } from '../../src/application/live/message-status-poll.flow';
import { CallerNeverJoinedUseCase, type CallerNeverJoinedResult } from '../../src/application/live/caller-never-joined.use-case';
import { SendLinkUseCase } from '../../src/application/live/send-link.use-case';
import { ChatRooms } from '../../src/adapters/fake/demo-world/chat-rooms';
import { LocationTracks } from '../../src/adapters/fake/demo-world/location-tracks';
import { MessageBoard } from '../../src/adapters/fake/demo-world/message-board';
import { TIMINGS } from '../../src/domain/shared/constants';
import { incidentsWorld } from './incidents-support';

const PHONE = '+5521987654321';

describe('Live page communications together, in virtual time (SPEC §2 live view, §8, §9)', () => {
  it('link sent but never delivered, caller never joins: no toast, no point, only the operator writes in the chat; after 5 min the description says so and the incident restarts; dispose leaves nothing', async () => {
    const w = incidentsWorld();
    await w.login('public');
    const sent = await w.container.get(SendLinkUseCase).execute({
      channel: 'sms',
      phone: { prefix: '+55', number: '21987654321' },
      form: { title: 'Fire', description: 'Smoke', address: 'Rua A 1', city: 'Rio', latitude: -22.95, longitude: -43.19 },
      settings: null,
    });
    if (!sent.ok) throw new Error(JSON.stringify(sent.error));
    const incidentId = sent.value.incidentId;

    const live = w.container.get(LiveSessionFactory).create({ incidentId });
    if (!live.ok) throw new Error(live.error.kind);
    const session = live.value;
    const sessionEvents: LiveSessionEvent[] = [];
    session.onEvent((e) => sessionEvents.push(e));
    const restarts: CallerNeverJoinedResult[] = [];
    const neverJoined = w.container.get(CallerNeverJoinedUseCase);
    // As the live page does: the use case runs on the session's callerNeverJoined event.
    const stopWatching = session.onEvent((event) => {
      if (event.type === 'callerNeverJoined')
        void neverJoined.execute({ incidentId: event.incidentId }).then((r) => r.ok && restarts.push(r.value));
    });
    expect((await session.start()).ok).toBe(true);

    const polling = w.container.get(MessageStatusPollFlow);
    const location = w.container.get(LocationPollFlow);
    const chat = w.container.get(ChatSessionFlow);
    expect(w.container.get(MessageStatusPollFlow)).not.toBe(polling); // a fresh flow per page
    const notices: MessageStatusNotice[] = [];
    polling.onNotice((n) => notices.push(n));
    polling.start(incidentId);
    location.start(incidentId);
    void chat.start({ incidentId, tenantId: 'public' });

    const board = w.container.get(MessageBoard);
    const tracks = w.container.get(LocationTracks);
    const rooms = w.container.get(ChatRooms);
    await w.clock.advance(20_000);
    expect(board.records(incidentId)).toMatchObject([{ receiver: PHONE, status: 'sent' }]); // never delivered
    expect((await chat.send('Are you there?')).ok).toBe(true);
    await w.clock.advance(10_000);
    expect(notices).toEqual([]);
    expect(tracks.points(incidentId)).toHaveLength(0);
    expect(location.points).toHaveLength(0);
    expect(chat.state.messages.map((m) => m.body)).toEqual(['Are you there?']);

    await w.clock.advance(TIMINGS.emptyChannelCheck - 30_000 - 1);
    expect(restarts).toEqual([]);
    // At the deadline the console reads the chat once more (the chat's open delay) before it gives up.
    await w.clock.advance(1 + TIMINGS.chatOpenDelay);
    await w.clock.settle();
    expect(sessionEvents).toContainEqual({ type: 'callerNeverJoined', incidentId });
    expect(restarts).toEqual([
      { kind: 'restart', incidentId, descriptionKey: 'delivery-failure', descriptionUpdated: true, status: 'sent' },
    ]);
    expect((await w.store.get('public', incidentId))?.description).toBe('delivery-failure');

    stopWatching();
    polling.dispose();
    location.dispose();
    chat.dispose();
    session.dispose();
    await w.clock.settle();
    expect(w.clock.pendingTimers()).toBe(0);
    expect(rooms.listenerCount()).toBe(0);
    expect(session.listenerCount()).toBe(0);
    expect(polling.listenerCount() + location.listenerCount() + chat.listenerCount()).toBe(0);
  });

  it('scenario "SMS delivery fails": the send fails, the description holds the text, the poll shows the error toast once', async () => {
    const w = incidentsWorld();
    await w.login('tenant_12');
    w.container.get(MessageBoard).setLinkPolicy((attempt) => (attempt.channel === 'sms' ? 'failed' : 'sent'));
    const sent = await w.container.get(SendLinkUseCase).execute({
      channel: 'sms',
      phone: { prefix: '+57', number: '3001234567' },
      form: { title: 'Robo', description: 'Calle 10', address: 'Calle 10 #5', city: 'Bogotá' },
      settings: null,
    });
    expect(sent).toMatchObject({ ok: false, error: { kind: 'send-failed', key: 'incidents.create.sms_failed_sent', stay: true } });
    if (sent.ok || sent.error.kind !== 'send-failed') return;
    expect((await w.store.get('tenant_12', sent.error.incidentId))?.description).toBe('Calle 10\n\nincidents.create.sms_failed_sent');
    const polling = w.container.get(MessageStatusPollFlow);
    const notices: string[] = [];
    polling.onNotice((n) => notices.push(n.key));
    polling.start(sent.error.incidentId);
    await w.clock.advance(TIMINGS.permissionPoll * 5);
    expect(notices).toEqual(['incidents.create.sms_failed_sent']);
    polling.dispose();
    expect(w.clock.pendingTimers()).toBe(0);
  });
});
