/**
 * Edit probe: an operator types a sentence into an incident's description one character at a time while the session
 * token expires midway, then counts how many of the typed characters the server ends up holding.
 *
 * Headless, in virtual time, on the fake container (the demo world), with the wiring the console's pages use: the
 * session monitor sends the operator to login when the server answers 401; the edit form then sends its pending
 * edits and goes (flush, then dispose); the operator signs in again, the incident opens again, a kept draft is
 * restored (as the operator would accept the offer) and typing goes on in the field as it now reads.
 *
 * `npm run bench -- edit-probe` runs it and fails when any typed character is lost.
 */
import { LoginUseCase } from '../../application/auth/login.use-case';
import { IncidentEditFlow } from '../../application/incidents/incident-edit.flow';
import { LoadIncidentUseCase } from '../../application/incidents/load-incident.use-case';
import { Clock } from '../../application/ports/clock.port';
import { SessionMonitorFlow } from '../../application/session/session-monitor.flow';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { VirtualClock } from '../../adapters/fake/virtual-clock.fake';
import { createContainer } from '../create-container';
import { isOpenLive } from '../../domain/incident/incident';

export interface EditProbeOptions {
  /** What the operator types (59 characters by default). */
  readonly text?: string;
  /** The token expires after this many characters (half the text by default). */
  readonly expireAfter?: number;
  /** Time between two keystrokes (ms); a pause of 3 s or more lets an auto-save go. */
  readonly keystrokeMs?: number;
  /** A longer pause after every this many characters (0: none). */
  readonly pauseEvery?: number;
  readonly pauseMs?: number;
}

export interface EditProbeResult {
  readonly typed: number;
  readonly lost: number;
  /** The typed characters as the operator meant them, and the description's new part as the server holds it. */
  readonly typedText: string;
  readonly serverText: string;
  /** How many times the operator was sent to login. */
  readonly expiries: number;
}

export const EDIT_PROBE_TEXT = 'Caller reports smoke on the 3rd floor; two people still in.';
const TENANT = 'public';
const ACCOUNT = { email: 'operator@public.demo', password: 'demo1234', tenant: TENANT };

export async function runEditProbe(options: EditProbeOptions = {}): Promise<EditProbeResult> {
  const text = options.text ?? EDIT_PROBE_TEXT;
  const expireAfter = options.expireAfter ?? Math.floor(text.length / 2);
  const keystrokeMs = options.keystrokeMs ?? 200;
  const pauseEvery = options.pauseEvery ?? 10;
  const pauseMs = options.pauseMs ?? 3_500;
  const clock = new VirtualClock();
  const container = createContainer('fake', { config: { demoLatencyMs: 0 }, bindings: [[Clock, clock]] });
  const world = container.get(DemoWorld);
  const store = container.get(IncidentStore);
  const monitor = container.get(SessionMonitorFlow);
  const incident = (await store.list(TENANT)).find(isOpenLive);
  if (!incident) throw new Error('edit probe: the demo world has no open live incident');
  const id = incident.id;
  const route = `${TENANT}/incident/live/${String(id)}`;
  const original = `${incident.description ?? ''} `;

  let form: IncidentEditFlow | null = null;
  let expiries = 0;
  monitor.onEvent((event) => {
    if (event.type !== 'session-expired' || !form) return;
    // The page goes to login: the edit form sends what is pending, then stops (IncidentEditFormViewModel.dispose()).
    const leaving = form;
    form = null;
    expiries++;
    void leaving.flush().finally(() => leaving.dispose());
  });

  const signIn = async (): Promise<void> => {
    const login = await container.get(LoginUseCase).execute({ ...ACCOUNT, redirect: route });
    if (!login.ok) throw new Error(`edit probe: sign-in failed (${login.error.kind})`);
    monitor.start(() => route);
  };
  const open = async (): Promise<IncidentEditFlow> => {
    const loaded = await container.get(LoadIncidentUseCase).execute({ id: String(id), page: 'view' });
    if (!loaded.ok) throw new Error(`edit probe: the incident did not load (${loaded.error.kind})`);
    const edit = container.get(IncidentEditFlow);
    edit.start({ incident: loaded.value.incident, settings: null });
    const offered = (edit.state as { draft?: unknown }).draft;
    if (offered) await edit.restoreDraft();
    return edit;
  };

  await signIn();
  form = await open();
  // The operator starts a new sentence after the description the incident already has.
  form.setDescription(original);
  await clock.advance(3_000);

  for (let i = 0; i < text.length; i++) {
    if (!form) {
      await signIn();
      form = await open();
    }
    form.setDescription(form.state.values.description + text.charAt(i));
    if (i + 1 === expireAfter) world.expireTokens();
    const pause = pauseEvery > 0 && (i + 1) % pauseEvery === 0 ? pauseMs : keystrokeMs;
    await clock.advance(pause);
  }
  await clock.advance(60_000);
  if (!form) {
    await signIn();
    form = await open();
    await clock.advance(60_000);
  }
  form.dispose();
  monitor.dispose();

  const saved = (await store.get(TENANT, id))?.description ?? '';
  const serverText = saved.startsWith(original.trim()) ? saved.slice(original.trim().length).trimStart() : saved;
  const kept = commonSubsequence(text, serverText);
  return { typed: text.length, lost: text.length - kept, typedText: text, serverText, expiries };
}

/** The length of the longest common subsequence: how many typed characters the server holds, in order. */
function commonSubsequence(a: string, b: string): number {
  let previous: number[] = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row: number[] = [0];
    for (let j = 1; j <= b.length; j++) {
      row[j] = a[i - 1] === b[j - 1] ? (previous[j - 1] ?? 0) + 1 : Math.max(previous[j] ?? 0, row[j - 1] ?? 0);
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}
