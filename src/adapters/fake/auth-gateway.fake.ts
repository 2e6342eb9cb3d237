import type { AuthGateway, LoginRequest, LoginResponse } from '../../application/ports/auth-gateway.port';
import { GatewayError } from '../../application/ports/gateway-error';
import type { Clock } from '../../application/ports/clock.port';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-world/demo-accounts';
import type { FakeLatency } from './fake-latency';

/**
 * The demo world's login. Like the real server, unknown credentials answer 'Internal server error'
 * and an inactive or non-admin account still gets a token-less refusal the console must explain.
 */
export class FakeAuthGateway implements AuthGateway {
  readonly requests: LoginRequest[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly latency: FakeLatency,
    private readonly accounts: readonly DemoAccount[] = DEMO_ACCOUNTS,
  ) {}

  async login(request: LoginRequest): Promise<LoginResponse> {
    this.requests.push(request);
    await this.latency.wait();
    const account = this.accounts.find(
      (a) => a.email.toLowerCase() === request.email.trim().toLowerCase() && a.tenant === request.tenant,
    );
    if (!account || request.password !== DEMO_PASSWORD) throw new GatewayError('server', 'Internal server error', 500);
    const allowed = account.active && (account.isHqAdmin || account.isSuperUser);
    return {
      token: allowed ? `demo.${account.tenant}.${account.id}.${this.clock.now()}` : null,
      isHqAdmin: account.isHqAdmin,
      isSuperUser: account.isSuperUser,
      active: account.active,
      user: { id: account.id, email: account.email, thumbnail: null },
    };
  }
}
