import { describe, expect, it } from 'vitest';
import { AuthGateway } from '../../src/application/ports/auth-gateway.port';
import { ChatGateway } from '../../src/application/ports/chat-gateway.port';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { IncidentLinksGateway } from '../../src/application/ports/incident-links-gateway.port';
import { LocationTrackerGateway } from '../../src/application/ports/location-tracker-gateway.port';
import { MessageStatusGateway } from '../../src/application/ports/message-status-gateway.port';
import { WazeGateway } from '../../src/application/ports/waze-gateway.port';
import type { FakeChatGateway } from '../../src/adapters/fake/chat-gateway.fake';
import { ChatRooms } from '../../src/adapters/fake/demo-world/chat-rooms';
import { DemoMessaging } from '../../src/adapters/fake/demo-world/demo-messaging';
import { LocationTracks } from '../../src/adapters/fake/demo-world/location-tracks';
import { MessageBoard } from '../../src/adapters/fake/demo-world/message-board';
import type { FakeMessageStatusGateway } from '../../src/adapters/fake/message-status-gateway.fake';
import type { FakeWazeGateway } from '../../src/adapters/fake/waze-gateway.fake';
import type { ChatMessage } from '../../src/domain/incident/chat';
import { incidentsCreatePayload } from '../../src/domain/incident/incident-create';
import { incidentsWorld } from '../application/incidents-support';

async function setup(tenant: 'public' | 'tenant_5' = 'public') {
  const w = incidentsWorld();
  await w.login(tenant);
  const incident = await w.gateway.createIncident(
    incidentsCreatePayload({ title: 'Fire', description: 'Smoke', address: 'Rua A', city: 'Rio', phone: '+5521987654321' }),
  );
  return {
    ...w,
    incident,
    incidentId: String(incident.id),
    auth: w.container.get<AuthGateway>(AuthGateway),
    board: w.container.get(MessageBoard),
    rooms: w.container.get(ChatRooms),
    tracks: w.container.get(LocationTracks),
    status: w.container.get<MessageStatusGateway>(MessageStatusGateway),
    links: w.container.get<IncidentLinksGateway>(IncidentLinksGateway),
    tracker: w.container.get<LocationTrackerGateway>(LocationTrackerGateway),
    waze: w.container.get<FakeWazeGateway>(WazeGateway),
    chat: w.container.get<FakeChatGateway>(ChatGateway),
  };
}

