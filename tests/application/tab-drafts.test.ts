import { describe, expect, it } from 'vitest';
import { LogoutUseCase } from '../../src/application/auth/logout.use-case';
import { KeptDraftsFacade } from '../../src/application/incidents/kept-drafts.facade';
import { BrowserTabsFlow } from '../../src/application/tabs/browser-tabs.flow';
import type { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { DRAFT_LIFETIME_MS } from '../../src/domain/incident-form/kept-drafts';
import { probeBrowser, runTabDraftsProbe, type ProbeBrowser } from '../../src/composition/simulation/tab-drafts-probe';

const TYPED = 'Caller Ana Ruiz, ID 4471-22, door code 9934';

/** Every value the browser holds (both tabs' session storage and the shared local storage). */
function everything(...tabs: { desk: { local: unknown; session: MemoryStorage } }[]): string {
  const local = tabs[0]?.desk.local as MemoryStorage;
  const areas = [local, ...tabs.map((tab) => tab.desk.session)];
  return areas.flatMap((area) => area.keys().map((key) => `${key}=${area.get(key) ?? ''}`)).join('\n');
}

async function typedOffline(browser: ProbeBrowser, tab: Awaited<ReturnType<ProbeBrowser['tab']>>, text = TYPED) {
  tab.setOffline(true);
  const form = await tab.open();
  form.setDescription(text);
  await browser.shared.clock.advance(3_000);
  return form;
}

describe('tabs of one operator: each keeps its own draft', () => {
  it('a draft typed offline in tab 1 survives tab 2 opening, editing and saving the incident', async () => {
    const browser = await probeBrowser();
    const tab1 = await browser.tab();
    const tab2 = await browser.tab();
    const form1 = await typedOffline(browser, tab1);
    const form2 = await tab2.open();
    expect(form2.state.draft).toBeNull();
    form2.setTitle('Smoke in the stairwell');
    expect((await form2.save()).ok).toBe(true);
    form2.dispose();
    expect(form1.state.unsaved).toEqual(['description']);
    form1.dispose();
    const reopened = await tab1.open();
    expect(reopened.state.draft).toMatchObject({ description: TYPED });
  });

  it('a closed tab leaves its draft to the next tab that opens the incident, and only to one', async () => {
    const browser = await probeBrowser();
    const tab1 = await browser.tab();
    const form1 = await typedOffline(browser, tab1);
    form1.dispose();
    tab1.desk.tab.close();
    const tab2 = await browser.tab(tab1.desk);
    const tab3 = await browser.tab(tab1.desk);
    const form2 = await tab2.open();
    expect(form2.state.draft).toMatchObject({ description: TYPED });
    expect((await tab3.open()).state.draft).toBeNull();
  });

  it('the probe: no typed text is lost in any of its two-tab cases', async () => {
    const cases = await runTabDraftsProbe();
    expect(cases.length).toBeGreaterThanOrEqual(5);
    expect(cases.filter(([, lost]) => lost > 0)).toEqual([]);
  });
});

describe('a second tab opening an incident being edited says so', () => {
  it('tab 2 hears that tab 1 edits the incident, until tab 1 closes its form or its page', async () => {
    const browser = await probeBrowser();
    const tab1 = await browser.tab();
    const tab2 = await browser.tab();
    const id = String(browser.incident.id);
    const tabs1 = tab1.desk.get(BrowserTabsFlow);
    const tabs2 = tab2.desk.get(BrowserTabsFlow);
    const release = tabs1.editing(id);
    expect(tabs2.editedElsewhere(id)).toBe(true);
    expect(tabs1.editedElsewhere(id)).toBe(false);
    const changes: number[] = [];
    tabs2.onChange(() => changes.push(1));
    release();
    expect(tabs2.editedElsewhere(id)).toBe(false);
    tabs1.editing(id);
    expect(tabs2.editedElsewhere(id)).toBe(true);
    tab1.desk.tab.close();
    expect(tabs2.editedElsewhere(id)).toBe(false);
    expect(changes.length).toBe(3);
  });

  it('a tab started after the editing tab learns it at once from the answer to its hello', async () => {
    const browser = await probeBrowser();
    const tab1 = await browser.tab();
    const id = String(browser.incident.id);
    tab1.desk.get(BrowserTabsFlow).editing(id);
    const tab2 = await browser.tab();
    expect(tab2.desk.get(BrowserTabsFlow).editedElsewhere(id)).toBe(true);
    expect(tab2.desk.get(BrowserTabsFlow).tabId).not.toBe(tab1.desk.get(BrowserTabsFlow).tabId);
  });

  it("another browser's tabs, or another account's, do not count", async () => {
    const browser = await probeBrowser();
    const tab1 = await browser.tab();
    const id = String(browser.incident.id);
    tab1.desk.get(BrowserTabsFlow).editing(id);
    const elsewhere = browser.shared.operator();
    elsewhere.signIn('operator@public.demo');
    expect(elsewhere.get(BrowserTabsFlow).editedElsewhere(id)).toBe(false);
  });
});

describe('drafts are the operator’s, for a shift', () => {
  it('the logout asks when drafts are kept in any tab; save now sends them all and forgets them', async () => {
    const browser = await probeBrowser();
    const tab1 = await browser.tab();
    const tab2 = await browser.tab();
    const form1 = await typedOffline(browser, tab1);
    const drafts = tab2.desk.get(KeptDraftsFacade);
    expect(drafts.count()).toBe(1);
    tab1.setOffline(false);
    tab2.setOffline(true);
    const refused = await drafts.saveAll();
    expect(refused).toMatchObject({ ok: false, error: { kind: 'not-saved', failed: 1, failure: { kind: 'network' } } });
    expect(drafts.count()).toBe(1);
    tab2.setOffline(false);
    expect(await drafts.saveAll()).toEqual({ ok: true, value: { saved: 1 } });
    expect(await browser.serverHas(TYPED)).toBe(true);
    expect(drafts.count()).toBe(0);
    form1.dispose();
  });

  it('discard, then logout: no incident text is left in any storage, and an open form writes none back', async () => {
    const browser = await probeBrowser();
    const tab1 = await browser.tab();
    const tab2 = await browser.tab();
    const form1 = await typedOffline(browser, tab1);
    const form2 = await typedOffline(browser, tab2, 'Second tab: the caller’s neighbour, flat 3B');
    expect(everything(tab1, tab2)).toContain(TYPED);
    tab2.desk.get(KeptDraftsFacade).discardAll();
    await tab2.desk.get(LogoutUseCase).execute();
    form1.setDescription(`${TYPED} and more`);
    await browser.shared.clock.advance(60_000);
    await form1.flush();
    form1.dispose();
    form2.dispose();
    const left = everything(tab1, tab2);
    expect(left).not.toContain('Ana Ruiz');
    expect(left).not.toContain('flat 3B');
    expect(left).not.toContain('incidentDrafts');
  });

  it('stay: nothing is discarded and nothing is sent', async () => {
    const browser = await probeBrowser();
    const tab1 = await browser.tab();
    const form1 = await typedOffline(browser, tab1);
    const drafts = tab1.desk.get(KeptDraftsFacade);
    expect(drafts.count()).toBe(1);
    expect(await browser.serverHas(TYPED)).toBe(false);
    form1.dispose();
    expect((await tab1.open()).state.draft).toMatchObject({ description: TYPED });
  });

  it('a draft expires 12 hours after it was last written, and leaves the storage', async () => {
    const browser = await probeBrowser();
    const tab1 = await browser.tab();
    const form1 = await typedOffline(browser, tab1);
    form1.dispose();
    tab1.desk.tab.close();
    const tab2 = await browser.tab(tab1.desk);
    tab2.setOffline(true);
    await browser.shared.clock.advance(DRAFT_LIFETIME_MS - 3_001);
    tab2.desk.signIn('operator@public.demo');
    const kept = await tab2.open();
    expect(kept.state.draft).toMatchObject({ description: TYPED });
    kept.dispose();
    await browser.shared.clock.advance(DRAFT_LIFETIME_MS);
    tab2.desk.signIn('operator@public.demo');
    expect((await tab2.open()).state.draft).toBeNull();
    expect(everything(tab1, tab2)).not.toContain('Ana Ruiz');
  });

  it('kept across a session expiry, a draft is offered to the same account only, never to another signing in', async () => {
    const browser = await probeBrowser();
    const tab1 = await browser.tab();
    const form1 = await typedOffline(browser, tab1);
    browser.shared.world.expireTokens();
    await browser.shared.clock.advance(1_000);
    form1.dispose();
    tab1.desk.tab.close();
    const tab2 = await browser.tab(tab1.desk);
    tab2.desk.signIn('admin@public.demo');
    expect((await tab2.open()).state.draft).toBeNull();
    expect(tab2.desk.get(KeptDraftsFacade).count()).toBe(0);
    const other = await tab2.open();
    other.setDescription('The admin’s own words');
    other.dispose();
    tab2.desk.signIn('operator@public.demo');
    expect((await tab2.open()).state.draft).toMatchObject({ description: TYPED });
  });
});
