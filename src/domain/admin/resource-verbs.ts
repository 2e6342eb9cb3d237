import type * as z from 'zod/mini';
import type { EntityId } from '../incident/incident';
import type { AuditAction } from '../shared/constants';

declare const answerOf: unique symbol;

/**
 * An action on one record beside the list and its changes (approve a registration, make an incident of an Argos
 * event), declared with its resource: what it sends, who may do it, what it records and when the console refuses it.
 * Its wire method and path are the resource's REST row's (adapters/real/resource-endpoints.ts), its demo answer the
 * demo row's or the seed's; the port, the facade and the server route are derived.
 */
export interface RecordVerb<T, Body = void, Answer = void> {
  /** What the call sends (zod/mini, issue messages are reasons): the facade and the server check it; none when absent. */
  readonly body?: z.ZodMiniType<Body>;
  /** The section whose permission allows it (the server opens its route to it); the resource's own key when absent. */
  readonly permission?: string;
  /** The audit action a success records, with its detail (the record's id when `detail` is absent). */
  readonly audit?: AuditAction;
  detail?(id: EntityId, answer: Answer): Readonly<Record<string, unknown>>;
  /** The reason the console refuses it on this record before any call, or null when it may go. */
  refuse?(record: T): string | null;
  /** The answer's type, carried for the port and the facade (never set). */
  readonly [answerOf]?: Answer;
}

/**
 * Declares a verb on a resource's records with its answer and body types given:
 * `recordVerb<Registration, AdminUser>()({ audit: 'CREATE_USER' })`.
 */
export const recordVerb =
  <T, Answer = void, Body = void>() =>
  (verb: RecordVerb<T, Body, Answer>): RecordVerb<T, Body, Answer> =>
    verb;

/** Any declaration's verbs, by name (what the derivations walk over without knowing which). */
export type AnyVerbs = Readonly<Record<string, RecordVerb<never, unknown, unknown>>>;

/** A declaration that names no verb. */
export type NoVerbs = Readonly<Record<never, never>>;

/** What a declared verb answers. */
export type AnswerOf<V> = V extends RecordVerb<never, unknown, infer A> ? A : never;
/** What a declared verb sends. */
export type BodyOf<V> = V extends RecordVerb<never, infer B, unknown> ? B : never;
/** The body argument of a verb's call: none when it sends nothing. */
export type BodyArgs<V> = [BodyOf<V>] extends [void] ? [] : [body: BodyOf<V>];
/** The verbs a declaration names, or none. */
export type VerbsOf<R> = R extends { readonly verbs?: infer V } ? (NonNullable<V> extends AnyVerbs ? NonNullable<V> : NoVerbs) : NoVerbs;
/** Whether a declaration names verbs. */
export type HasVerbs<R> = keyof VerbsOf<R> extends never ? false : true;
