import { describe, expect, it } from 'vitest';
import { MessageStatusPollFlow, type MessageStatusNotice } from '../../src/application/live/message-status-poll.flow';
import { Logger } from '../../src/application/ports/logger.port';
import { MessageStatusGateway } from '../../src/application/ports/message-status-gateway.port';
import { DemoMessaging } from '../../src/adapters/fake/demo-world/demo-messaging';
import { MessageBoard } from '../../src/adapters/fake/demo-world/message-board';
import type { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import type { FakeMessageStatusGateway } from '../../src/adapters/fake/message-status-gateway.fake';
import { incidentsCreatePayload } from '../../src/domain/incident/incident-create';
import type { MessageStatusRecord } from '../../src/domain/incident/message-status';
import { TIMINGS, TOAST_DURATIONS } from '../../src/domain/shared/constants';
import { noticeDuration } from '../../src/domain/shared/notice';
import { incidentsWorld } from './incidents-support';

const PHONE = '+5521987654321';

async function setup(channel: 'sms' | 'whatsapp' = 'sms', latencyMs = 0) {
  const w = incidentsWorld({ latencyMs });
  await w.login('public');
  const created = w.gateway.createIncident(incidentsCreatePayload({ title: 'Fire', description: 'Smoke', address: 'Rua A', phone: PHONE }));
  await w.clock.advance(latencyMs);
  const incident = await created;
  const incidentId = String(incident.id);
  const board = w.container.get(MessageBoard);
  const sending = w.container.get(DemoMessaging).sendSsoLink(channel, { phone: PHONE, videoStream: incident.videoStream!.id! });
  await w.clock.advance(latencyMs);
  await sending;
  const gateway = w.container.get<FakeMessageStatusGateway>(MessageStatusGateway);
  gateway.calls.length = 0;
  const polling = w.container.get(MessageStatusPollFlow);
  const notices: MessageStatusNotice[] = [];
  const records: (readonly MessageStatusRecord[])[] = [];
  polling.onNotice((n) => notices.push(n));
  polling.onRecords((r) => records.push(r));
  return { ...w, incidentId, board, gateway, polling, notices, records, logger: w.container.get<MemoryLogger>(Logger) };
}

const keys = (notices: readonly MessageStatusNotice[]) => notices.map((n) => n.key);

describe('Message status polling (SPEC §4 message delivery, §8 toasts, §9 permission poll 2 s)', () => {
  it('polls at start and then every 2 s exactly', async () => {
    const { polling, gateway, clock, incidentId } = await setup();
    polling.start(incidentId);
    await clock.settle();
    expect(gateway.calls).toEqual([incidentId]);
    await clock.advance(TIMINGS.permissionPoll - 1);
    expect(gateway.calls).toHaveLength(1);
    await clock.advance(1);
    expect(gateway.calls).toHaveLength(2);
    await clock.advance(TIMINGS.permissionPoll * 3);
    expect(gateway.calls).toHaveLength(5);
    polling.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });

  it("refresh() reads at once between ticks (the server's showPermissions push), and again after a read under way", async () => {
    const { polling, board, gateway, clock, incidentId, notices } = await setup('sms', 300);
    polling.start(incidentId);
    await clock.advance(300);
    expect(gateway.calls).toHaveLength(1);
    board.clickLink(incidentId, PHONE);
    board.setPermissions(incidentId, PHONE, { privacy_policy: true, local: true, video: true, audio: true });
    void polling.refresh();
    await clock.advance(300);
    expect(gateway.calls).toHaveLength(2);
    expect(keys(notices)).toContain('message_status.accepted_camera');
    // A tick's read is under way when the push arrives: its answer may predate the push, so the refresh reads after it.
    await clock.advance(TIMINGS.permissionPoll - 600);
    expect(gateway.calls).toHaveLength(3);
    void polling.refresh();
    await clock.advance(300);
    await clock.settle();
    expect(gateway.calls).toHaveLength(4);
    await clock.advance(600);
    expect(gateway.calls).toHaveLength(4);
    polling.dispose();
    await polling.refresh();
    expect(gateway.calls).toHaveLength(4);
  });

  it('each toast shows exactly once across polls, of its kind, as the caller goes through the link', async () => {
    const { polling, board, clock, incidentId, notices } = await setup();
    polling.start(incidentId);
    await clock.settle();
    expect(notices).toEqual([]); // sent: nothing to say yet
    board.setStatus(incidentId, PHONE, 'read');
    await clock.advance(TIMINGS.permissionPoll);
    expect(notices).toEqual([{ key: 'message_status.link_read', kind: 'info', receiver: PHONE, method: 'BROADCAST_SMS' }]);
    await clock.advance(TIMINGS.permissionPoll * 5);
    expect(keys(notices)).toEqual(['message_status.link_read']);
    board.clickLink(incidentId, PHONE);
    board.setPermissions(incidentId, PHONE, { privacy_policy: true, local: true, video: true, audio: true });
    await clock.advance(TIMINGS.permissionPoll);
    expect(notices.slice(1)).toEqual([
      { key: 'message_status.link_clicked', kind: 'info', receiver: PHONE, method: 'BROADCAST_SMS' },
      {
        key: 'message_status.accepted_camera',
        kind: 'success',
        receiver: PHONE,
        method: 'BROADCAST_SMS',
      },
      {
        key: 'message_status.accepted_location',
        kind: 'success',
        receiver: PHONE,
        method: 'BROADCAST_SMS',
      },
    ]);
    await clock.advance(TIMINGS.permissionPoll * 10);
    expect(notices).toHaveLength(4);
    polling.dispose();
  });

  it.each([
    [['audio', 'video'], 'message_status.refused_media'],
    [['local'], 'message_status.refused_location'],
    [['local', 'video'], 'message_status.refused_both'],
  ] as const)('refusing %j shows %s once, and again only when the caller refuses once more', async (names, key) => {
    const { polling, board, clock, incidentId, notices } = await setup();
    polling.start(incidentId);
    board.refuse(incidentId, PHONE, names);
    await clock.advance(TIMINGS.permissionPoll);
    expect(notices.map((n) => [n.key, n.kind, noticeDuration(n)])).toEqual([[key, 'warning', TOAST_DURATIONS.default]]);
    await clock.advance(TIMINGS.permissionPoll * 4);
    expect(notices).toHaveLength(1);
    board.refuse(incidentId, PHONE, names);
    await clock.advance(TIMINGS.permissionPoll);
    expect(keys(notices)).toEqual([key, key]);
    polling.dispose();
  });

  it.each([
    ['sms', 'failed', 'incidents.create.sms_failed_sent'],
    ['sms', 'undelivered', 'incidents.create.sms_failed_sent'],
    ['whatsapp', 'failed', 'incidents.create.wpp_failed_sent'],
    ['whatsapp', 'undelivered', 'number_not_registered_on_whatsapp'],
  ] as const)('a %s delivery turning %s is an error toast (%s), once', async (channel, status, key) => {
    const { polling, board, clock, incidentId, notices } = await setup(channel);
    polling.start(incidentId);
    await clock.settle();
    board.setStatus(incidentId, PHONE, 'delivered');
    await clock.advance(TIMINGS.permissionPoll);
    board.setStatus(incidentId, PHONE, status);
    await clock.advance(TIMINGS.permissionPoll);
    await clock.advance(TIMINGS.permissionPoll);
    expect(notices.map((n) => [n.key, n.kind, noticeDuration(n)])).toEqual([[key, 'error', TOAST_DURATIONS.error]]);
    polling.dispose();
  });

  it('publishes the records for the status panel after every poll', async () => {
    const { polling, clock, incidentId, records } = await setup();
    polling.start(incidentId);
    await clock.settle();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject([{ receiver: PHONE, method: 'BROADCAST_SMS', status: 'sent' }]);
    expect(polling.records).toBe(records[0]);
    polling.dispose();
  });

  it('a failed poll is logged and the next one recovers; no toast is lost', async () => {
    const { polling, board, gateway, clock, incidentId, notices, logger } = await setup();
    polling.start(incidentId);
    await clock.advance(0);
    board.setStatus(incidentId, PHONE, 'read');
    gateway.failNext(2);
    await clock.advance(TIMINGS.permissionPoll * 2);
    expect(notices).toEqual([]);
    expect(logger.entries.filter((e) => e.message === 'message status poll failed')).toHaveLength(2);
    await clock.advance(TIMINGS.permissionPoll);
    expect(keys(notices)).toEqual(['message_status.link_read']);
    polling.dispose();
  });

  it("the first reading tells only the latest link's standing problems, not how the link went before", async () => {
    const { polling, board, clock, incidentId, notices } = await setup();
    board.setStatus(incidentId, PHONE, 'read');
    board.clickLink(incidentId, PHONE);
    board.setPermissions(incidentId, PHONE, { local: true });
    board.refuse(incidentId, PHONE, ['video', 'audio']);
    polling.start(incidentId);
    await clock.advance(0);
    expect(keys(notices)).toEqual(['message_status.refused_media']);
    board.refuse(incidentId, PHONE, ['local']);
    await clock.advance(TIMINGS.permissionPoll);
    expect(keys(notices)).toEqual(['message_status.refused_media', 'message_status.refused_both']);
    polling.dispose();
  });

  it("a link's history (several records of one message) is not told again at every poll: its newest record is compared", async () => {
    const { clock, container } = await setup();
    const history: MessageStatusRecord[] = [
      { receiver: PHONE, method: 'BROADCAST_SMS', status: 'sent', date: '2026-01-01T10:00:00Z', permissions: {} },
      { receiver: PHONE, method: 'BROADCAST_SMS', status: 'read', date: '2026-01-01T10:01:00Z', permissions: {} },
      {
        receiver: PHONE,
        method: 'BROADCAST_SMS',
        status: 'read',
        date: '2026-01-01T10:02:00Z',
        permissions: { clicked_link: true, video: true },
      },
    ];
    const records = [...history];
    const gateway = { byIncident: () => Promise.resolve([...records]) } as unknown as MessageStatusGateway;
    const polling = new MessageStatusPollFlow(gateway, clock, container.get<MemoryLogger>(Logger));
    const notices: MessageStatusNotice[] = [];
    polling.onNotice((n) => notices.push(n));
    polling.start('7');
    await clock.advance(TIMINGS.permissionPoll * 3);
    expect(notices).toEqual([]);
    records.push({ ...history[2]!, date: '2026-01-01T10:03:00Z', permissions: { clicked_link: true, video: true, local: false } });
    await clock.advance(TIMINGS.permissionPoll * 3);
    expect(keys(notices)).toEqual(['message_status.refused_location']);
    polling.dispose();
  });

  it('a slow answer is not doubled by the next tick', async () => {
    const { polling, gateway, clock, incidentId } = await setup('sms', 3_000);
    polling.start(incidentId);
    await clock.advance(TIMINGS.permissionPoll); // the first poll is still waiting for its answer
    expect(gateway.calls).toHaveLength(1);
    await clock.advance(1_000); // answered at 3 s
    await clock.advance(1_000); // the 4 s tick polls again
    expect(gateway.calls).toHaveLength(2);
    polling.dispose();
    await clock.advance(10_000);
    expect(gateway.calls).toHaveLength(2);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('dispose stops polling, drops its listeners and leaves no timer; an answer after dispose is ignored', async () => {
    const { polling, board, gateway, clock, incidentId, notices } = await setup('sms', 500);
    polling.start(incidentId);
    board.setStatus(incidentId, PHONE, 'read');
    polling.dispose();
    expect(polling.listenerCount()).toBe(0);
    await clock.advance(TIMINGS.permissionPoll * 3);
    expect(gateway.calls).toHaveLength(1);
    expect(notices).toEqual([]);
    expect(clock.pendingTimers()).toBe(0);
  });
});
