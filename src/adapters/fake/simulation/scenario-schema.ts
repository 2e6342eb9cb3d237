import { z } from 'zod';
import type { Language } from '../../../domain/language/language';
import { DEBRIEF_FIGURES, DEFAULT_DEBRIEF_CONFIG, type DebriefConfig, type ScoreComponent } from '../../../domain/training/debrief';
import { ALERT_KEYS, TRAINEE_ACTIONS } from '../../../domain/training/drill-event';
import { VALUE_TOO_LONG_MESSAGE } from '../incidents-gateway.fake';

/**
 * Training scenario files (scenarios/*.json): what the simulated caller does after a link is sent, the faults
 * the demo world injects, and what a trainer expects the console to show. Times are seconds after the link is
 * sent. README "Writing a training scenario" documents every field.
 */

const seconds = z.number({ error: 'expected a number of seconds' }).finite().nonnegative({ error: 'expected a time of 0 seconds or more' });
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

const permissions = z
  .object(
    Object.fromEntries(PERMISSION_NAMES.map((name) => [name, z.boolean({ error: 'expected true or false' }).optional()])) as Record<
      (typeof PERMISSION_NAMES)[number],
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict();

const point = z.object({ lat: z.number().min(-90).max(90), long: z.number().min(-180).max(180) }).strict();

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
] as const;

/**
 * What the caller writes: one text, or the same words in each of the console's languages ({ en, pt, es }), so a
 * Portuguese or Spanish console hears its caller in its own language (callerTextIn).
 */
const callerText = z.union([
  z.string().min(1).max(2000),
  z.object({ en: z.string().min(1).max(2000), pt: z.string().min(1).max(2000), es: z.string().min(1).max(2000) }).strict(),
]);
export type CallerText = z.infer<typeof callerText>;

/** A photo's or clip's caption, as the caller's words: one text or the same in each language. */
const caption = z.union([
  z.string().max(200),
  z.object({ en: z.string().max(200), pt: z.string().max(200), es: z.string().max(200) }).strict(),
]);

/** The caller's words in `language` (English when not given). */
export function callerTextIn(text: CallerText, language: Language | undefined): string {
  return typeof text === 'string' ? text : text[language ?? 'en'];
}

const step = z.discriminatedUnion(
  'action',
  [
    z.object({ ...at, action: z.literal('status'), status: z.enum(DELIVERY) }).strict(),
    z.object({ ...at, action: z.literal('clickLink') }).strict(),
    z.object({ ...at, action: z.literal('permissions'), grant: permissions }).strict(),
    z.object({ ...at, action: z.literal('join') }).strict(),
    z.object({ ...at, action: z.literal('publish'), tracks: z.array(z.enum(TRACKS)).min(1) }).strict(),
    z.object({ ...at, action: z.literal('unpublish'), tracks: z.array(z.enum(TRACKS)).min(1) }).strict(),
    z.object({ ...at, action: z.literal('leave') }).strict(),
    z.object({ ...at, action: z.literal('moveTo'), to: point }).strict(),
    z
      .object({
        ...at,
        action: z.literal('walk'),
        meters: z.number().positive().max(100_000),
        bearingDegrees: z.number().min(0).max(360).default(0),
        overSeconds: z.number().positive(),
        everySeconds: z.number().positive().default(5),
      })
      .strict(),
    z.object({ ...at, action: z.literal('sendPhoto'), caption: caption.optional() }).strict(),
    z.object({ ...at, action: z.literal('sendVideo'), caption: caption.optional() }).strict(),
    z.object({ ...at, action: z.literal('chat'), body: callerText }).strict(),
    z
      .object({
        ...at,
        action: z.literal('networkQuality'),
        uplink: z.number().int().min(0).max(6),
        downlink: z.number().int().min(0).max(6),
      })
      .strict(),
    z
      .object({ ...at, action: z.literal('takeOver'), operator: z.object({ name: z.string().min(1), email: z.string().min(3) }).strict() })
      .strict(),
    z.object({ ...at, action: z.literal('anotherOperatorJoined') }).strict(),
    z.object({ ...at, action: z.literal('serverStop') }).strict(),
    z.object({ ...at, action: z.literal('socketDrop') }).strict(),
    z.object({ ...at, action: z.literal('chatDown') }).strict(),
    z.object({ ...at, action: z.literal('chatUp') }).strict(),
    z.object({ ...at, action: z.literal('latency'), ms: z.number().int().min(0).max(60_000) }).strict(),
    z.object({ ...at, action: z.literal('tokenExpiry') }).strict(),
    z
      .object({
        ...at,
        action: z.literal('collaboratorJoins'),
        name: z.string({ error: 'expected a name' }).trim().min(1, { error: 'expected a name' }).max(80).default('Collaborator'),
      })
      .strict(),
    z.object({ ...at, action: z.literal('collaboratorLeaves') }).strict(),
  ],
  {
    error: (issue) =>
      `unknown step ${JSON.stringify((issue.input as { action?: unknown } | undefined)?.action ?? null)} (expected one of: ${STEP_ACTIONS.join(', ')})`,
  },
);

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
    z.object({ kind: z.literal('latency'), ms: z.number().int().min(0).max(60_000) }).strict(),
    z.object({ kind: z.literal('errorRate'), port: z.enum(PORTS), rate: z.number().min(0).max(1), mode: errorRateMode }).strict(),
    z.object({ kind: z.literal('tokenExpiry'), at: seconds }).strict(),
    z.object({ kind: z.literal('chatFailure') }).strict(),
    z
      .object({
        kind: z.literal('refuseIncidentUpdates'),
        at: seconds.default(0),
        forSeconds: seconds.positive({ error: 'expected a duration of more than 0 seconds' }),
        message: z.string().trim().min(1).max(500).default(VALUE_TOO_LONG_MESSAGE),
      })
      .strict(),
  ],
  {
    error: (issue) =>
      `unknown fault ${JSON.stringify((issue.input as { kind?: unknown } | undefined)?.kind ?? null)} (expected one of: ${FAULT_KINDS.join(', ')})`,
  },
);

