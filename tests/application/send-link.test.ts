import { describe, expect, it } from 'vitest';
import { SendLinkUseCase, type SendLinkInput } from '../../src/application/live/send-link.use-case';
import { CallerNeverJoinedUseCase } from '../../src/application/live/caller-never-joined.use-case';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { Logger } from '../../src/application/ports/logger.port';
import { MessageStatusGateway } from '../../src/application/ports/message-status-gateway.port';
import type { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import type { FakeMessageStatusGateway } from '../../src/adapters/fake/message-status-gateway.fake';
import { DemoMessaging } from '../../src/adapters/fake/demo-world/demo-messaging';
import { MessageBoard } from '../../src/adapters/fake/demo-world/message-board';
import { sendLinkDisabled } from '../../src/domain/messaging/send-link';
import { incidentsWorld } from './incidents-support';

const FORM = {
  title: 'Car crash',
  description: 'Two cars',
  address: 'Av. Atlântica 1702',
  city: 'Rio de Janeiro',
  latitude: -22.97,
  longitude: -43.18,
};

function input(overrides: Partial<SendLinkInput> = {}): SendLinkInput {
  return { channel: 'sms', phone: { prefix: '+55', number: '21987654321' }, form: FORM, settings: null, ...overrides };
}

async function setup(latencyMs = 0) {
  const w = incidentsWorld({ latencyMs });
  await w.login('public');
  return {
    ...w,
    sendLink: w.container.get(SendLinkUseCase),
    board: w.container.get(MessageBoard),
    messaging: w.container.get(DemoMessaging),
    logger: w.container.get<MemoryLogger>(Logger),
  };
}

describe('SendLink (SPEC §2 send buttons, §5 disabled rules, §7 /auth/send/sso*, §8 send failures)', () => {
  it.each([
    ['sms', 'BROADCAST_SMS'],
    ['whatsapp', 'BROADCAST_WPP'],
  ] as const)(
    '%s: creates the incident (DRAFT, category 14) and sends the link with its video stream; the result names the incident',
    async (channel, method) => {
      const { sendLink, board, messaging, store } = await setup();
      const result = await sendLink.execute(input({ channel }));
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const incident = await store.get('public', result.value.incidentId);
      expect(incident).toMatchObject({ status: 'DRAFT', incidentsCategoryId: 14, sendToPhone: '+5521987654321', description: 'Two cars' });
      expect(result.value).toMatchObject({ status: 'sent', linkId: expect.stringMatching(/^link-/) });
      expect(messaging.sent).toMatchObject([{ kind: 'send', channel, phone: '+5521987654321', videoStream: incident!.videoStream!.id }]);
      expect(board.records(result.value.incidentId)).toMatchObject([{ receiver: '+5521987654321', method, status: 'sent' }]);
    },
  );

  it.each([
    ['sms', 'failed', 'incidents.create.sms_failed_sent'],
    ['sms', 'undelivered', 'incidents.create.sms_failed_sent'],
    ['whatsapp', 'failed', 'incidents.create.wpp_failed_sent'],
    ['whatsapp', 'undelivered', 'number_not_registered_on_whatsapp'],
  ] as const)(
    "%s answered %s: %s added after the operator's description, the operator stays on the incident",
    async (channel, status, key) => {
      const { sendLink, board, store } = await setup();
      board.setLinkPolicy(() => status);
      const result = await sendLink.execute(input({ channel }));
      expect(result).toMatchObject({ ok: false, error: { kind: 'send-failed', key, stay: true, descriptionUpdated: true } });
      if (result.ok || result.error.kind !== 'send-failed') return;
      const incident = await store.get('public', result.error.incidentId);
      expect(incident?.description).toBe(`Two cars\n\n${key}`);
      expect(incident?.status).toBe('DRAFT');
      expect(result.error.incident.description).toBe(`Two cars\n\n${key}`);
    },
  );

  it.each([
    ['sms', 'incidents.create.sms_failed_sent'],
    ['whatsapp', 'incidents.create.wpp_failed_sent'],
  ] as const)('%s call refused by the server counts as failed: %s', async (channel, key) => {
    const { sendLink, board, store, logger } = await setup();
    board.setLinkPolicy(() => ({ reject: new GatewayError('server', 'Internal server error', 500) }));
    const result = await sendLink.execute(input({ channel }));
    expect(result).toMatchObject({ ok: false, error: { kind: 'send-failed', key, stay: true } });
    if (result.ok || result.error.kind !== 'send-failed') return;
    expect((await store.get('public', result.error.incidentId))?.description).toBe(`Two cars\n\n${key}`);
    expect(logger.entries.some((e) => e.level === 'warning' && e.message === 'send link: the server refused the link')).toBe(true);
  });

  it('writes the translated failure text when the UI gives one', async () => {
    const { sendLink, board, store } = await setup();
    board.setLinkPolicy(() => 'failed');
    const result = await sendLink.execute(input({ describe: (key) => `T(${key})` }));
    if (result.ok || result.error.kind !== 'send-failed') throw new Error('expected a send failure');
    expect((await store.get('public', result.error.incidentId))?.description).toBe('Two cars\n\nT(incidents.create.sms_failed_sent)');
  });

  it('still says stay when the description could not be updated (logged)', async () => {
    const { sendLink, board, gateway, logger } = await setup();
    board.setLinkPolicy(() => 'failed');
    const original = gateway.updateIncident.bind(gateway);
    gateway.updateIncident = () => Promise.reject(new GatewayError('network'));
    const result = await sendLink.execute(input());
    gateway.updateIncident = original;
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'send-failed', key: 'incidents.create.sms_failed_sent', stay: true, descriptionUpdated: false },
    });
    expect(logger.entries.some((e) => e.level === 'error' && e.message.startsWith('send link: could not write'))).toBe(true);
  });

  it.each([
    ['no phone', { phone: { prefix: '+55', number: '' } }],
    ['an incomplete phone', { phone: { prefix: '+55', number: '2198765432' } }],
    ['an unknown prefix', { phone: { prefix: '+44', number: '21987654321' } }],
    ['an existing incident', { incidentId: '100001' }],
  ] as const)('disabled with %s: nothing is created or sent', async (_label, overrides: Partial<SendLinkInput>) => {
    const { sendLink, messaging, gateway } = await setup();
    const attempt = input(overrides);
    expect(sendLinkDisabled(attempt.phone, attempt.incidentId, false)).toBe(true);
    expect(await sendLink.execute(attempt)).toEqual({ ok: false, error: { kind: 'disabled' } });
    expect(messaging.sent).toEqual([]);
    expect(gateway.calls.filter((c) => c[0] === 'createIncident')).toEqual([]);
  });

  it('a second send while one is in progress is refused; the buttons are disabled meanwhile', async () => {
    const { sendLink, clock, messaging } = await setup(300);
    expect(sendLinkDisabled(input().phone, null, false)).toBe(false);
    expect(sendLinkDisabled(input().phone, null, true)).toBe(true);
    const first = sendLink.execute(input());
    expect(await sendLink.execute(input({ channel: 'whatsapp' }))).toEqual({ ok: false, error: { kind: 'busy' } });
    await clock.advance(2_000);
    expect((await first).ok).toBe(true);
    expect(messaging.sent).toHaveLength(1);
    // Done sending: the next send goes out.
    const second = sendLink.execute(input({ channel: 'whatsapp' }));
    await clock.advance(2_000);
    expect((await second).ok).toBe(true);
    expect(messaging.sent).toHaveLength(2);
    expect(clock.pendingTimers()).toBe(0);
  });

  it("an invalid form is the create use case's error: nothing sent", async () => {
    const { sendLink, messaging } = await setup();
    const result = await sendLink.execute(input({ form: { ...FORM, address: '  ' } }));
    expect(result).toMatchObject({ ok: false, error: { kind: 'create-failed', error: { kind: 'invalid' } } });
    expect(messaging.sent).toEqual([]);
  });
});

