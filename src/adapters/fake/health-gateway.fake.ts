import { GatewayError } from '../../application/ports/gateway-error';
import type { HealthGateway } from '../../application/ports/health-gateway.port';
import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { LOCAL_STATE_KEYS } from '../../application/session/session.store';
import type { DemoWorld } from './demo-world/demo-world';

/**
 * GET /health/ping over the demo world: answers ok unless the server is marked down (`down = true`, then a network
 * error). Like every REST call it carries the stored bearer token: a stored token the world no longer accepts
 * (past DEMO_TOKEN_LIFETIME_MS) is answered 401, which is how the console learns its session expired.
 */
export class FakeHealthGateway implements HealthGateway {
  /** Test and demo switch: the server is unreachable. */
  down = false;
  pings = 0;

  constructor(
    private readonly world: DemoWorld,
    private readonly storage: KeyValueStorage,
  ) {}

  async ping(): Promise<void> {
    this.pings++;
    await this.world.latency.wait();
    if (this.down) throw new GatewayError('network', 'Network Error');
    const token = this.storage.get(LOCAL_STATE_KEYS.token);
    if (token && !this.world.callerFor(token)) throw new GatewayError('unauthorized', 'Unauthorized', 401);
  }
}
