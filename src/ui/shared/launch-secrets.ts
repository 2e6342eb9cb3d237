import type { AddressSecrets } from '../../domain/routing/address-secrets';

/**
 * The secrets the page's address arrived with (a single sign-on token, a password), taken out of the address bar and
 * the history at once and held here, in memory, for the route they came with: the screen of that route uses them
 * once, then forgets them. A reload finds nothing (the address no longer holds them).
 */
export class LaunchSecrets {
  private secrets: AddressSecrets = {};
  private route: string | null = null;

  hold(secrets: AddressSecrets, route: string): void {
    if (secrets.token === undefined && secrets.password === undefined) return;
    this.secrets = secrets;
    this.route = pathOf(route);
  }

  /** The secrets for this route (path and query, no leading '/' or '#/'), or none when they came with another. */
  for(route: string): AddressSecrets {
    return this.route !== null && pathOf(route) === this.route ? this.secrets : {};
  }

  forget(): void {
    this.secrets = {};
    this.route = null;
  }
}

function pathOf(route: string): string {
  const path = route.replace(/^#?\/?/, '');
  const queryAt = path.indexOf('?');
  return queryAt < 0 ? path : path.slice(0, queryAt);
}
