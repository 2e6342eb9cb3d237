import { isFinished, type Incident } from '../incident/incident';
import { lifecycleOf } from '../incident/lifecycle';
import { instantOf, median, percentile, sinceFirstLink, type CallerActivity } from './caller-activity';
import { incidentsInRange, type DashboardInput, type RangeIncident } from './dashboard-figures';

export interface Count {
  /** The value counted (a status, a category title, a channel); '' when the incident has none. */
  readonly key: string;
  readonly count: number;
}

export interface TimeSummary {
  readonly count: number;
  readonly medianMs: number | null;
  readonly p90Ms: number | null;
}

export interface OperatorActivity {
  /** The operator's e-mail, else their name; '' for incidents nobody took. */
  readonly operator: string;
  readonly incidents: number;
  readonly finished: number;
  readonly linksSent: number;
  /** Incidents whose caller's video started. */
  readonly videos: number;
  readonly medianLinkToVideoMs: number | null;
}

export type ReportChannel = 'sms' | 'whatsapp' | 'both' | 'none';

export interface ReportFigures {
  readonly total: number;
  /** By the status an operator sees (lifecycleOf): draft, live, finished. */
  readonly byStatus: readonly Count[];
  readonly byCategory: readonly Count[];
  readonly byChannel: readonly Count[];
  /** From the incident's creation to the first link sent. */
  readonly creationToLink: TimeSummary;
  readonly linkToVideo: TimeSummary;
  readonly linkToLocation: TimeSummary;
  /** From the incident's creation to its finish (finished incidents only). */
  readonly creationToFinish: TimeSummary;
  readonly operators: readonly OperatorActivity[];
}

/** Counts by key, most first, then by key. */
function countBy(chosen: readonly RangeIncident[], keyOf: (r: RangeIncident) => string): Count[] {
  const counts = new Map<string, number>();
  for (const r of chosen) counts.set(keyOf(r), (counts.get(keyOf(r)) ?? 0) + 1);
  return [...counts].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

function summary(values: readonly number[]): TimeSummary {
  return { count: values.length, medianMs: median(values), p90Ms: percentile(values, 90) };
}

function delays(chosen: readonly RangeIncident[], delay: (r: RangeIncident) => number | null): number[] {
  return chosen.map(delay).filter((d): d is number => d !== null && d >= 0);
}

function channelOf(activity: CallerActivity): ReportChannel {
  if (activity.smsLinks > 0 && activity.whatsappLinks > 0) return 'both';
  if (activity.smsLinks > 0) return 'sms';
  return activity.whatsappLinks > 0 ? 'whatsapp' : 'none';
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function operatorOf(incident: Incident): string {
  const op = incident.activeOperator;
  return text(op?.email) || [text(op?.name), text(op?.lastName)].filter(Boolean).join(' ');
}

function finishDelay(r: RangeIncident): number | null {
  if (!isFinished(r.incident)) return null;
  const end = instantOf(r.incident.finishedAt);
  return end === null ? null : end - r.at;
}

/** The reports' figures for the range: counts by status, category and channel, response times, activity per operator. */
export function reportFigures(input: Omit<DashboardInput, 'now'>): ReportFigures {
  const chosen = incidentsInRange(input);
  const byOperator = new Map<string, RangeIncident[]>();
  for (const r of chosen) byOperator.set(operatorOf(r.incident), [...(byOperator.get(operatorOf(r.incident)) ?? []), r]);
  const operators = [...byOperator].map(([operator, mine]) => ({
    operator,
    incidents: mine.length,
    finished: mine.filter((r) => isFinished(r.incident)).length,
    linksSent: mine.reduce((sum, r) => sum + r.activity.smsLinks + r.activity.whatsappLinks, 0),
    videos: mine.filter((r) => r.activity.firstVideoAt !== null).length,
    medianLinkToVideoMs: median(delays(mine, (r) => sinceFirstLink(r.activity, r.activity.firstVideoAt))),
  }));
  return {
    total: chosen.length,
    byStatus: countBy(chosen, (r) => lifecycleOf(r.incident)),
    byCategory: countBy(chosen, (r) => text(r.incident.category?.title)),
    byChannel: countBy(chosen, (r) => channelOf(r.activity)),
    creationToLink: summary(delays(chosen, (r) => (r.activity.firstLinkAt === null ? null : r.activity.firstLinkAt - r.at))),
    linkToVideo: summary(delays(chosen, (r) => sinceFirstLink(r.activity, r.activity.firstVideoAt))),
    linkToLocation: summary(delays(chosen, (r) => sinceFirstLink(r.activity, r.activity.firstLocationAt))),
    creationToFinish: summary(delays(chosen, finishDelay)),
    operators: operators.sort((a, b) => b.incidents - a.incidents || a.operator.localeCompare(b.operator)),
  };
}
