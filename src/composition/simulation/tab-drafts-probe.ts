/**
 * Tab drafts probe: one operator, several tabs of one browser on the demo world, typing while the network is down,
 * closing tabs, reopening the incident, letting the session expire and logging out. Each case types one or more
 * texts and counts those that neither reached the server nor were offered back to the operator (the edit form's
 * draft, or the logout's question): a draft lost without the operator being told.
 *
 * Headless, in virtual time (sharedWorld: one local storage and one set of tabs per browser, each tab its own
 * container and session storage). `npm run bench -- multi-operator` prints the total as `tab drafts lost: N`.
 */
import { IncidentEditFlow } from '../../application/incidents/incident-edit.flow';
import { KeptDraftsFacade } from '../../application/incidents/kept-drafts.facade';
import { GatewayError } from '../../application/ports/gateway-error';
import { IncidentsGateway, type UpdateIncidentInput } from '../../application/ports/incidents-gateway.port';
import { isOpenLive, type Incident } from '../../domain/incident/incident';
import { sharedWorld, type Desk, type SharedWorld } from './shared-world';

const OPERATOR = 'operator@public.demo';

/** One case: its name and how many of its typed texts were lost. */
export type TabDraftsCase = readonly [string, number];

/** A tab with the network switch its gateway goes through. */
export interface ProbeTab {
  readonly desk: Desk;
  /** Opens the incident's edit form in this tab (as the live page and the incident view do). */
  open(): Promise<IncidentEditFlow>;
  setOffline(offline: boolean): void;
}

export interface ProbeBrowser {
  readonly shared: SharedWorld;
  readonly incident: Incident;
  /** A tab of the browser, once it started (the server confirmed the kept token). */
  tab(from?: Desk): Promise<ProbeTab>;
  serverHas(text: string): Promise<boolean>;
}

/** A browser signed in as the demo operator, with an open live incident of the public tenant. */
export async function probeBrowser(): Promise<ProbeBrowser> {
  const shared = sharedWorld();
  const first = shared.operator();
  first.signIn(OPERATOR);
  const incident = (await shared.store.list('public')).find(isOpenLive);
  if (incident?.id === undefined || incident.id === null) throw new Error('the demo world has no live incident');
  const id = incident.id;
  let firstTaken = false;
  const tab = async (from?: Desk): Promise<ProbeTab> => {
    const desk = !firstTaken ? first : shared.tabOf(from ?? first);
    firstTaken = true;
    await desk.started();
    let offline = false;
    const gateway = desk.get<IncidentsGateway>(IncidentsGateway);
    const update = gateway.updateIncident.bind(gateway);
    gateway.updateIncident = (incidentId: string | number, input: UpdateIncidentInput) =>
      offline ? Promise.reject(new GatewayError('network')) : update(incidentId, input);
    return {
      desk,
      setOffline: (value) => (offline = value),
      open: async () => {
        const fresh = await gateway.getIncidentById(id);
        if (!fresh) throw new Error('the incident is gone');
        const editor = desk.get<IncidentEditFlow>(IncidentEditFlow);
        editor.start({ incident: fresh, settings: null });
        return editor;
      },
    };
  };
  const serverHas = async (text: string) => {
    const now = await shared.store.get('public', id);
    return now?.title === text || now?.description === text;
  };
  return { shared, incident, tab, serverHas };
}

/** Whether a typed text reached the operator again: on the server, or offered by a form opened now in `tab`. */
async function reached(browser: ProbeBrowser, tab: ProbeTab, text: string): Promise<boolean> {
  if (await browser.serverHas(text)) return true;
  const editor = await tab.open();
  const draft = editor.state.draft;
  editor.dispose();
  return draft?.title === text || draft?.description === text;
}

const count = (values: readonly boolean[]) => values.filter((ok) => !ok).length;

/** Opens the incident in an offline tab and types its description; the auto-save's idle time passes (offline, it fails). */
async function typedOffline(browser: ProbeBrowser, tab: ProbeTab, text: string): Promise<IncidentEditFlow> {
  tab.setOffline(true);
  const form = await tab.open();
  form.setDescription(text);
  await browser.shared.clock.advance(3_000);
  return form;
}

