import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { LiveSessionFactory } from '../../src/application/live/live-session.factory';
import { DEMO_ACCOUNTS } from '../../src/adapters/fake/demo-world/demo-accounts';
import { CallerDirector } from '../../src/adapters/fake/simulation/caller-director';
import { IncidentStore } from '../../src/adapters/fake/demo-world/incident-store';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { demoTab, tabContainer, type DemoTab } from './support/demo-tab';

/**
 * The names the demo world invents (the video calls' category, the caption of a photo a seeded caller sends) are in
 * the language the console shows, as the seeded caller's words are. The tenant's own data (titles, places) is not.
 */

const TENANT = 'public';
const ACCOUNT = DEMO_ACCOUNTS.find((a) => a.email === 'admin@public.demo')!;

function tabIn(language: string | null): DemoTab {
  const t = demoTab(new VirtualClock(Date.UTC(2026, 4, 4, 9, 0, 0)));
  if (language) t.local.set('currentLanguage', language);
  return t;
}

async function storeOf(t: DemoTab) {
  const container = tabContainer(t);
  await container.get(LoginUseCase).execute({ email: ACCOUNT.email, password: 'demo1234', tenant: TENANT });
  return { container, store: container.get(IncidentStore) };
}

const categoriesOf = async (store: IncidentStore) => new Set((await store.list(TENANT)).map((i) => i.category?.title));

const newIncident = (store: IncidentStore) =>
  store.create(
    TENANT,
    {
      input: {
        title: 'Fire',
        description: '',
        address: 'Rua do Catete, 10',
        city: 'Rio de Janeiro',
        latitude: -22.92,
        longitude: -43.17,
        sendToPhone: '+5521999990000',
        incidentsCategoryId: 14,
        status: 'DRAFT',
      },
      operatorIps: [],
    },
    ACCOUNT,
  );

/** The texts written in a generated SVG picture (its heading and caption). */
const textsOf = (url: string) => [...decodeURIComponent(url).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('the names the demo world invents follow the console language', () => {
  it.each([
    [null, 'Live video'],
    ['en', 'Live video'],
    ['pt', 'Vídeo ao vivo'],
    ['es', 'Video en vivo'],
  ])('console in %s: every seeded and new incident files under "%s"', async (language, title) => {
    const { store } = await storeOf(tabIn(language));
    expect(await categoriesOf(store)).toEqual(new Set([title]));
    expect((await newIncident(store)).category?.title).toBe(title);
  });

  it('an incident kept from a page in English is named in Portuguese after the reload in Portuguese', async () => {
    const t = tabIn('en');
    const first = await storeOf(t);
    const created = await newIncident(first.store);
    expect(created.category?.title).toBe('Live video');
    t.local.set('currentLanguage', 'pt');
    const second = await storeOf(t);
    expect((await second.store.get(TENANT, created.id))?.category?.title).toBe('Vídeo ao vivo');
    expect(await categoriesOf(second.store)).toEqual(new Set(['Vídeo ao vivo']));
  });

  it.each([
    ['pt', 'Do outro lado da rua'],
    ['es', 'Desde el otro lado de la calle'],
  ])("in %s, the seeded caller's photo is captioned in it", async (language, caption) => {
    const t = tabIn(language);
    const { container, store } = await storeOf(t);
    const director = container.get(CallerDirector);
    const [streaming] = await store.seededLive(TENANT);
    const created = container.get(LiveSessionFactory).create({ incidentId: streaming! });
    if (!created.ok) throw new Error('no live session');
    void created.value.start();
    await t.clock.advance(40_000);
    const media = (await store.get(TENANT, streaming!))?.media ?? [];
    const captions = media.filter((m) => m.typeContent === 'image').flatMap((m) => textsOf(m.url ?? ''));
    expect(captions).toContain(caption);
    // The seeded photos the incident already had are numbered, in no language.
    expect(captions.filter((text) => /^\d+\/\d+$/.test(text ?? '')).length).toBeGreaterThan(0);
    expect(captions.join(' ')).not.toMatch(/From across the street|photo \d/);
    expect(director.scenarioOf(streaming!)?.name).toBe('Live now: streaming on the move');
    director.dispose();
  });
});