describe('Caller never joined (SPEC §8)', () => {
  async function sent(status: string, options: { clicked?: boolean } = {}) {
    const s = await setup();
    const result = await s.sendLink.execute(input());
    if (!result.ok) throw new Error('send failed');
    const id = result.value.incidentId;
    s.board.setStatus(id, '+5521987654321', status);
    if (options.clicked) s.board.clickLink(id, '+5521987654321');
    return { ...s, id, useCase: s.container.get(CallerNeverJoinedUseCase) };
  }

  it.each([
    ['sent', false, 'delivery-failure'],
    ['delivered', false, 'link-not-clicked'],
    ['failed', false, 'link-not-clicked'],
    ['undelivered', false, 'link-not-clicked'],
    ['read', false, null],
    ['delivered', true, null],
  ] as const)('status %s (clicked %s): description %s, then restart', async (status, clicked, key) => {
    const { useCase, id, store } = await sent(status, { clicked });
    const result = await useCase.execute({ incidentId: id });
    expect(result).toEqual({
      ok: true,
      value: { kind: 'restart', incidentId: id, descriptionKey: key, descriptionUpdated: key !== null, status },
    });
    expect((await store.get('public', id))?.description).toBe(key ?? 'Two cars');
  });

  it('reads the newest caller record when the link was sent twice', async () => {
    const { useCase, id, board, clock, store, auth } = await (async () => {
      const s = await sent('delivered');
      return { ...s, auth: s.container.get(DemoMessaging) };
    })();
    await clock.advance(1_000);
    await auth.sendSsoLink('whatsapp', { phone: '+5521911112222', videoStream: id });
    board.setStatus(id, '+5521911112222', 'sent');
    const result = await useCase.execute({ incidentId: id, describe: (k) => `text:${k}` });
    expect(result.ok && result.value.descriptionKey).toBe('delivery-failure');
    expect((await store.get('public', id))?.description).toBe('text:delivery-failure');
  });

  it('an unreadable status writes nothing, is logged, and still restarts', async () => {
    const { useCase, id, container, store, logger } = await sent('sent');
    container.get<FakeMessageStatusGateway>(MessageStatusGateway).failNext(1);
    const result = await useCase.execute({ incidentId: id });
    expect(result).toEqual({
      ok: true,
      value: { kind: 'restart', incidentId: id, descriptionKey: null, descriptionUpdated: false, status: null },
    });
    expect((await store.get('public', id))?.description).toBe('Two cars');
    expect(logger.entries.some((e) => e.message.startsWith('caller never joined: message status unreadable'))).toBe(true);
  });
});