/** The setting of the cases with two tabs open: tab 1 has typed `text` offline (its form still open) beside tab 2. */
async function typedOfflineBesideTab2(text: string) {
  const browser = await probeBrowser();
  const tab1 = await browser.tab();
  const tab2 = await browser.tab();
  const form1 = await typedOffline(browser, tab1, text);
  return { browser, tab1, tab2, form1 };
}

/** Tab 1 types offline; tab 2 opens the incident, edits and saves, and closes; tab 1 reopens it. */
async function typedOfflineThenOtherTabUsed(): Promise<number> {
  const text = 'Caller on the 3rd floor, door code 4471, asthma';
  const { browser, tab1, tab2, form1 } = await typedOfflineBesideTab2(text);
  form1.dispose();
  const form2 = await tab2.open();
  form2.setTitle('Smoke in the stairwell');
  await form2.save();
  form2.dispose();
  tab2.desk.tab.close();
  tab1.setOffline(false);
  return count([await reached(browser, tab1, text)]);
}

/** Tab 1 types offline and is closed; a new tab opens the incident. */
async function closedTabReopened(): Promise<number> {
  const browser = await probeBrowser();
  const tab1 = await browser.tab();
  const text = 'Second caller says two people are still inside';
  const form1 = await typedOffline(browser, tab1, text);
  await form1.flush();
  form1.dispose();
  tab1.desk.tab.close();
  return count([await reached(browser, await browser.tab(tab1.desk), text)]);
}

/** Two open tabs type the same field offline, then both close; a third tab restores one offer, then sees the other. */
async function twoClosedTabsSameField(): Promise<number> {
  const browser = await probeBrowser();
  const tab1 = await browser.tab();
  const tab2 = await browser.tab();
  const texts = ['Gas smell reported by the neighbour', 'Gas company already on the way'];
  const forms = await Promise.all(
    [tab1, tab2].map((tab) => {
      tab.setOffline(true);
      return tab.open();
    }),
  );
  for (const [i, form] of forms.entries()) {
    form.setDescription(texts[i] ?? '');
    await browser.shared.clock.advance(3_000);
  }
  for (const [i, tab] of [tab1, tab2].entries()) {
    forms[i]?.dispose();
    tab.desk.tab.close();
  }
  const tab3 = await browser.tab(tab1.desk);
  const first = await tab3.open();
  const offered = first.state.draft?.description;
  await first.restoreDraft();
  first.dispose();
  return count(await Promise.all(texts.map((text) => (text === offered ? browser.serverHas(text) : reached(browser, tab3, text)))));
}

/** Tab 1 keeps a draft (offline); the session expires; the operator signs in again and opens it in tab 2. */
async function sessionExpiredOtherTab(): Promise<number> {
  const browser = await probeBrowser();
  const tab1 = await browser.tab();
  const text = 'Neighbour has a spare key, flat 12';
  const form = await typedOffline(browser, tab1, text);
  browser.shared.world.expireTokens();
  await browser.shared.clock.advance(1_000);
  form.dispose();
  tab1.desk.tab.close();
  const tab2 = await browser.tab(tab1.desk);
  tab2.desk.signIn(OPERATOR);
  return count([await reached(browser, tab2, text)]);
}

/** Tab 1 keeps a draft (offline, still open); the operator logs out in tab 2: asked, and saves now. */
async function logoutInOtherTab(): Promise<number> {
  const text = 'Ambulance asked to use the back entrance';
  const { browser, tab2, form1 } = await typedOfflineBesideTab2(text);
  const drafts = tab2.desk.get<KeptDraftsFacade>(KeptDraftsFacade);
  if (drafts.count() === 0) return 1;
  const saved = await drafts.saveAll();
  form1.dispose();
  return saved.ok && (await browser.serverHas(text)) ? 0 : 1;
}

/** Every case of the probe, in order, with how many typed texts each lost. */
export async function runTabDraftsProbe(): Promise<readonly TabDraftsCase[]> {
  const cases: Array<readonly [string, () => Promise<number>]> = [
    ['typed offline in tab 1, tab 2 used', typedOfflineThenOtherTabUsed],
    ['tab closed with a draft, reopened in a new tab', closedTabReopened],
    ['two closed tabs typed the same field', twoClosedTabsSameField],
    ['session expired, reopened in another tab', sessionExpiredOtherTab],
    ['logout in another tab, saved now', logoutInOtherTab],
  ];
  const results: TabDraftsCase[] = [];
  for (const [name, play] of cases) results.push([name, await play()]);
  return results;
}
