import { describe, expect, it } from 'vitest';
import { ResendLinkUseCase } from '../../src/application/live/resend-link.use-case';
import { ShareUseCase } from '../../src/application/live/share.use-case';
import { PreferencesStore } from '../../src/application/preferences/preferences.store';
import { DemoMessaging } from '../../src/adapters/fake/demo-world/demo-messaging';
import { incidentsCreatePayload } from '../../src/domain/incident/incident-create';
import { incidentsWorld } from './incidents-support';

const PHONE = { prefix: '+55', number: '21911112222' } as const;

async function sendEveryLink(language: string | null) {
  const w = incidentsWorld();
  await w.login('public');
  if (language !== null) w.container.get(PreferencesStore).setLanguage(language);
  const incident = await w.gateway.createIncident(
    incidentsCreatePayload({ title: 'Flood', description: 'Water', address: 'Av. Atlântica 1702', phone: '+5521987654321' }),
  );
  const share = w.container.get(ShareUseCase);
  await share.execute({ mode: 'newIncident', channel: 'sms', phone: PHONE, incident, settings: null });
  await share.execute({ mode: 'newBroadcast', channel: 'whatsapp', phone: PHONE, incident });
  await share.execute({ mode: 'shareInvitation', channel: 'sms', phone: PHONE, incident });
  await w.container.get(ResendLinkUseCase).execute({ incident, channel: 'sms' });
  return w.container.get(DemoMessaging).sent.map((s) => [s.kind, s.language]);
}

describe("SPEC §1 the live page's language codes: every link is sent with the operator's language (1 en, 2 pt, 3 es)", () => {
  it.each([
    ['pt', 2],
    ['es', 3],
    ['en', 1],
    [null, 1],
  ] as const)(
    'operator language %j -> code %s on the caller link, a second broadcaster, an invitation and a resend',
    async (language, code) => {
      expect(await sendEveryLink(language)).toEqual([
        ['send', code],
        ['send', code],
        ['share', code],
        ['send', code],
      ]);
    },
  );
});
