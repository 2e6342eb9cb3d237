import { expect, type Page, type WebSocketRoute } from '@playwright/test';
import { OPERATOR, signIn, tokenOf } from './server-support';
import { test } from './served-test';

/**
 * SPEC §4 socket: reconnects 1 s after an unrequested close. Over the wire: the operator's realtime socket is cut and
 * refused for a while (the test stands between the browser and the server); the header says the connection is gone;
 * an incident changed by the server meanwhile is shown once the socket is back, nothing lost.
 */
test('a cut socket: the header says so, the console reconnects, and a change made meanwhile is shown', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.route(/^https?:\/\/(?!localhost)/, (route) => route.abort('internetdisconnected'));
  const open: WebSocketRoute[] = [];
  let refused = false;
  // The realtime socket (not the video and chat relay) passes through the test, which can cut it and refuse it.
  await context.routeWebSocket(
    (url) => url.host.startsWith('localhost') && !url.pathname.startsWith('/relay'),
    (socket) => {
      if (refused) return void socket.close({ code: 1011, reason: 'test: server unreachable' });
      socket.connectToServer();
      open.push(socket);
    },
  );
  const page: Page = await context.newPage();
  await signIn(page, OPERATOR);

  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const graphql = async (query: string, variables: Record<string, unknown>) => {
    const response = await page.request.post('/graphql', { headers, data: { query, variables } });
    expect(response.status()).toBe(200);
    return (await response.json()) as { data: Record<string, { id: string | number }> };
  };
  const created = await graphql('mutation create($input: CreateIncidentInput!) { createIncident(input: $input) { id } }', {
    input: {
      title: 'Power cut in the tunnel',
      description: 'Lights out over 200 m',
      address: 'Túnel Rebouças, Rio de Janeiro',
      city: 'Rio de Janeiro',
      sendToPhone: '+5521987654321',
      incidentsCategoryId: 14,
      status: 'DRAFT',
    },
  });
  const incidentId = String(created.data.createIncident!.id);

  await page.goto(`/#/public/incident/view/${incidentId}`);
  const details = page.getByRole('region', { name: 'Incident details' });
  await expect(details.getByLabel('Description', { exact: true })).toHaveValue('Lights out over 200 m', { timeout: 20_000 });
  const status = (state: string | RegExp) => page.getByRole('banner').getByRole('status', { name: state });
  await expect(status('Network status: Connected')).toBeVisible();

  refused = true;
  for (const socket of open.splice(0)) await socket.close({ code: 1006, reason: 'test: cut' });
  await expect(status(/^Network status: (Reconnecting…|Disconnected)$/)).toBeVisible({ timeout: 5_000 });

  // While the operator's socket is down, the incident changes on the server (another operator's save).
  await graphql(
    'mutation update($input: UpdateIncidentInput!, $incidentId: ID!) { updateIncident(input: $input, incidentId: $incidentId) { id } }',
    {
      incidentId,
      input: { title: 'Power cut in the tunnel', description: 'Lights back on one lane', address: 'Túnel Rebouças, Rio de Janeiro' },
    },
  );
  await expect(details.getByLabel('Description', { exact: true })).toHaveValue('Lights out over 200 m');

  refused = false;
  await expect(status('Network status: Connected')).toBeVisible({ timeout: 10_000 });
  await expect(details.getByLabel('Description', { exact: true })).toHaveValue('Lights back on one lane', { timeout: 5_000 });
  await page.screenshot({ path: 'test-results/served-reconnected.png' });
  await context.close();
});
