import { SpeedTestGateway } from '../../application/ports/speed-test-gateway.port';
import { TenantsGateway } from '../../application/ports/tenants-gateway.port';
import { UserBehaviourGateway } from '../../application/ports/user-behaviour-gateway.port';
import { AxiosSpeedTestGateway } from '../../adapters/real/speed-test-gateway.axios.adapter';
import { AxiosTenantsGateway } from '../../adapters/real/tenants-gateway.axios.adapter';
import { AxiosUserBehaviourGateway } from '../../adapters/real/user-behaviour-gateway.axios.adapter';
import type { BindingContext } from './binding-context';
import { port } from './bind';
import { HttpClient } from '../tokens';

/** Production, after sign-in: the ports only the admin screens use (tenants, user behaviour, speed test). */
export function bindRealAdmin(context: BindingContext): void {
  port(context, TenantsGateway, [HttpClient], (http) => new AxiosTenantsGateway(http));
  port(context, UserBehaviourGateway, [HttpClient], (http) => new AxiosUserBehaviourGateway(http));
  port(context, SpeedTestGateway, [HttpClient], (http) => new AxiosSpeedTestGateway(http));
}
