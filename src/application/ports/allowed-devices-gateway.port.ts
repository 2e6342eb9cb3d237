import type { AllowedDevice, AllowedDeviceInput } from '../../domain/admin/access-entities';
import type { ResourceGateway } from './resource-gateway.port';

/** The device hashes (x-mac) allowed to sign in to the tenant; approving or revoking is an update of the status. */
export type AllowedDevicesGateway = ResourceGateway<AllowedDevice, AllowedDeviceInput>;
export const AllowedDevicesGateway = Symbol.for('AllowedDevicesGateway');
