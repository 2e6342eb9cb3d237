import { describe, expect, it } from 'vitest';
import { ResendLinkUseCase } from '../../src/application/live/resend-link.use-case';
import { SendLinkUseCase } from '../../src/application/live/send-link.use-case';
import { DemoMessaging } from '../../src/adapters/fake/demo-world/demo-messaging';
import { MessageBoard } from '../../src/adapters/fake/demo-world/message-board';
import { incidentsWorld } from './incidents-support';

const FORM = { title: 'Pharmacy fire', description: 'Two cars', address: 'Rua 1' };

/** A live incident whose link went out by SMS. */
async function setup() {
  const w = incidentsWorld({ latencyMs: 0 });
  await w.login('public');
  const phone = { prefix: '+55', number: '21987654321' };
  const sent = await w.container.get(SendLinkUseCase).execute({ channel: 'sms', phone, form: FORM, settings: null });
  if (!sent.ok) throw new Error('the link was not sent');
  const incident = (await w.store.get('public', sent.value.incidentId))!;
  return {
    ...w,
    incident,
    resend: w.container.get(ResendLinkUseCase),
    board: w.container.get(MessageBoard),
    messaging: w.container.get(DemoMessaging),
  };
}

describe('ResendLink (SPEC §2 the live page sends the link again, §8 send failures)', () => {
  it.each(['sms', 'whatsapp'] as const)('%s: the same phone and video stream get the link again', async (channel) => {
    const { resend, incident, messaging } = await setup();
    const result = await resend.execute({ incident, channel });
    expect(result).toEqual({ ok: true, value: { status: 'sent' } });
    expect(messaging.sent.at(-1)).toMatchObject({ kind: 'send', channel, phone: '+5521987654321', videoStream: incident.videoStream!.id });
  });

  it('a failed resend by WhatsApp writes its text after the description, once', async () => {
    const { resend, incident, board, store } = await setup();
    board.setLinkPolicy(() => 'failed');
    const describe = (key: string) => `text of ${key}`;
    const first = await resend.execute({ incident, channel: 'whatsapp', describe });
    expect(first).toMatchObject({ ok: false, error: { kind: 'send-failed', key: 'incidents.create.wpp_failed_sent' } });
    await resend.execute({ incident: (await store.get('public', String(incident.id)))!, channel: 'whatsapp', describe });
    expect((await store.get('public', String(incident.id)))?.description).toBe('Two cars\n\ntext of incidents.create.wpp_failed_sent');
  });

  it('to a corrected number: the link goes there, complete for its prefix; an incomplete one sends nothing', async () => {
    const { resend, incident, messaging } = await setup();
    const before = messaging.sent.length;
    expect(await resend.execute({ incident, channel: 'sms', phone: { prefix: '+55', number: '2198765' } })).toEqual({
      ok: false,
      error: { kind: 'disabled' },
    });
    expect(messaging.sent).toHaveLength(before);
    const result = await resend.execute({ incident, channel: 'whatsapp', phone: { prefix: '+57', number: '3001234561' } });
    expect(result).toEqual({ ok: true, value: { status: 'sent' } });
    expect(messaging.sent.at(-1)).toMatchObject({ kind: 'send', channel: 'whatsapp', phone: '+573001234561' });
  });

  it('an incident without a phone has nothing to send; a second press while sending is refused', async () => {
    const { resend, incident } = await setup();
    expect(
      await resend.execute({ incident: { ...incident, sendToPhone: null, sendToPhones: [], userCreate: null }, channel: 'sms' }),
    ).toEqual({
      ok: false,
      error: { kind: 'no-phone' },
    });
    const first = resend.execute({ incident, channel: 'sms' });
    expect(await resend.execute({ incident, channel: 'sms' })).toEqual({ ok: false, error: { kind: 'busy' } });
    expect((await first).ok).toBe(true);
  });
});

describe("ResendLink on another operator's call (SPEC §6, domain callCommandsAllowed)", () => {
  it('a user who may only view the incident sends nothing; their own call they may resend', async () => {
    const w = incidentsWorld({ latencyMs: 0 });
    await w.login('tenant_5', 'noperm@tenant5.demo');
    const phone = { prefix: '+52', number: '5512345678' };
    const sent = await w.container.get(SendLinkUseCase).execute({ channel: 'sms', phone, form: FORM, settings: null });
    if (!sent.ok) throw new Error('the link was not sent');
    const own = (await w.store.get('tenant_5', sent.value.incidentId))!;
    const resend = w.container.get(ResendLinkUseCase);
    const messaging = w.container.get(DemoMessaging);
    expect((await resend.execute({ incident: own, channel: 'sms' })).ok).toBe(true);
    const before = messaging.sent.length;
    const others = { ...own, activeOperator: { id: 'someone-else', email: 'other@tenant5.demo', name: null, lastName: null, phone: null } };
    expect(await resend.execute({ incident: others, channel: 'sms' })).toEqual({ ok: false, error: { kind: 'unauthorized' } });
    expect(messaging.sent).toHaveLength(before);
  });
});
