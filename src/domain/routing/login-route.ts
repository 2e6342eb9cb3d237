/** SPEC §4 Session: login?redirect={wanted route}, or plain login when the wanted route is empty or already a login route. */
export function loginRoute(wanted: string): string {
  const route = wanted.replace(/^#?\/?/, '');
  if (route === '' || route === 'login' || route.startsWith('login/') || route.startsWith('login?')) return 'login';
  return `login?redirect=${encodeURIComponent(route)}`;
}
