import { UserBehaviourGateway } from '../../application/ports/user-behaviour-gateway.port';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { FakeUserBehaviourGateway } from '../../adapters/fake/user-behaviour-gateway.fake';
import type { BindingContext } from './binding-context';
import { portClass } from './bind';

/** Demo mode, after sign-in: the user behaviour trail the audit of every signed-in screen writes to (SPEC §3). */
export function bindFakeAudit(context: BindingContext): void {
  portClass(context, UserBehaviourGateway, FakeUserBehaviourGateway, [DemoWorld, IncidentStore]);
}
