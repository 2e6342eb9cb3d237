import type { HttpClient } from './http-client';
import type { UsersGateway } from '../../application/ports/users-gateway.port';
import type * as access from '../../domain/admin/access-entities';
import type { EntityId } from '../../domain/incident/incident';
import { ASSUMED_ENDPOINTS } from './assumed-endpoints';
import { AxiosResource } from './rest-resource.axios.adapter';
import { adminUserSchema } from './schemas/access.schema';

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
