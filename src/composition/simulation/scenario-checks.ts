import type { ScenarioExpectation } from '../../adapters/fake/simulation/scenario-schema';
import type { ExpectationResult } from '../../domain/training/debrief';

/** First moments each observable thing happened in a headless run (seconds after the link was sent). */
export interface SeenInRun {
  readonly toasts: Map<string, number>;
  readonly descriptions: Map<string, number>;
  sendFailed: string | null;
  streamShown: number | null;
  readonly ended: Map<string, number>;
  readonly mediaCounts: Array<[number, number]>;
  readonly pointCounts: Array<[number, number]>;
  readonly chatCounts: Array<[number, number]>;
}

export function nothingSeen(): SeenInRun {
  return {
    toasts: new Map(),
    descriptions: new Map(),
    sendFailed: null,
    streamShown: null,
    ended: new Map(),
    mediaCounts: [],
    pointCounts: [],
    chatCounts: [],
  };
}

export interface CheckedExpectation {
  readonly result: ExpectationResult;
  /** Why it is not met, in words (the runner's printout), or null. */
  readonly failure: string | null;
}

/** Checks one of the scenario's expectations against what the run saw. */
export function checkExpectation(seen: SeenInRun, e: ScenarioExpectation, index: number): CheckedExpectation {
  const timed = (what: string, subject: string | undefined, at: number | null | undefined, by: number): CheckedExpectation => {
    const when = at ?? null;
    const failure =
      when === null
        ? `${what} never happened (expected by ${by} s)`
        : when > by
          ? `${what} at ${when.toFixed(1)} s, expected by ${by} s`
          : null;
    return {
      result: { index, expect: e.expect, ...(subject === undefined ? {} : { subject }), met: failure === null, at: when, by },
      failure,
    };
  };
  switch (e.expect) {
    case 'toast':
      return timed(`toast ${e.key}`, e.key, seen.toasts.get(e.key), e.by);
    case 'description':
      return timed(`description "${e.equals}"`, e.equals, seen.descriptions.get(e.equals), e.by);
    case 'descriptionHolds':
      return timed(`description holding "${e.text}"`, e.text, firstDescriptionHolding(seen, e.text), e.by);
    case 'sendFailed': {
      const met = seen.sendFailed === e.key;
      return {
        result: { index, expect: e.expect, subject: e.key, met, at: met ? 0 : null, by: null },
        failure: met ? null : `expected the send to fail with ${e.key}, got ${seen.sendFailed ?? 'no failure'}`,
      };
    }
    case 'streamShown':
      return timed("the caller's video", undefined, seen.streamShown, e.by);
    case 'sessionEnded':
      return timed(`the session ending by ${e.cause}`, e.cause, seen.ended.get(e.cause), e.by);
    case 'mediaCount':
      return timed(`${e.atLeast} media`, String(e.atLeast), firstReaching(seen.mediaCounts, e.atLeast), e.by);
    case 'locationPoints':
      return timed(`${e.atLeast} location points`, String(e.atLeast), firstReaching(seen.pointCounts, e.atLeast), e.by);
    case 'chatMessages':
      return timed(`${e.atLeast} chat messages`, String(e.atLeast), firstReaching(seen.chatCounts, e.atLeast), e.by);
  }
}

function firstReaching(counts: ReadonlyArray<readonly [number, number]>, atLeast: number): number | null {
  if (atLeast <= 0) return 0;
  return counts.find(([, n]) => n >= atLeast)?.[0] ?? null;
}

function firstDescriptionHolding(seen: SeenInRun, text: string): number | undefined {
  const times = [...seen.descriptions].filter(([description]) => description.includes(text)).map(([, at]) => at);
  return times.length > 0 ? Math.min(...times) : undefined;
}
