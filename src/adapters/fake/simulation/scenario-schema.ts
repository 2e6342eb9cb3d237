import * as z from 'zod/mini';
import { en } from 'zod/v4/locales';
import type { Language } from '../../../domain/language/language';
import { DEBRIEF_FIGURES, DEFAULT_DEBRIEF_CONFIG, type DebriefConfig, type ScoreComponent } from '../../../domain/training/debrief';
import { ALERT_KEYS, TRAINEE_ACTIONS } from '../../../domain/training/drill-event';
import { VALUE_TOO_LONG_MESSAGE } from '../incidents-gateway.fake';

/**
 * Training scenario files (scenarios/*.json): what the simulated caller does after a link is sent, the faults
 * the demo world injects, and what a trainer expects the console to show. Times are seconds after the link is
 * sent. README "Writing a training scenario" documents every field.
 * Written with zod's smaller functional API (zod/mini), as the console's other schemas are: the demo loads this module
 * with every signed-in route. A message the schema does not give is zod's English one (ENGLISH, given per parse, so the
 * console's other schemas keep their own messages).
 */

const ENGLISH = { error: en().localeError };

const seconds = z.number({ error: 'expected a number of seconds' }).check(z.nonnegative({ error: 'expected a time of 0 seconds or more' }));
const at = { at: seconds };

const PERMISSION_NAMES = ['privacy_policy', 'local', 'audio', 'video', 'clicked_link', 'start_live_streaming'] as const;
const DELIVERY = ['sent', 'delivered', 'read', 'failed', 'undelivered'] as const;
const TRACKS = ['video', 'audio'] as const;
const PORTS = [
  'AuthGateway',
  'IncidentsGateway',
  'IncidentsRestGateway',
  'MessageStatusGateway',
  'ChatGateway',
  'LocationTrackerGateway',
  'LiveStreamingGateway',
  'CollabGateway',
  'VideoGateway',
  'RealtimeEvents',
] as const;

const permissions = z.strictObject(
  Object.fromEntries(PERMISSION_NAMES.map((name) => [name, z.optional(z.boolean({ error: 'expected true or false' }))])) as Record<
    (typeof PERMISSION_NAMES)[number],
    z.ZodMiniOptional<z.ZodMiniBoolean>
  >,
);

/** A number from min to max, both included. */
const between = (min: number, max: number) => z.number().check(z.gte(min), z.lte(max));
/** An integer from min to max, both included. */
const intBetween = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max));
/** A text of at least min characters (and at most max). */
const text = (min: number, max?: number) =>
  max === undefined ? z.string().check(z.minLength(min)) : z.string().check(z.minLength(min), z.maxLength(max));
/** A number above 0 (and at most max). */
const positive = (max?: number) => (max === undefined ? z.number().check(z.positive()) : z.number().check(z.positive(), z.lte(max)));

const point = z.strictObject({ lat: between(-90, 90), long: between(-180, 180) });

export const STEP_ACTIONS = [
  'status',
  'clickLink',
  'permissions',
  'join',
  'publish',
  'unpublish',
  'leave',
  'moveTo',
  'walk',
  'sendPhoto',
  'sendVideo',
  'chat',
  'networkQuality',
  'takeOver',
  'anotherOperatorJoined',
  'serverStop',
  'socketDrop',
  'chatDown',
  'chatUp',
  'latency',
  'tokenExpiry',
  'collaboratorJoins',
  'collaboratorLeaves',
  'actorTakesOver',
] as const;

/**
 * What the caller writes: one text, or the same words in each of the console's languages ({ en, pt, es }), so a
 * Portuguese or Spanish console hears its caller in its own language (callerTextIn).
 */
const callerText = z.union([text(1, 2000), z.strictObject({ en: text(1, 2000), pt: text(1, 2000), es: text(1, 2000) })]);
export type CallerText = z.infer<typeof callerText>;

/** A photo's or clip's caption, as the caller's words: one text or the same in each language. */
const caption = z.union([text(0, 200), z.strictObject({ en: text(0, 200), pt: text(0, 200), es: text(0, 200) })]);