describe('MessageBoard and DemoMessaging (SPEC §3 message status record, §7 /auth/send/sso*, /auth/share/sso*)', () => {
  it('one board per world, shared by every fake however it is built', async () => {
    const { world, board, container } = await setup();
    expect(MessageBoard.of(world)).toBe(board);
    expect(container.get(DemoMessaging).board).toBe(board);
  });

  it.each([
    ['sms', 'BROADCAST_SMS'],
    ['whatsapp', 'BROADCAST_WPP'],
  ] as const)('a %s link records a %s message with status sent (default policy) and answers its link id', async (channel, method) => {
    const { auth, board, status, links, incidentId, incident, clock } = await setup();
    const answer = await auth.sendSsoLink(channel, { phone: '+5521987654321', videoStream: incident.videoStream!.id! });
    expect(answer).toEqual({ status: 'sent', messageId: expect.stringMatching(/^link-\d+$/) });
    expect(board.records(incidentId)).toEqual([
      {
        receiver: '+5521987654321',
        method,
        status: 'sent',
        date: new Date(clock.now()).toISOString(),
        permissions: {},
        linkId: answer.messageId,
      },
    ]);
    expect(await status.byIncident(incidentId)).toEqual([
      { receiver: '+5521987654321', method, status: 'sent', date: new Date(clock.now()).toISOString(), permissions: {} },
    ]);
    expect(await links.status(answer.messageId!)).toBe('sent');
  });

  it('the video stream may be the stream id, the channel or the incident id', async () => {
    const { auth, board, incidentId, incident } = await setup();
    await auth.sendSsoLink('sms', { phone: '+551', videoStream: incident.videoStream!.channel! });
    await auth.sendSsoLink('sms', { phone: '+552', videoStream: incidentId });
    expect(board.records(incidentId).map((r) => r.receiver)).toEqual(['+551', '+552']);
  });

  it('the LinkRecipientPolicy decides the status (failed SMS, undelivered WhatsApp) or refuses the call', async () => {
    const { auth, board, incidentId, incident, container } = await setup();
    const seen: string[] = [];
    board.setLinkPolicy((attempt) => {
      seen.push(`${attempt.kind}:${attempt.channel}:${attempt.phone}:${attempt.incidentId}`);
      if (attempt.channel === 'sms') return 'failed';
      if (attempt.phone.endsWith('9')) return { reject: new GatewayError('server', 'boom', 500) };
      return { status: 'undelivered' };
    });
    const videoStream = incident.videoStream!.id!;
    expect(await auth.sendSsoLink('sms', { phone: '+5521000000001', videoStream })).toMatchObject({ status: 'failed' });
    expect(await auth.sendSsoLink('whatsapp', { phone: '+5521000000002', videoStream })).toMatchObject({ status: 'undelivered' });
    await expect(auth.sendSsoLink('whatsapp', { phone: '+5521000000009', videoStream })).rejects.toMatchObject({
      kind: 'server',
      serverMessage: 'boom',
    });
    expect(seen).toEqual([
      `send:sms:+5521000000001:${incidentId}`,
      `send:whatsapp:+5521000000002:${incidentId}`,
      `send:whatsapp:+5521000000009:${incidentId}`,
    ]);
    expect(board.records(incidentId).map((r) => [r.method, r.status])).toEqual([
      ['BROADCAST_SMS', 'failed'],
      ['BROADCAST_WPP', 'undelivered'],
    ]);
    expect(container.get(DemoMessaging).sent.map((s) => s.status)).toEqual(['failed', 'undelivered', null]);
    board.resetLinkPolicy();
    expect(await auth.sendSsoLink('sms', { phone: '+5521000000003', videoStream })).toMatchObject({ status: 'sent' });
  });

  it('refuses a phone without digits and an empty video stream, like the server (nothing recorded)', async () => {
    const { auth, incident, board, incidentId } = await setup();
    await expect(auth.sendSsoLink('sms', { phone: ' - ', videoStream: incident.videoStream!.id! })).rejects.toMatchObject({ status: 400 });
    await expect(auth.sendSsoLink('sms', { phone: '+551', videoStream: ' ' })).rejects.toMatchObject({ status: 400 });
    await expect(auth.shareSsoLink('sms', { phone: '+551', videoStream: incidentId }, ' ')).rejects.toMatchObject({ status: 400 });
    expect(board.records(incidentId)).toEqual([]);
  });

  it('with the incident store, a video stream of another tenant answers 404', async () => {
    const { world, store, incident, login } = await setup('public');
    const messaging = new DemoMessaging(world, MessageBoard.of(world), store);
    await expect(messaging.sendSsoLink('sms', { phone: '+551', videoStream: incident.videoStream!.id! })).resolves.toMatchObject({
      status: 'sent',
    });
    await login('tenant_5');
    await expect(messaging.sendSsoLink('sms', { phone: '+551', videoStream: incident.videoStream!.id! })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('driving API: status, permissions, link click and refusals change the record the poll reads', async () => {
    const { auth, board, status, incidentId, incident } = await setup();
    await auth.sendSsoLink('sms', { phone: '+5521987654321', videoStream: incident.videoStream!.id! });
    board.setStatus(incidentId, '+5521987654321', 'read');
    board.clickLink(incidentId, '+5521987654321');
    board.setPermissions(incidentId, '+5521987654321', { privacy_policy: true, local: true });
    board.refuse(incidentId, '+5521987654321', ['audio', 'video']);
    board.refuse(incidentId, '+5521987654321', ['video']);
    const [record] = await status.byIncident(incidentId);
    expect(record).toMatchObject({
      status: 'read',
      permissions: { clicked_link: true, privacy_policy: true, local: true, audio: false, video: false, count_deny_permission: 2 },
    });
    expect(() => board.setStatus(incidentId, '+000', 'read')).toThrow(/no link was sent to \+000/);
    expect(() => board.setStatus('999999999', '+5521987654321', 'read')).toThrow(/no link was sent for incident/);
  });

  it('share invitations get a link id with their own status, but no message status record', async () => {
    const { auth, board, links, status, incidentId, incident, login } = await setup();
    const answer = await auth.shareSsoLink('whatsapp', { phone: '+5521911112222', videoStream: incident.videoStream!.id! }, 'collab-1');
    expect(answer.status).toBe('sent');
    expect(await status.byIncident(incidentId)).toEqual([]);
    board.setInvitationStatus(answer.messageId!, 'opened');
    expect(await links.status(answer.messageId!)).toBe('opened');
    expect(await links.status('link-unknown')).toBeNull();
    expect(board.linkStatus(answer.messageId!)).toMatchObject({ kind: 'share', incidentId, receiver: '+5521911112222' });
    await login('tenant_5');
    expect(await links.status(answer.messageId!)).toBeNull();
  });

  it("message status of another tenant's incident answers 404; failNext makes a poll fail once", async () => {
    const { status, incidentId, login } = await setup();
    (status as FakeMessageStatusGateway).failNext(1);
    await expect(status.byIncident(incidentId)).rejects.toMatchObject({ status: 500 });
    await expect(status.byIncident(incidentId)).resolves.toEqual([]);
    await login('tenant_5');
    await expect(status.byIncident(incidentId)).rejects.toMatchObject({ status: 404 });
  });
});

describe('LocationTracks and FakeLocationTrackerGateway (SPEC §7 /location-tracker/by-incident-id/{id})', () => {
  it("answers the caller's points oldest first, stamped with the world clock", async () => {
    const { tracks, tracker, incidentId, clock } = await setup();
    tracks.addPoint(incidentId, -22.95, -43.19);
    await clock.advance(5_000);
    tracks.addPoint(incidentId, -22.951, -43.191);
    expect(await tracker.byIncident(incidentId)).toEqual([
      { latitude: -22.95, longitude: -43.19, at: new Date(clock.now() - 5_000).toISOString() },
      { latitude: -22.951, longitude: -43.191, at: new Date(clock.now()).toISOString() },
    ]);
    expect(() => tracks.addPoint(incidentId, 91, 0)).toThrow(/latitude 91/);
    expect(() => tracks.addPoint(incidentId, 0, -181)).toThrow(/longitude -181/);
  });

  it("another tenant's incident answers 404", async () => {
    const { tracker, incidentId, login } = await setup();
    await login('tenant_5');
    await expect(tracker.byIncident(incidentId)).rejects.toMatchObject({ status: 404 });
  });
});

describe('FakeWazeGateway (SPEC §7 POST /waze/send/address/{kind})', () => {
  it('records every address sent and refuses bad requests', async () => {
    const { waze, clock } = await setup();
    await waze.sendAddress('whatsapp', { phone: '+5521987654321', address: 'https://waze.com/ul?ll=-22.95,-43.19&navigate=yes' });
    expect(waze.sent).toEqual([
      {
        kind: 'whatsapp',
        phone: '+5521987654321',
        address: 'https://waze.com/ul?ll=-22.95,-43.19&navigate=yes',
        tenantId: 'public',
        at: clock.now(),
      },
    ]);
    await expect(waze.sendAddress('sms', { phone: 'abc', address: 'x' })).rejects.toMatchObject({ status: 400 });
    await expect(waze.sendAddress('sms', { phone: '+551', address: '  ' })).rejects.toMatchObject({ status: 400 });
    waze.failNext(1);
    await expect(waze.sendAddress('sms', { phone: '+551', address: 'x' })).rejects.toMatchObject({ status: 500 });
    expect(waze.sent).toHaveLength(1);
  });
});

describe('ChatRooms and FakeChatGateway (SPEC §3 chat, §7 Twilio endpoints)', () => {
  it('join, open, history, send, caller messages, participants and leave', async () => {
    const { chat, rooms, incidentId } = await setup();
    const name = `${incidentId}_public`;
    rooms.callerSays(name, 'hello?');
    const token = await chat.accessToken();
    await chat.joinConversation(name, { isModerator: false });
    const conversation = await chat.open(token, name);
    expect((await conversation.messages()).map((m) => m.body)).toEqual(['hello?']);
    const heard: ChatMessage[] = [];
    const joined: string[] = [];
    conversation.onMessage((m) => heard.push(m));
    conversation.onParticipantJoined((id) => joined.push(id));
    await conversation.send('On my way');
    rooms.callerSays(name, 'thanks', { media: { url: 'https://example.invalid/p.jpg', filename: 'p.jpg', contentType: 'image/jpeg' } });
    rooms.callerJoins(name, 'caller-2');
    await conversation.promoteToModerator('caller-2');
    expect(heard.map((m) => [m.author, m.body, m.read])).toEqual([
      ['operator@public.demo', 'On my way', false],
      ['caller', 'thanks', false],
    ]);
    expect(heard[1]?.media).toEqual({ url: 'https://example.invalid/p.jpg', filename: 'p.jpg', contentType: 'image/jpeg' });
    expect(joined).toEqual(['caller-2']);
    expect(rooms.conversation(name)?.participants).toEqual([
      { identity: 'operator@public.demo', isModerator: false, joinedAt: expect.any(Number) },
      { identity: 'caller-2', isModerator: true, joinedAt: expect.any(Number) },
    ]);
    expect(rooms.listenerCount()).toBe(2);
    await conversation.leave();
    expect(rooms.listenerCount()).toBe(0);
    expect(rooms.conversation(name)?.participants.map((p) => p.identity)).toEqual(['caller-2']);
    await expect(conversation.send('late')).rejects.toBeInstanceOf(GatewayError);
  });

  it("injected join failures hit only the targeted kind of join; another tenant's conversation is refused", async () => {
    const { chat, rooms, incidentId } = await setup();
    const name = `${incidentId}_public`;
    rooms.failNextJoins(1, 'participant');
    await expect(chat.joinConversation(name, { isModerator: true })).resolves.toBeUndefined();
    await expect(chat.joinConversation(name, { isModerator: false })).rejects.toMatchObject({ status: 500 });
    await expect(chat.joinConversation(name, { isModerator: false })).resolves.toBeUndefined();
    await expect(chat.joinConversation(`${incidentId}_tenant_5`, { isModerator: false })).rejects.toMatchObject({ status: 403 });
    await expect(chat.joinConversation('no good', { isModerator: false })).rejects.toMatchObject({ status: 400 });
    expect(rooms.joins.map((j) => [j.isModerator, j.refused])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
    rooms.failAll(true);
    await expect(chat.joinConversation(name, { isModerator: true })).rejects.toMatchObject({ status: 500 });
  });

  it('open needs a known token and membership; failNextOpens and failNextSends refuse once', async () => {
    const { chat, rooms, incidentId } = await setup();
    const name = `${incidentId}_public`;
    const token = await chat.accessToken();
    await expect(chat.open('forged', name)).rejects.toMatchObject({ status: 401 });
    await expect(chat.open(token, name)).rejects.toMatchObject({ status: 403 });
    await chat.joinConversation(name, { isModerator: false });
    rooms.failNextOpens(1);
    await expect(chat.open(token, name)).rejects.toMatchObject({ status: 500 });
    const conversation = await chat.open(token, name);
    rooms.failNextSends(1);
    await expect(conversation.send('x')).rejects.toMatchObject({ status: 500 });
    await conversation.send('y');
    expect(rooms.conversation(name)?.messages.map((m) => m.body)).toEqual(['y']);
    await expect(chat.turnToken()).resolves.toMatchObject({ iceServers: expect.any(Array) });
  });
});
