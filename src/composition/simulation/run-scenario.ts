import { LoginUseCase } from '../../application/auth/login.use-case';
import type { Scenario } from '../../adapters/fake/simulation/scenario-schema';
import type { InjectedStep } from '../../adapters/fake/simulation/caller-director';
import { parsePhoneQuery } from '../../domain/phone/phone-number';
import { OPERATOR, ScenarioRun, type ScenarioReport } from './scenario-run';

export interface RunOptions {
  /** Steps a trainer injects during the run, each at its time (seconds since the link was sent). */
  readonly inject?: readonly InjectedStep[];
  /**
   * When an actor's phone takes the caller over (seconds since the link was sent), as in a room drill: the scenario's
   * caller stands down then, and the debrief leaves out what it was still to do.
   */
  readonly actorFrom?: number;
}

const DEFAULT_PHONE = '+55 21 98765-4321';

/**
 * Runs a training scenario headless: the real use cases on the fake container, in virtual time. The operator signs
 * in, sends the link, and watches the live session, message status, media, location and chat exactly as the live
 * page does; the simulated caller plays the scenario. Returns the timeline and every unmet expectation.
 */
export async function runScenario(scenario: Scenario, options: RunOptions = {}): Promise<ScenarioReport> {
  const run = new ScenarioRun(scenario);
  const login = await run.container.get(LoginUseCase).execute(OPERATOR);
  if (!login.ok) return run.finish([`the operator could not sign in: ${JSON.stringify(login.error)}`]);

  const phone = parsePhoneQuery(scenario.operator.phone ?? DEFAULT_PHONE);
  if (!phone) return run.finish([`operator.phone is not a phone number: ${scenario.operator.phone}`]);

  // The demo world generates its incidents on first use (faker loads in real time): do it before time starts.
  await run.store.list(OPERATOR.tenant);

  const sent = await run.sendLink(phone);
  if (typeof sent === 'string') return run.finish([sent]);
  run.injectAtTheirTimes(sent.incidentId, options.inject ?? []);
  if (options.actorFrom !== undefined) run.actorTakesOverAt(sent.incidentId, options.actorFrom);
  await run.watchDescription(sent.incidentId);
  run.watchMessageStatus(sent.incidentId);
  if (sent.answered) run.watchCall(sent.incidentId);
  return run.finish(await run.playToEnd());
}

/** The timeline as the runner prints it. */
export function formatTimeline(report: ScenarioReport): string {
  const lines = report.timeline.map((line) => `${formatTime(line.at)}  ${line.actor.padEnd(8)} ${line.text}`);
  return [`Scenario: ${report.scenario}`, ...lines].join('\n');
}

function formatTime(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${(s % 60).toFixed(1).padStart(4, '0')}`;
}
