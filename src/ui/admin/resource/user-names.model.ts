import { runInAction } from 'mobx';
import { ResourceFacades } from '../../../application/admin/resource-facades';
import { USERS } from '../../../domain/admin/resources/users';
import type { Services } from '../../shared/services';
import { makeObservableExcept } from '../../shared/make-observable-except';

/** A user's name from their id ('Ana Admin'), or null when it cannot be had. */
export type UserNameLookup = (id: string) => Promise<string | null>;

/**
 * The users a list's records name by id (the audit trail, the speed tests), each named once its name is known: the
 * choices of a user filter, and the text of a user column ('#7' until then, or for good when it cannot be had).
 */
export class UserNamesModel {
  private names = new Map<string, string | null>();
  private readonly asked = new Set<string>();

  constructor(private readonly lookup: UserNameLookup) {
    makeObservableExcept(this, ['lookup', 'asked']);
  }

  /** Users the list has shown (each looked up once); they stay among the choices while the section is open. */
  see(ids: readonly (string | null)[]): void {
    const fresh = [...new Set(ids.filter((id): id is string => id !== null && id !== '' && !this.asked.has(id)))];
    if (fresh.length === 0) return;
    this.names = new Map([...this.names, ...fresh.map((id): [string, null] => [id, null])]);
    for (const id of fresh) {
      this.asked.add(id);
      void this.lookup(id).then((name) => {
        if (name !== null) runInAction(() => (this.names = new Map([...this.names, [id, name]])));
      });
    }
  }

  label(id: string | null): string {
    if (id === null) return '';
    return this.names.get(id) ?? `#${id}`;
  }

  get options(): readonly { readonly value: string; readonly label: string }[] {
    return [...this.names.keys()].map((value) => ({ value, label: this.label(value) }));
  }
}

/** Names from the users section's facade (GET of one user): first and last name, else the email. */
export function userNameLookup(services: Services): UserNameLookup {
  const users = services.get(ResourceFacades).of(USERS);
  return async (id) => {
    const user = await users.get(id);
    return user.ok ? `${user.value.name} ${user.value.lastName}`.trim() || user.value.email : null;
  };
}
