import type { SignInRecord } from '../../domain/admin/access-entities';
import type { ListGateway } from './resource-gateway.port';

/** The tenant's sign-in history (read only); filters: userId, result ('success' | 'failure'), from, to (dates). */
export type SignInsGateway = ListGateway<SignInRecord>;
export const SignInsGateway = Symbol.for('SignInsGateway');
