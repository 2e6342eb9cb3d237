import type { AllowedIp, AllowedIpInput } from '../../domain/admin/access-entities';
import type { ResourceGateway } from './resource-gateway.port';

/** The tenant's allowed IP addresses and ranges. */
export type AllowedIpsGateway = ResourceGateway<AllowedIp, AllowedIpInput>;
export const AllowedIpsGateway = Symbol.for('AllowedIpsGateway');