/** The caller's words in `language` (English when not given). */
export function callerTextIn(text: CallerText, language: Language | undefined): string {
  return typeof text === 'string' ? text : text[language ?? 'en'];
}

/** A step: its time (seconds after the link is sent), its action and the action's own fields, nothing else. */
const stepOf = <A extends string, F extends z.core.$ZodLooseShape>(action: A, fields: F) =>
  z.strictObject({ ...at, action: z.literal(action), ...fields });
const tracks = z.array(z.enum(TRACKS)).check(z.minLength(1));
/** A name: trimmed, not blank, at most max characters. */
const named = (max: number, error = 'expected a name') => z.string({ error }).check(z.trim(), z.minLength(1, { error }), z.maxLength(max));

/** The steps a caller (or the world around the call) plays, and a trainer may inject into a call. */
const PLAYED_STEPS = [
  stepOf('status', { status: z.enum(DELIVERY) }),
  stepOf('clickLink', {}),
  stepOf('permissions', { grant: permissions }),
  stepOf('join', {}),
  stepOf('publish', { tracks }),
  stepOf('unpublish', { tracks }),
  stepOf('leave', {}),
  stepOf('moveTo', { to: point }),
  stepOf('walk', {
    meters: positive(100_000),
    bearingDegrees: z._default(between(0, 360), 0),
    overSeconds: positive(),
    everySeconds: z._default(positive(), 5),
  }),
  stepOf('sendPhoto', { caption: z.optional(caption) }),
  stepOf('sendVideo', { caption: z.optional(caption) }),
  stepOf('chat', { body: callerText }),
  stepOf('networkQuality', { uplink: intBetween(0, 6), downlink: intBetween(0, 6) }),
  stepOf('takeOver', { operator: z.strictObject({ name: text(1), email: text(3, Infinity) }) }),
  stepOf('anotherOperatorJoined', {}),
  stepOf('serverStop', {}),
  stepOf('socketDrop', {}),
  stepOf('chatDown', {}),
  stepOf('chatUp', {}),
  stepOf('latency', { ms: intBetween(0, 60_000) }),
  stepOf('tokenExpiry', {}),
  stepOf('collaboratorJoins', { name: z._default(named(80), 'Collaborator') }),
  stepOf('collaboratorLeaves', {}),
] as const;

const unknownStep = {
  error: (issue: { readonly input?: unknown }) =>
    `unknown step ${JSON.stringify((issue.input as { action?: unknown } | undefined)?.action ?? null)} (expected one of: ${STEP_ACTIONS.join(', ')})`,
};

const playedStep = z.discriminatedUnion('action', [...PLAYED_STEPS], unknownStep);

/**
 * From here a person plays the caller (an actor's phone claimed the link when the drill was recorded): the scenario's
 * caller stands down and its own steps still to come are not run (its console faults still are), as when a caller page claims the link in a room; `name`
 * is the name the actor gave; `then` are the steps the trainer injected after the hand-over, at their times, played
 * into the actor's call as injections (a caller line is the actor's prompt).
 */
const actorTakesOver = stepOf('actorTakesOver', {
  name: z.optional(named(60)),
  then: z._default(z.array(playedStep), []),
});

const step = z.discriminatedUnion('action', [...PLAYED_STEPS, actorTakesOver], unknownStep);

/** How an errorRate fault fails a call (DemoWorld ErrorRateMode): there is no default, a drill must say which. */
const ERROR_RATE_MODES = ['failBefore', 'lostResponse'] as const;
const errorRateMode = z.enum(ERROR_RATE_MODES, {
  error: (issue) =>
    issue.input === undefined
      ? 'expected a mode: "failBefore" (the server refuses the call, nothing is applied) or "lostResponse" (the server applies it, the answer is lost)'
      : `unknown mode ${JSON.stringify(issue.input)} (expected one of: ${ERROR_RATE_MODES.join(', ')})`,
});

const FAULT_KINDS = ['latency', 'errorRate', 'tokenExpiry', 'chatFailure', 'refuseIncidentUpdates'] as const;

