import type { HttpClient } from './http-client';
import type { RegistrationsGateway } from '../../application/ports/registrations-gateway.port';
import type { UsersGateway } from '../../application/ports/users-gateway.port';
import type * as access from '../../domain/admin/access-entities';
import type { EntityId } from '../../domain/incident/incident';
import { ASSUMED_ENDPOINTS } from './assumed-endpoints';
import { AxiosListResource, AxiosResource } from './rest-resource.axios.adapter';
import { parseAnswer } from './schemas/answer';
import { adminUserSchema, registrationSchema } from './schemas/access.schema';

const segment = (id: EntityId): string => encodeURIComponent(String(id));

/** The users section over the assumed /api/users calls; a password change is PATCH /api/users/{id}/password. */
export class AxiosUsersGateway
  extends AxiosResource<access.AdminUser, access.NewAdminUserInput, access.AdminUserInput>
  implements UsersGateway
{
  constructor(http: HttpClient) {
    super(http, ASSUMED_ENDPOINTS.users, adminUserSchema);
  }

  async changePassword(id: EntityId, password: string): Promise<void> {
    await this.http.patch(ASSUMED_ENDPOINTS.userPassword(segment(id)), { password });
  }
}

/** Registrations: approving answers the user it created. */
export class AxiosRegistrationsGateway extends AxiosListResource<access.Registration> implements RegistrationsGateway {
  constructor(http: HttpClient) {
    super(http, ASSUMED_ENDPOINTS.registrations, registrationSchema);
  }

  async approve(id: EntityId): Promise<access.AdminUser> {
    const { data } = await this.http.post<unknown>(ASSUMED_ENDPOINTS.approveRegistration(segment(id)));
    return parseAnswer(adminUserSchema, data);
  }

  async reject(id: EntityId): Promise<void> {
    await this.http.post(ASSUMED_ENDPOINTS.rejectRegistration(segment(id)));
  }
}
