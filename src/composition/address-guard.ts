import { takeSecretsFromAddress } from '../domain/routing/address-secrets';
import { LaunchSecrets } from '../ui/shared/launch-secrets';

/**
 * Takes the secrets out of the address the page opened with, and out of every address reached later by a link or by
 * typing (a hash change), before anything else reads it: the entry is replaced in place, so neither the address bar
 * nor the history keeps them. Their values are held in memory for the route they came with.
 */
export function guardAddress(window: Window, signal?: AbortSignal): LaunchSecrets {
  const launch = new LaunchSecrets();
  const clean = () => {
    const { location, history } = window;
    const taken = takeSecretsFromAddress({ pathname: location.pathname, search: location.search, hash: location.hash });
    if (taken.clean === null) return;
    history.replaceState(history.state, '', `${taken.clean.pathname}${taken.clean.search}${taken.clean.hash}`);
    launch.hold(taken.secrets, taken.route);
  };
  clean();
  // Registered first, so the router's own listeners see the address without them.
  window.addEventListener('hashchange', clean, signal ? { signal } : undefined);
  return launch;
}
