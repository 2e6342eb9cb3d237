import { describe, expect, it } from 'vitest';
import type { LiveSessionEvent } from '../../src/application/live/live-session.state';
import type { LiveSessionFlow } from '../../src/application/live/live-session.flow';
import { LiveSessionFactory } from '../../src/application/live/live-session.factory';
import { SendLinkUseCase } from '../../src/application/live/send-link.use-case';
import { ChatRooms } from '../../src/adapters/fake/demo-world/chat-rooms';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { LocationTracks } from '../../src/adapters/fake/demo-world/location-tracks';
import { MessageBoard } from '../../src/adapters/fake/demo-world/message-board';
import { TIMINGS } from '../../src/domain/shared/constants';
import { incidentsWorld } from './incidents-support';

const PHONE = '+5521987654321';

async function linkSent() {
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
  const open = async () => {
    const made = w.container.get(LiveSessionFactory).create({ incidentId });
    if (!made.ok) throw new Error(made.error.kind);
    const session: LiveSessionFlow = made.value;
    const events: LiveSessionEvent[] = [];
    session.onEvent((event) => events.push(event));
    const started = session.start();
    await w.clock.settle();
    expect((await started).ok).toBe(true);
    return { session, gaveUp: () => events.some((e) => e.type === 'callerNeverJoined') };
  };
  return {
    ...w,
    incidentId,
    open,
    board: w.container.get(MessageBoard),
    tracks: w.container.get(LocationTracks),
    rooms: w.container.get(ChatRooms),
    hub: w.container.get(LiveHub),
  };
}

const PAST_DEADLINE = TIMINGS.emptyChannelCheck + TIMINGS.chatOpenDelay + 1_000;

describe('SPEC §4, §8 a caller who engaged is never given up on', () => {
  it('refused the camera, shared location and chats: not dropped after 5 minutes, the countdown goes', async () => {
    const w = await linkSent();
    const { session, gaveUp } = await w.open();
    expect(session.state.callerDeadline).not.toBeNull();
    // The caller opens the link, refuses the camera and microphone, allows location, and writes.
    w.board.clickLink(w.incidentId, PHONE);
    w.board.refuse(w.incidentId, PHONE, ['video', 'audio']);
    w.hub.pushPermissions(w.incidentId, { video: false, audio: false, local: true });
    w.tracks.addPoint(w.incidentId, -22.951, -43.191);
    w.rooms.callerSays(`${w.incidentId}_public`, 'I cannot show the camera, I am at the corner');
    await w.clock.advance(2_000);
    // The caller's answer on the socket says they are on the link's page: no deadline any more.
    expect(session.state.callerDeadline).toBeNull();
    await w.clock.advance(PAST_DEADLINE);
    expect(session.state.phase).toBe('live');
    expect(gaveUp()).toBe(false);
    session.dispose();
  });

  it.each<[string, (w: Awaited<ReturnType<typeof linkSent>>) => void]>([
    ['only clicked the link', (w) => void w.board.clickLink(w.incidentId, PHONE)],
    ['only shared location', (w) => void w.tracks.addPoint(w.incidentId, -22.951, -43.191)],
    ['only wrote in the chat', (w) => w.rooms.callerSays(`${w.incidentId}_public`, 'hello?')],
  ])('%s (nothing on the socket): still live past the deadline', async (_name, engage) => {
    const w = await linkSent();
    const { session, gaveUp } = await w.open();
    engage(w);
    await w.clock.advance(PAST_DEADLINE);
    expect(session.state.phase).toBe('live');
    expect(session.state.callerDeadline).toBeNull();
    expect(gaveUp()).toBe(false);
    session.dispose();
    await w.clock.settle();
    expect(w.clock.pendingTimers()).toBe(0);
  });

  it('reopening the incident of an engaged caller starts no countdown', async () => {
    const w = await linkSent();
    const first = await w.open();
    w.tracks.addPoint(w.incidentId, -22.951, -43.191);
    await w.clock.advance(60_000);
    first.session.dispose();
    const again = await w.open();
    expect(again.session.state.callerDeadline).toBeNull();
    await w.clock.advance(PAST_DEADLINE);
    expect(again.session.state.phase).toBe('live');
    expect(again.gaveUp()).toBe(false);
    again.session.dispose();
  });

  it('a caller who did nothing is still given up on at the deadline', async () => {
    const w = await linkSent();
    const { session, gaveUp } = await w.open();
    await w.clock.advance(PAST_DEADLINE);
    expect(gaveUp()).toBe(true);
    expect(session.state.outcome).toEqual({ kind: 'caller_never_joined', incidentId: w.incidentId });
  });
});
