import type { Clock } from '../../../application/ports/clock.port';
import { GatewayError } from '../../../application/ports/gateway-error';
import type { KeyValueStorage } from '../../../application/ports/key-value-storage.port';
import type { Unsubscribe } from '../../../application/ports/subscription';
import { Emitter } from '../../../application/shared/emitter';
import type { ChatConnection } from '../../../domain/incident/chat';
import { LOCAL_STATE_KEYS } from '../../../application/session/session.store';
import type { FakeLatency } from '../fake-latency';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { DemoAuthorization } from './demo-authorization';
import { DEMO_TENANTS, type DemoTenant } from './demo-tenants';
import { IssuedTokens } from './issued-tokens';
import { IN_BROWSER_DEMO_KEYS, type DemoTokenKeys } from './share-tokens';
import { TabMemory } from './tab-memory';
import type { Faker, LocaleDefinition } from '@faker-js/faker';

/** A demo token's lifetime: like the real server, an older token is refused (then the console asks to log in). */
export const DEMO_TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** A single sign-on link token's lifetime: a link is used soon after HQ signs it. */
export const DEMO_LINK_LIFETIME_MS = 15 * 60 * 1000;

/** demo.{tenant}.{accountId}.{128 random bits}.{issuedAtMs} */
const SESSION_TOKEN = /^demo\.(public|tenant_[A-Za-z0-9-]+)\.([0-9]+)\.[0-9a-f]{32}\.([0-9]+)$/;

/**
 * How a training errorRate fault fails a call: 'failBefore' the server refuses it before doing anything (nothing is
 * applied); 'lostResponse' the server does the work and the answer is lost on the way back (applied, yet the console
 * sees an error, as with a timeout). Only the second can show a save the console believes lost.
 */
export type ErrorRateMode = 'failBefore' | 'lostResponse';

export interface DemoCaller {
  readonly account: DemoAccount;
  readonly tenant: DemoTenant;
}

/**
 * The in-memory, multi-tenant backend of demo mode. Fake adapters share one world: who is calling (from the
 * stored token, as the real server reads the bearer token), the tenants and accounts, the clock, the latency,
 * and seeded faker instances for generated data. faker is loaded on first use, so the login screen never pays for it.
 */
export class DemoWorld {
  readonly tenants: readonly DemoTenant[] = DEMO_TENANTS;
  readonly accounts: readonly DemoAccount[] = DEMO_ACCOUNTS;
  private fakerParts: Promise<{ readonly Faker: FakerConstructor; readonly locale: LocaleDefinition[] }> | null = null;
  /** Tokens issued before this time are refused (a scenario's tokenExpiry fault). */
  private tokensValidFrom = -Infinity;
  private readonly errorRates = new Map<string, { readonly rate: number; readonly mode: ErrorRateMode }>();
  /** A refusal armed for the call being made (failBefore): the next call to arrive takes it. */
  private refusal: Error | null = null;
  private randomState: number;
  /** The session tokens issued and not ended, kept where a reload and the browser's other tabs find them. */
  private readonly issued: IssuedTokens;
  /** What the tab keeps of the world across a reload (message status, tracks, chat, the caller's calls). */
  readonly memory: TabMemory;
  /** Every call's permission and tenant, checked as the platform's backend must (403 when refused). */
  readonly authorization = new DemoAuthorization();
  /** A scenario's refusal of incident saves: from and until when (world clock) and the server's message. */
  private updateRefusal: { readonly from: number; readonly until: number; readonly message: string } | null = null;
  private chatLink: ChatConnection = 'connected';
  private readonly chatLinkChanges = new Emitter<ChatConnection>();