const expectation = z.discriminatedUnion(
  'expect',
  [
    z.object({ expect: z.literal('toast'), key: z.string().min(1), by: seconds }).strict(),
    z.object({ expect: z.literal('description'), equals: z.string().min(1), by: seconds }).strict(),
    // The description holds the text among the operator's notes (a failed send adds its text after them).
    z.object({ expect: z.literal('descriptionHolds'), text: z.string().min(1), by: seconds }).strict(),
    z.object({ expect: z.literal('sendFailed'), key: z.string().min(1) }).strict(),
    z.object({ expect: z.literal('streamShown'), by: seconds }).strict(),
    z
      .object({
        expect: z.literal('sessionEnded'),
        cause: z.enum(['operatorStop', 'callerLeft', 'serverStop', 'takeOver', 'already_joined']),
        by: seconds,
      })
      .strict(),
    z.object({ expect: z.literal('mediaCount'), atLeast: z.number().int().min(0), by: seconds }).strict(),
    z.object({ expect: z.literal('locationPoints'), atLeast: z.number().int().min(0), by: seconds }).strict(),
    z.object({ expect: z.literal('chatMessages'), atLeast: z.number().int().min(0), by: seconds }).strict(),
  ],
  { error: (issue) => `unknown expectation ${JSON.stringify((issue.input as { expect?: unknown } | undefined)?.expect ?? null)}` },
);

const record = <K extends string, T extends z.ZodType>(keys: readonly K[], value: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value.optional()])) as Record<K, z.ZodOptional<T>>).strict();

/** How the drill's debrief scores the trainee (domain/training/debrief.ts); README documents it. */
const debrief = z
  .object({
    targets: record(DEBRIEF_FIGURES, z.number().positive({ error: 'expected a target of more than 0 seconds' })).default({}),
    weights: record(
      [...DEBRIEF_FIGURES, 'reactions', 'expectations'] as ScoreComponent[],
      z.number().min(0, { error: 'expected a weight of 0 or more' }).max(100),
    ).default({}),
    reactionWindowSeconds: z.number().positive().max(3600).default(DEFAULT_DEBRIEF_CONFIG.reactionWindowSeconds),
    reactions: record(ALERT_KEYS, z.array(z.enum(TRAINEE_ACTIONS))).default({}),
  })
  .strict();

const operatorStep = z.discriminatedUnion(
  'action',
  [
    z.object({ ...at, action: z.literal('chat'), body: z.string().min(1).max(2000) }).strict(),
    z.object({ ...at, action: z.literal('stop') }).strict(),
  ],
  {
    error: (issue) =>
      `unknown operator step ${JSON.stringify((issue.input as { action?: unknown } | undefined)?.action ?? null)} (expected one of: chat, stop)`,
  },
);

export const scenarioSchema = z
  .object({
    name: z.string({ error: 'expected a name' }).trim().min(1, { error: 'expected a name' }).max(120),
    description: z.string().max(2000).default(''),
    /** The link's answer when it is sent by each channel. */
    onLink: z
      .object({ sms: z.enum(DELIVERY).default('sent'), whatsapp: z.enum(DELIVERY).default('sent') })
      .strict()
      .default({ sms: 'sent', whatsapp: 'sent' }),
    caller: z
      .object({ name: z.string().min(1).max(80).default('Caller'), start: point.optional() })
      .strict()
      .default({ name: 'Caller' }),
    steps: z.array(step, { error: 'expected a list of steps' }),
    chatReplies: z.array(callerText).default([]),
    faults: z.array(fault).default([]),
    operator: z
      .object({
        channel: z.enum(['sms', 'whatsapp']).default('sms'),
        phone: z.string().min(4).max(40).optional(),
        steps: z.array(operatorStep).default([]),
      })
      .strict()
      .default({ channel: 'sms', steps: [] }),
    durationSeconds: seconds.max(24 * 60 * 60).optional(),
    expect: z.array(expectation).default([]),
    debrief: debrief.optional(),
  })
  .strict();

export type Scenario = z.infer<typeof scenarioSchema>;
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

/** Validates one step a trainer injects (played now: its `at` is ignored); errors name the field. */
export function parseInjectedStep(
  json: unknown,
): { readonly ok: true; readonly step: ScenarioStep } | { readonly ok: false; readonly errors: readonly string[] } {
  const result = step.safeParse(typeof json === 'object' && json !== null ? { ...json, at: 0 } : json);
  if (result.success) return { ok: true, step: result.data };
  return { ok: false, errors: result.error.issues.map((issue) => `injected step: ${formatPath(issue.path)}: ${describe(issue)}`) };
}

export type ScenarioParse = { readonly ok: true; readonly scenario: Scenario } | { readonly ok: false; readonly errors: readonly string[] };

/** Validates parsed JSON; each error names the file, the field path and what was expected. */
export function parseScenario(fileName: string, json: unknown): ScenarioParse {
  const result = scenarioSchema.safeParse(json);
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
    ...scenario.steps.map((s) => (s.action === 'walk' ? s.at + s.overSeconds : s.at)),
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
