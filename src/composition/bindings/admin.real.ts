import { SpeedTestGateway } from '../../application/ports/speed-test-gateway.port';
import { AxiosSpeedTestGateway } from '../../adapters/real/speed-test-gateway.axios.adapter';
import type { BindingContext } from './binding-context';
import { httpPort } from './http-port';

/**
 * Production, with the first admin section opened: the speed test's port, which only its section uses (the declared
 * resources' ports are resources.real.ts). User behaviour, which every signed-in screen's audit writes to, is audit.real.ts.
 */
export function bindRealAdmin(context: BindingContext): void {
  httpPort(context, SpeedTestGateway, AxiosSpeedTestGateway);
}
