import type { SignedInUser } from '../../domain/admin/access-entities';
import type { ListGateway } from './resource-gateway.port';

/** Who is signed in to the tenant now (read only). */
export type SignedInUsersGateway = ListGateway<SignedInUser>;
export const SignedInUsersGateway = Symbol.for('SignedInUsersGateway');
