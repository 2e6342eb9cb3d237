import { loginRoute } from '../../domain/routing/login-route';
import { TIMINGS } from '../../domain/shared/constants';
import type { Clock } from '../ports/clock.port';
import { isGatewayError } from '../ports/gateway-error';
import type { HealthGateway } from '../ports/health-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { Unsubscribe } from '../ports/subscription';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';
import type { ServerSessionFlow } from './server-session.flow';
import type { SessionStore } from './session.store';

/** Why the session ended without a logout. */
export type SessionExpiryReason = 'token-missing' | 'unauthorized';

/** SPEC §4 Session: the UI navigates to `route` (login with a redirect to the wanted route). */
export interface SessionExpired {
  readonly type: 'session-expired';
  readonly reason: SessionExpiryReason;
  readonly route: string;
}

export type SessionEvent = SessionExpired;

/**
 * SPEC §4 Session, §8, §9: while authenticated, pings the server every 5 s (failures only logged) and checks
 * the stored token every 1000 ms. When the token disappears (another tab logged out, storage cleared) or the
 * server answers 401 (expired token), it forgets the token, stops, and emits 'session-expired' with the
 * route to go to: login?redirect={the wanted route}.
 *
 * "Stops on login or logout" (SPEC §4): the login and SSO use cases stop it when a login starts (no ping runs on
 * the login screen or with a previous session's token) and logout stops it; the authenticated layout starts it
 * again with start(currentRoute) once the user is in.
 *
 * With the server session flow, it also asks the server again every 2 s (SPEC §9 permission poll) who the token's user
 * is and what they may do, so a permission taken away (or a token ended elsewhere) takes effect without a reload.
 */
export class SessionMonitorFlow {
  private readonly events = new Emitter<SessionEvent>();
  private readonly timers = new DisposableStore();
  private currentRoute: () => string = () => '';
  private pinging = false;
  /** Bumped on every stop, so a ping answering after a stop is ignored. */
  private generation = 0;

  constructor(
    private readonly clock: Clock,
    private readonly health: HealthGateway,
    private readonly sessions: SessionStore,
    private readonly logger: Logger,
    private readonly serverSession: Pick<ServerSessionFlow, 'confirm'> | null = null,
  ) {}

  get running(): boolean {
    return this.timers.size > 0;
  }

  /** Starts both timers (idempotent: a second start only updates the route source). */
  start(currentRoute: () => string): void {
    this.currentRoute = currentRoute;
    if (this.running) return;
    this.every(TIMINGS.healthPing, () => void this.ping());
    this.every(TIMINGS.authStateCheck, () => this.checkToken());
    if (this.serverSession) this.every(TIMINGS.permissionPoll, () => void this.askServer());
  }

  /** Stops the timers; listeners stay (the monitor may be started again after the next login). */
  stop(): void {
    this.generation++;
    this.timers.clear();
    this.pinging = false;
  }

  onEvent(listener: (event: SessionEvent) => void): Unsubscribe {
    return this.events.event(listener);
  }

  /** How many listeners are attached (tests assert none are left). */
  listenerCount(): number {
    return this.events.listenerCount;
  }

  dispose(): void {
    this.stop();
    this.events.dispose();
  }

  private every(intervalMs: number, tick: () => void): void {
    const timer = this.clock.setInterval(tick, intervalMs);
    this.timers.add(() => this.clock.clear(timer));
  }

  private async ping(): Promise<void> {
    if (this.pinging || this.sessions.token() === null) return;
    const generation = this.generation;
    this.pinging = true;
    try {
      await this.health.ping();
    } catch (error) {
      if (generation !== this.generation) return;
      this.logger.warning('health ping failed', { kind: isGatewayError(error) ? error.kind : 'unknown' });
      if (isGatewayError(error) && error.kind === 'unauthorized' && this.sessions.token() !== null) {
        this.expire('unauthorized');
      }
    } finally {
      if (generation === this.generation) this.pinging = false;
    }
  }

  /** The server's word again; a token it refused (401) ends the session like an expired ping. */
  private async askServer(): Promise<void> {
    if (!this.serverSession || this.sessions.token() === null) return;
    const generation = this.generation;
    const state = await this.serverSession.confirm();
    if (generation === this.generation && state === 'none') this.expire('unauthorized');
  }

  private checkToken(): void {
    if (this.sessions.token() === null) this.expire('token-missing');
  }

  private expire(reason: SessionExpiryReason): void {
    this.stop();
    this.sessions.forgetToken();
    const event: SessionExpired = { type: 'session-expired', reason, route: loginRoute(this.currentRoute()) };
    this.events.fire(event);
  }
}