const fault = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('latency'), ms: intBetween(0, 60_000) }),
    z.strictObject({ kind: z.literal('errorRate'), port: z.enum(PORTS), rate: between(0, 1), mode: errorRateMode }),
    z.strictObject({ kind: z.literal('tokenExpiry'), at: seconds }),
    z.strictObject({ kind: z.literal('chatFailure') }),
    z.strictObject({
      kind: z.literal('refuseIncidentUpdates'),
      at: z._default(seconds, 0),
      forSeconds: seconds.check(z.positive({ error: 'expected a duration of more than 0 seconds' })),
      message: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(500)), VALUE_TOO_LONG_MESSAGE),
    }),
  ],
  {
    error: (issue) =>
      `unknown fault ${JSON.stringify((issue.input as { kind?: unknown } | undefined)?.kind ?? null)} (expected one of: ${FAULT_KINDS.join(', ')})`,
  },
);

const atLeast = z.int().check(z.gte(0));
const expectation = z.discriminatedUnion(
  'expect',
  [
    z.strictObject({ expect: z.literal('toast'), key: text(1), by: seconds }),
    z.strictObject({ expect: z.literal('description'), equals: text(1), by: seconds }),
    // The description holds the text among the operator's notes (a failed send adds its text after them).
    z.strictObject({ expect: z.literal('descriptionHolds'), text: text(1), by: seconds }),
    z.strictObject({ expect: z.literal('sendFailed'), key: text(1) }),
    z.strictObject({ expect: z.literal('streamShown'), by: seconds }),
    z.strictObject({
      expect: z.literal('sessionEnded'),
      cause: z.enum(['operatorStop', 'callerLeft', 'serverStop', 'takeOver', 'already_joined']),
      by: seconds,
    }),
    z.strictObject({ expect: z.literal('mediaCount'), atLeast, by: seconds }),
    z.strictObject({ expect: z.literal('locationPoints'), atLeast, by: seconds }),
    z.strictObject({ expect: z.literal('chatMessages'), atLeast, by: seconds }),
  ],
  { error: (issue) => `unknown expectation ${JSON.stringify((issue.input as { expect?: unknown } | undefined)?.expect ?? null)}` },
);

/** An object of some of the given keys, each holding a value. */
const record = <K extends string, T extends z.ZodMiniType>(keys: readonly K[], value: T) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, z.optional(value)]))) as unknown as z.ZodMiniType<
    Partial<Record<K, z.output<T>>>
  >;

/** How the drill's debrief scores the trainee (domain/training/debrief.ts); README documents it. */
const debrief = z.strictObject({
  targets: z._default(record(DEBRIEF_FIGURES, z.number().check(z.positive({ error: 'expected a target of more than 0 seconds' }))), {}),
  weights: z._default(
    record(
      [...DEBRIEF_FIGURES, 'reactions', 'expectations'] as ScoreComponent[],
      z.number().check(z.gte(0, { error: 'expected a weight of 0 or more' }), z.lte(100)),
    ),
    {},
  ),
  reactionWindowSeconds: z._default(positive(3600), DEFAULT_DEBRIEF_CONFIG.reactionWindowSeconds),
  reactions: z._default(record(ALERT_KEYS, z.array(z.enum(TRAINEE_ACTIONS))), {}),
});

const operatorStep = z.discriminatedUnion(
  'action',
  [z.strictObject({ ...at, action: z.literal('chat'), body: text(1, 2000) }), z.strictObject({ ...at, action: z.literal('stop') })],
  {
    error: (issue) =>
      `unknown operator step ${JSON.stringify((issue.input as { action?: unknown } | undefined)?.action ?? null)} (expected one of: chat, stop)`,
  },
);

