import { UserBehaviourGateway } from '../../application/ports/user-behaviour-gateway.port';
import { AxiosUserBehaviourGateway } from '../../adapters/real/user-behaviour-gateway.axios.adapter';
import type { BindingContext } from './binding-context';
import { httpPorts } from './http-port';

/** Production, after sign-in: the user behaviour trail the audit of every signed-in screen writes to (SPEC §3). */
export function bindRealAudit(context: BindingContext): void {
  httpPorts(context, [[UserBehaviourGateway, AxiosUserBehaviourGateway]]);
}
