/** SPEC §4 Session: login?redirect={wanted route}, or plain login when the wanted route is empty or already a login route. */
export function loginRoute(wanted: string): string {
  const route = wanted.replace(/^#?\/?/, '');
  if (route === '' || route === 'login' || route.startsWith('login/') || route.startsWith('login?')) return 'login';
  return `login?redirect=${encodeURIComponent(route)}`;
}

/** The route without its single sign-on `token` query value (read once, then kept out of the address bar). */
export function routeWithoutToken(route: string): string {
  const queryStart = route.indexOf('?');
  if (queryStart < 0) return route;
  const kept = route
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=', 1)[0] !== 'token');
  const path = route.slice(0, queryStart);
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}