export const scenarioSchema = z.strictObject({
  name: named(120),
  description: z._default(text(0, 2000), ''),
  /** The link's answer when it is sent by each channel. */
  onLink: z._default(z.strictObject({ sms: z._default(z.enum(DELIVERY), 'sent'), whatsapp: z._default(z.enum(DELIVERY), 'sent') }), {
    sms: 'sent',
    whatsapp: 'sent',
  }),
  caller: z._default(z.strictObject({ name: z._default(text(1, 80), 'Caller'), start: z.optional(point) }), { name: 'Caller' }),
  steps: z.array(step, { error: 'expected a list of steps' }),
  chatReplies: z._default(z.array(callerText), []),
  faults: z._default(z.array(fault), []),
  operator: z._default(
    z.strictObject({
      channel: z._default(z.enum(['sms', 'whatsapp']), 'sms'),
      phone: z.optional(text(4, 40)),
      steps: z._default(z.array(operatorStep), []),
    }),
    { channel: 'sms', steps: [] },
  ),
  durationSeconds: z.optional(seconds.check(z.lte(24 * 60 * 60))),
  expect: z._default(z.array(expectation), []),
  debrief: z.optional(debrief),
});

export type Scenario = z.output<typeof scenarioSchema>;
export type ScenarioStep = Scenario['steps'][number];
export type ScenarioFault = Scenario['faults'][number];
export type ScenarioExpectation = Scenario['expect'][number];
export type ScenarioOperatorStep = Scenario['operator']['steps'][number];

/** A step without its time: what a trainer injects live (it plays at once). */
export type InjectableStep = ScenarioStep extends infer S ? (S extends ScenarioStep ? Omit<S, 'at'> : never) : never;

/** The scenario's debrief settings, or the defaults. */
export function debriefConfigOf(scenario: Scenario): DebriefConfig {
  return scenario.debrief ?? DEFAULT_DEBRIEF_CONFIG;
}

/**
 * Validates one step a trainer injects (played now: its `at` is ignored); errors name the field. A hand-over to an
 * actor is no injection: an actor's phone claims the link itself.
 */
export function parseInjectedStep(
  json: unknown,
): { readonly ok: true; readonly step: ScenarioStep } | { readonly ok: false; readonly errors: readonly string[] } {
  const result = playedStep.safeParse(typeof json === 'object' && json !== null ? { ...json, at: 0 } : json, ENGLISH);
  if (result.success) return { ok: true, step: result.data };
  return { ok: false, errors: result.error.issues.map((issue) => `injected step: ${formatPath(issue.path)}: ${describe(issue)}`) };
}

export type ScenarioParse = { readonly ok: true; readonly scenario: Scenario } | { readonly ok: false; readonly errors: readonly string[] };

/** Validates parsed JSON; each error names the file, the field path and what was expected. */
export function parseScenario(fileName: string, json: unknown): ScenarioParse {
  const result = scenarioSchema.safeParse(json, ENGLISH);
  if (result.success) return { ok: true, scenario: result.data };
  return { ok: false, errors: result.error.issues.map((issue) => `${fileName}: ${formatPath(issue.path)}: ${describe(issue)}`) };
}

/** Reads a scenario file's text; invalid JSON is reported like a schema error. */
export function parseScenarioText(fileName: string, text: string): ScenarioParse {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`${fileName}: (file): not valid JSON: ${error instanceof Error ? error.message : String(error)}`] };
  }
  return parseScenario(fileName, json);
}

/** The time the scenario ends: its duration, or 30 s after its last step. */
export function scenarioEnd(scenario: Scenario): number {
  if (scenario.durationSeconds !== undefined) return scenario.durationSeconds;
  const times = [
    ...scenario.steps.flatMap((s) =>
      s.action === 'walk' ? [s.at + s.overSeconds] : s.action === 'actorTakesOver' ? [s.at, ...s.then.map((t) => t.at)] : [s.at],
    ),
    ...scenario.operator.steps.map((s) => s.at),
    ...scenario.expect.map((e) => ('by' in e ? e.by : 0)),
  ];
  return Math.max(0, ...times) + 30;
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(scenario)';
  return path.reduce<string>(
    (out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)),
    '',
  );
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'unrecognized_keys') return issue.message;
  const keys = issue.keys.map((k) => JSON.stringify(k)).join(', ');
  return issue.path[issue.path.length - 1] === 'grant'
    ? `unknown permission ${keys} (expected one of: ${PERMISSION_NAMES.join(', ')})`
    : `unknown field ${keys}`;
}
