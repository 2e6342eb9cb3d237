import {
  AllowedDevicesFacade,
  AllowedIpsFacade,
  RegistrationsFacade,
  SignedInUsersFacade,
  SignInsFacade,
} from '../../application/admin/access.facades';
import { AuditRecorder } from '../../application/admin/audit-recorder';
import { UsersFacade } from '../../application/admin/users.facade';
import { AllowedDevicesGateway } from '../../application/ports/allowed-devices-gateway.port';
import { AllowedIpsGateway } from '../../application/ports/allowed-ips-gateway.port';
import { Clock } from '../../application/ports/clock.port';
import { Logger } from '../../application/ports/logger.port';
import { RegistrationsGateway } from '../../application/ports/registrations-gateway.port';
import { SignedInUsersGateway } from '../../application/ports/signed-in-users-gateway.port';
import { SignInsGateway } from '../../application/ports/sign-ins-gateway.port';
import { UserBehaviourGateway } from '../../application/ports/user-behaviour-gateway.port';
import { UsersGateway } from '../../application/ports/users-gateway.port';
import { SessionStore } from '../../application/session/session.store';
import type { BindingContext } from './binding-context';
import { singleton } from './bind';

/**
 * The administration screens' facades (after sign-in): each list-like resource's ResourceFacade or ListFacade, and
 * the audit recorder their changes share.
 */
export function bindAdminApplication(context: BindingContext): void {
  singleton(context, AuditRecorder, [UserBehaviourGateway, SessionStore, Clock, Logger]);
  singleton(context, UsersFacade, [UsersGateway, AuditRecorder, Logger, SessionStore]);
  singleton(context, AllowedDevicesFacade, [AllowedDevicesGateway, AuditRecorder, Logger]);
  singleton(context, AllowedIpsFacade, [AllowedIpsGateway, AuditRecorder, Logger]);
  singleton(context, SignInsFacade, [SignInsGateway, Logger]);
  singleton(context, SignedInUsersFacade, [SignedInUsersGateway, Logger]);
  singleton(context, RegistrationsFacade, [RegistrationsGateway, AuditRecorder, Logger]);
}