  constructor(
    readonly clock: Clock,
    readonly latency: FakeLatency,
    private readonly storage: KeyValueStorage,
    readonly seed: number,
    /** The tab's session storage; null keeps nothing across a reload. */
    tabStorage: KeyValueStorage | null = null,
    /** Who signs the world's share and single sign-on tokens: the server's own key where a server exists. */
    readonly keys: DemoTokenKeys = IN_BROWSER_DEMO_KEYS,
  ) {
    this.randomState = seed >>> 0 || 1;
    this.memory = new TabMemory(tabStorage);
    this.issued = new IssuedTokens(storage, (token) => this.withinLifetime(issuedAtOf(token), DEMO_TOKEN_LIFETIME_MS));
    // A slow network may be one account's (a desk's drill on a shared world): the answer waits the delay of whoever calls.
    latency.askedBy(() => this.callerFor(this.storage.get(LOCAL_STATE_KEYS.token))?.account.email ?? null);
  }

  /** A training fault: every token issued so far stops working (the next call answers 401). */
  expireTokens(): void {
    this.tokensValidFrom = this.clock.now() + 1;
  }

  /** A training fault: that share (0–1) of calls to the named port fail, in the given way. */
  setErrorRate(port: string, rate: number, mode: ErrorRateMode): void {
    if (rate > 0) this.errorRates.set(port, { rate: Math.min(1, rate), mode });
    else this.errorRates.delete(port);
  }

  /**
   * A training fault: from `from` until `until` (world clock, ms) the server refuses every incident save with
   * `message`, as it would a value it cannot store; every other call goes through, and saves are accepted again after.
   */
  refuseIncidentUpdates(from: number, until: number, message: string): void {
    this.updateRefusal = until > from ? { from, until, message } : null;
  }

  /** The message an incident save is refused with now, or null when saves go through. */
  incidentUpdateRefusal(): string | null {
    const refusal = this.updateRefusal;
    if (!refusal) return null;
    const now = this.clock.now();
    return now >= refusal.from && now < refusal.until ? refusal.message : null;
  }

  /** Whether this call to the port fails, and how (seeded, so a run is the same every time); null when it goes through. */
  failureFor(port: string): ErrorRateMode | null {
    const fault = this.errorRates.get(port);
    return fault && this.random() < fault.rate ? fault.mode : null;
  }

  /**
   * Runs `call` with a refusal armed: the first call that arrives at the server while it runs (synchronously) is
   * refused before any work. Returns whether one arrived and took it.
   */
  refusing<T>(refusal: Error, call: () => T): { readonly result: T; readonly refused: boolean } {
    this.refusal = refusal;
    try {
      const result = call();
      return { result, refused: this.refusal === null };
    } finally {
      this.refusal = null;
    }
  }

  /**
   * A call reaches the server: waits the demo latency, then rejects if the call was refused (failBefore) before doing
   * anything. Every fake gateway call starts here (directly or through answer()).
   */
  async arrive(): Promise<void> {
    const refusal = this.refusal;
    this.refusal = null;
    await this.latency.wait();
    if (refusal) throw refusal;
  }

  /** The chat SDK's connection to the chat service (every open conversation follows it). */
  get chatConnection(): ChatConnection {
    return this.chatLink;
  }

  onChatConnection(listener: (connection: ChatConnection) => void): Unsubscribe {
    return this.chatLinkChanges.event(listener);
  }

  /** A fault (a scenario's chatDown step, the browser going offline): the chat's connection drops; sends fail. */
  chatDown(): void {
    this.setChatLink('offline');
  }

  /** The chat SDK is trying to reconnect: still no send goes through. */
  chatReconnecting(): void {
    this.setChatLink('connecting');
  }

  /** The chat's connection is back. */
  chatUp(): void {
    this.setChatLink('connected');
  }

  private setChatLink(connection: ChatConnection): void {
    if (connection === this.chatLink) return;
    this.chatLink = connection;
    this.chatLinkChanges.fire(connection);
  }

  /** Clears every fault (latency is the caller's to restore). */
  clearFaults(): void {
    this.chatUp();
    this.errorRates.clear();
    this.updateRefusal = null;
    this.refusal = null;
    this.tokensValidFrom = -Infinity;
  }

  private random(): number {
    // xorshift32: deterministic from the seed.
    let x = this.randomState;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.randomState = x >>> 0;
    return this.randomState / 0x1_0000_0000;
  }

