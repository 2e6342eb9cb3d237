import { UsersGateway } from '../../application/ports/users-gateway.port';
import { AxiosUsersGateway } from '../../adapters/real/access.axios.adapter';
import { SpeedTestGateway } from '../../application/ports/speed-test-gateway.port';
import { AxiosSpeedTestGateway } from '../../adapters/real/speed-test-gateway.axios.adapter';
import type { BindingContext } from './binding-context';
import { httpPorts } from './http-port';

/**
 * Production, with the first admin section opened: the ports only the admin sections use (speed test,
 * access administration). User behaviour, which every signed-in screen's audit writes to, is audit.real.ts.
 */
export function bindRealAdmin(context: BindingContext): void {
  httpPorts(context, [
    [SpeedTestGateway, AxiosSpeedTestGateway],
    [UsersGateway, AxiosUsersGateway],
  ]);
}
