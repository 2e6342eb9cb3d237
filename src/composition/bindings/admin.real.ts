import { SpeedTestGateway } from '../../application/ports/speed-test-gateway.port';
import { TenantsGateway } from '../../application/ports/tenants-gateway.port';
import { UserBehaviourGateway } from '../../application/ports/user-behaviour-gateway.port';
import { AxiosSpeedTestGateway } from '../../adapters/real/speed-test-gateway.axios.adapter';
import { AxiosTenantsGateway } from '../../adapters/real/tenants-gateway.axios.adapter';
import { AxiosUserBehaviourGateway } from '../../adapters/real/user-behaviour-gateway.axios.adapter';
import type { BindingContext } from './binding-context';
import { HttpClient } from './foundation.real';

/** Production, after sign-in: the ports only the admin screens use (tenants, user behaviour, speed test). */
export function bindRealAdmin({ bind }: BindingContext): void {
  bind(TenantsGateway)
    .toResolvedValue((http: HttpClient) => new AxiosTenantsGateway(http), [HttpClient])
    .inSingletonScope();
  bind(UserBehaviourGateway)
    .toResolvedValue((http: HttpClient) => new AxiosUserBehaviourGateway(http), [HttpClient])
    .inSingletonScope();
  bind(SpeedTestGateway)
    .toResolvedValue((http: HttpClient) => new AxiosSpeedTestGateway(http), [HttpClient])
    .inSingletonScope();
}
