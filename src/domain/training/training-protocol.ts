import { isDrillEventKind, type DrillEvent } from './drill-event';

/**
 * The messages between the trainer's console and the trainee's tabs of the demo (one browser, one BroadcastChannel):
 * the trainer assigns a drill and injects steps; each trainee tab acknowledges, and the tab whose link starts the drill
 * reports what happens in it. Plain data, so it crosses the channel as is.
 */

/** The channel's name: every tab of the demo on one origin hears it. */
export const TRAINING_CHANNEL = 'incident-console-training';

/** Who gets the drill: the next link any trainee sends, or the next link sent to this phone number. */
export type DrillTarget = { readonly kind: 'nextLink' } | { readonly kind: 'phone'; readonly phone: string };

/** One step to play now in the drill's call: a scenario step's action and its fields, without its time. */
export type InjectStep = { readonly action: string } & Readonly<Record<string, unknown>>;

/**
 * Where a scenario step is: played, the next to play, still to come, never to play (the call ended, or it failed), or
 * not run because an actor's phone took the caller over before it (`actor`).
 */
export type DrillStepState = 'done' | 'next' | 'pending' | 'skipped' | 'actor';

export type TrainerCommand =
  /**
   * `scenario` is the scenario file's JSON; the trainee tab validates it again. `trainer` and `fileName` name the drill
   * where it is kept (the served room keeps every finished drill).
   */
  | {
      readonly type: 'assign';
      readonly drillId: string;
      readonly target: DrillTarget;
      readonly scenario: unknown;
      readonly trainer?: string | null;
      readonly fileName?: string;
    }
  | { readonly type: 'inject'; readonly drillId: string; readonly step: InjectStep }
  /** The trainer gave up the drill before its link: trainee tabs forget it. */
  | { readonly type: 'cancel'; readonly drillId: string };

export type TraineeReport =
  /** A trainee tab has just started listening (`drillId` is empty): a drill waiting for its link is assigned again. */
  | { readonly type: 'ready'; readonly drillId: ''; readonly tab: string }
  /** A trainee tab holds the drill for its next link (`tab` tells tabs apart). */
  | { readonly type: 'assigned'; readonly drillId: string; readonly tab: string }
  | { readonly type: 'refused'; readonly drillId: string; readonly errors: readonly string[] }
  /**
   * The desk refused the drill: it is running another (`scenario`, its name) and runs one drill at a time. The served
   * room answers so for the desk, with 409.
   */
  | { readonly type: 'busy'; readonly drillId: string; readonly scenario: string }
  /** The drill's link was sent in this tab: the call of that incident is the drill (`trainee`: the account signed in). */
  | {
      readonly type: 'started';
      readonly drillId: string;
      readonly tab: string;
      readonly incidentId: string;
      readonly trainee?: string | null;
    }
  | { readonly type: 'event'; readonly drillId: string; readonly event: DrillEvent }
  | { readonly type: 'progress'; readonly drillId: string; readonly steps: readonly DrillStepState[] }
  /** An injected step is playing, at `at` seconds since the link. */
  | { readonly type: 'injected'; readonly drillId: string; readonly at: number; readonly step: InjectStep }
  | { readonly type: 'injectFailed'; readonly drillId: string; readonly errors: readonly string[] };

export type TrainingMessage = TrainerCommand | TraineeReport;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isStrings = (value: unknown): boolean => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The shape each message type must have beyond `type` and `drillId`. */
const FIELDS: Readonly<Record<TrainingMessage['type'], (m: Record<string, unknown>) => boolean>> = {
  assign: (m) =>
    isRecord(m.target) &&
    (m.target.kind === 'nextLink' || (m.target.kind === 'phone' && typeof m.target.phone === 'string')) &&
    (m.trainer == null || typeof m.trainer === 'string') &&
    (m.fileName === undefined || typeof m.fileName === 'string'),
  inject: (m) => isRecord(m.step) && typeof m.step.action === 'string',
  cancel: () => true,
  ready: (m) => typeof m.tab === 'string',
  assigned: (m) => typeof m.tab === 'string',
  refused: (m) => isStrings(m.errors),
  busy: (m) => typeof m.scenario === 'string',
  started: (m) => typeof m.tab === 'string' && typeof m.incidentId === 'string' && (m.trainee == null || typeof m.trainee === 'string'),
  event: (m) => isRecord(m.event) && typeof m.event.at === 'number' && isDrillEventKind(m.event.kind),
  progress: (m) => isStrings(m.steps),
  injected: (m) => typeof m.at === 'number' && isRecord(m.step) && typeof m.step.action === 'string',
  injectFailed: (m) => isStrings(m.errors),
};

/** A message heard on the channel, or null when it is not one of ours (another version of the demo, a stray post). */
export function readTrainingMessage(data: unknown): TrainingMessage | null {
  if (!isRecord(data) || typeof data.type !== 'string' || !Object.hasOwn(FIELDS, data.type) || typeof data.drillId !== 'string')
    return null;
  return FIELDS[data.type as TrainingMessage['type']](data) ? (data as unknown as TrainingMessage) : null;
}

/** Whether a message is the trainer's (else a trainee desk's report). */
export function isTrainerCommand(message: TrainingMessage): message is TrainerCommand {
  return message.type === 'assign' || message.type === 'inject' || message.type === 'cancel';
}

/** The trainer's injectable actions (the buttons), each the scenario step it plays. */
export const INJECTIONS = [
  'socketDrop',
  'callerLeaves',
  'callerReturns',
  'takeOver',
  'sessionExpires',
  'slowNetwork',
  'callerChat',
  'moveCaller',
  'endCall',
] as const;
export type Injection = (typeof INJECTIONS)[number];

/** Who takes the incident over when the trainer injects a take-over. */
export const TRAINER_OPERATOR = { name: 'Training supervisor', email: 'supervisor@training.demo' } as const;

/**
 * The steps one injection plays, in order (coming back is joining and publishing again). `text` is the caller's chat
 * line; a move walks the caller 150 m due east over 30 s.
 */
export function injectionSteps(injection: Injection, text = ''): readonly InjectStep[] {
  switch (injection) {
    case 'socketDrop':
      return [{ action: 'socketDrop' }];
    case 'callerLeaves':
      return [{ action: 'leave' }];
    case 'callerReturns':
      return [{ action: 'join' }, { action: 'publish', tracks: ['video', 'audio'] }];
    case 'takeOver':
      return [{ action: 'takeOver', operator: { ...TRAINER_OPERATOR } }];
    case 'sessionExpires':
      return [{ action: 'tokenExpiry' }];
    case 'slowNetwork':
      return [
        { action: 'latency', ms: 1500 },
        { action: 'networkQuality', uplink: 5, downlink: 5 },
      ];
    case 'callerChat':
      return text.trim() ? [{ action: 'chat', body: text.trim() }] : [];
    case 'moveCaller':
      return [{ action: 'walk', meters: 150, bearingDegrees: 90, overSeconds: 30, everySeconds: 5 }];
    case 'endCall':
      return [{ action: 'serverStop' }];
  }
}
