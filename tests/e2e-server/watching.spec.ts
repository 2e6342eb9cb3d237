import { expect, type Browser, type Page } from '@playwright/test';
import { servedOnly, signIn, tokenOf, type Operator } from './server-support';
import { test } from './served-test';

/**
 * SPEC §4, §7, §8 over the wire: joinLiveStream is the operator's hold of a call. A user who may only view incidents
 * (noperm@tenant5) opening another operator's running call watches it: their console does not join the stream on the
 * socket, so when the operator's console joins it (opening it after the watcher, or again after a reconnect), the
 * server answers it, not 'Not joined, already joined': the operator keeps the call, with no warning. tenant_5's consoles may open in
 * English or in the tenant's Spanish: either is accepted.
 */
const RUNNER: Operator = { email: 'operator@tenant5.demo', tenant: 'tenant_5' };
const WATCHER: Operator = { email: 'noperm@tenant5.demo', tenant: 'tenant_5' };

/** A console in a browser of its own whose realtime socket passes through the test, which reads what it sends. */
async function consoleOf(browser: Browser, account: Operator) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.route(/^https?:\/\/(?!localhost)/, (route) => route.abort('internetdisconnected'));
  const sent: string[] = [];
  await context.routeWebSocket(
    (url) => url.host.startsWith('localhost') && !url.pathname.startsWith('/relay'),
    (route) => {
      const server = route.connectToServer();
      route.onMessage((message) => {
        sent.push(String(message));
        server.send(message);
      });
    },
  );
  const page: Page = await context.newPage();
  await signIn(page, account);
  return { page, sent };
}

const network = (page: Page, state: string | RegExp) => page.getByRole('banner').getByRole('status', { name: state });
/** A text in English or in Spanish, whole. */
const either = (en: string, es: string) => new RegExp(`^(${literal(en)}|${literal(es)})$`);
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const STOP = either('Stop', 'Detener');
const CONNECTED = either('Network status: Connected', 'Estado de la red: Conectado');
const ALREADY_JOINED = /This live video is already joined in another session|Este video en vivo ya está abierto en otra sesión/;
const HELD = /Another operator's session holds this call|La sesión de otro operador tiene esta llamada/;

test("a watcher does not hold the call: the operator opening it after them runs it, with no 'already joined'", async ({ browser }) => {
  // The live page's video and chat are Agora and Twilio in the production build proper, which this server cannot
  // stand in for; who joins the call on the socket is the same application code in both builds.
  servedOnly("the live page needs the served console's video and chat relay");
  test.setTimeout(180_000);
  const [runner, watcher] = await Promise.all([consoleOf(browser, RUNNER), consoleOf(browser, WATCHER)]);
  try {
    const response = await runner.page.request.post('/graphql', {
      headers: { authorization: `Bearer ${await tokenOf(runner.page)}` },
      data: {
        query: 'mutation create($input: CreateIncidentInput!) { createIncident(input: $input) { id } }',
        variables: {
          input: {
            title: 'Fuga de gas en la esquina',
            description: 'Olor fuerte',
            address: 'Calle Madero 10, Ciudad de México',
            city: 'Ciudad de México',
            sendToPhone: '+525512345678',
            incidentsCategoryId: 14,
            status: 'DRAFT',
          },
        },
      },
    });
    expect(response.status()).toBe(200);
    const incidentId = String(((await response.json()) as { data: { createIncident: { id: string } } }).data.createIncident.id);

    // The view-only user opens the call first: it is the operator's (they made it), so they watch it.
    await watcher.page.goto(`/#/tenant_5/incident/live/${incidentId}`);
    await expect(
      watcher.page.getByText(either('Watching: another operator runs this call', 'Observando: otro operador atiende esta llamada')),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      watcher.page.getByText(
        either(
          'Another operator runs this call: you can read the chat, not write in it.',
          'Otro operador atiende esta llamada: puede leer el chat, pero no escribir en él.',
        ),
      ),
    ).toBeVisible();
    await expect(network(watcher.page, CONNECTED)).toBeVisible();
    // Their socket follows the incident and holds nothing.
    expect(watcher.sent.some((m) => m.includes('"incidentUpdates"'))).toBe(true);
    expect(watcher.sent.filter((m) => m.includes('joinLiveStream'))).toEqual([]);

    // The operator opens their call: their console joins it on the socket, the server answers it, and they run it.
    await runner.page.goto(`/#/tenant_5/incident/live/${incidentId}`);
    await expect(runner.page.getByRole('button', { name: STOP })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => runner.sent.some((m) => m.includes('joinLiveStream')), { timeout: 10_000 }).toBe(true);
    // Time for an answer 'Not joined, already joined' to arrive and show, were it sent.
    await runner.page.waitForTimeout(3_000);
    await expect(runner.page.getByText(ALREADY_JOINED)).toHaveCount(0);
    await expect(runner.page.getByText(HELD)).toHaveCount(0);
    await expect(runner.page.getByRole('button', { name: STOP })).toBeVisible();
    // The watcher still watches, and has joined nothing.
    await expect(network(watcher.page, CONNECTED)).toBeVisible();
    expect(watcher.sent.filter((m) => m.includes('joinLiveStream'))).toEqual([]);
  } finally {
    await Promise.all([runner.page.context().close(), watcher.page.context().close()]);
  }
});