  /**
   * A session token, demo.{tenant}.{accountId}.{random}.{issuedAt}: valid only while the world keeps it (never by its
   * shape). A new session keeps the tab's memory of the world again.
   */
  issueToken(account: DemoAccount): string {
    this.memory.resume();
    return this.issued.issue(`demo.${account.tenant}.${account.id}`, String(this.clock.now()));
  }

  /**
   * Logout: the token is forgotten, so it is refused from now on, after a reload and in every tab, and the world stops
   * keeping anything in the tab's memory (the logout clears it; a conversation or call still running must not write
   * the operator's data back) until a new sign-in.
   */
  revoke(token: string): void {
    this.issued.forget(token);
    this.memory.pause();
  }

  /** The account and tenant behind a session token, or null when the world did not issue it, it ended or expired. */
  callerFor(token: string | null | undefined): DemoCaller | null {
    const match = SESSION_TOKEN.exec(token ?? '');
    if (!match || !this.issued.has(token ?? '')) return null;
    const [, tenantId = '', accountId = '', issuedAt] = match;
    return this.withinLifetime(Number(issuedAt), DEMO_TOKEN_LIFETIME_MS) ? this.callerOf(tenantId, accountId) : null;
  }

  /** Single sign-on: a session token of the world, or a link token signed by the demo's HQ and still fresh. */
  signOnCallerFor(token: string): DemoCaller | null {
    const link = this.keys.readLinkToken(token);
    if (!link) return this.callerFor(token);
    return this.withinLifetime(link.issuedAt, DEMO_LINK_LIFETIME_MS) ? this.callerOf(link.tenantId, link.accountId) : null;
  }

  private withinLifetime(issuedAt: number, lifetime: number): boolean {
    return this.clock.now() - issuedAt <= lifetime && issuedAt >= this.tokensValidFrom;
  }

  private callerOf(tenantId: string, accountId: string): DemoCaller | null {
    const account = this.accounts.find((a) => a.id === accountId && a.tenant === tenantId);
    const tenant = this.tenants.find((t) => t.id === tenantId);
    return account && tenant ? { account, tenant } : null;
  }

  /** Who is calling, from the stored token; rejects as the real server does (401) when nobody is signed in. */
  caller(): DemoCaller {
    const caller = this.callerFor(this.storage.get(LOCAL_STATE_KEYS.token));
    if (!caller) throw new GatewayError('unauthorized', 'Unauthorized', 401);
    return caller;
  }

  tenant(id: string): DemoTenant | undefined {
    return this.tenants.find((t) => t.id === id);
  }

  /** Waits the demo latency, then answers for the signed-in caller (rejects with 401 when there is none). */
  async answer<T>(work: (caller: DemoCaller) => T | Promise<T>): Promise<T> {
    await this.arrive();
    return work(this.caller());
  }

  /** answer() for a call of an administration section: 403 unless the caller's permissions open it. */
  answerFor<T>(section: string, work: (caller: DemoCaller) => T | Promise<T>): Promise<T> {
    return this.answer((caller) => {
      this.authorization.requireSection(caller, section);
      return work(caller);
    });
  }

  /** A faker instance seeded for one part of the world, so each part is the same on every run. */
  async faker(part: string): Promise<Faker> {
    // faker's base locale and the few English definitions the generators read (faker-locale.json, written by
    // scripts/demo-faker-locale.mjs): the same values as the whole English locale, at a tenth of its bytes.
    this.fakerParts ??= Promise.all([import('@faker-js/faker/locale/base'), import('./faker-locale.json')]).then(([base, english]) => ({
      Faker: base.faker.constructor as FakerConstructor,
      locale: [english.default as LocaleDefinition, base.faker.rawDefinitions],
    }));
    const parts = await this.fakerParts;
    const faker = new parts.Faker({ locale: parts.locale });
    faker.seed(this.seed + hash(part));
    return faker;
  }
}

type FakerConstructor = new (options: { locale: LocaleDefinition | LocaleDefinition[] }) => Faker;

function issuedAtOf(token: string): number {
  return Number(SESSION_TOKEN.exec(token)?.[3] ?? Number.NaN);
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}
