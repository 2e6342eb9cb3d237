/**
 * The console's push worker (Web Push, SPEC §7 and §9), registered by the console after sign-in at the app's root.
 *
 * A push's payload is the JSON `{ incidentId, title }` the backend sends. Every open console page is handed it
 * (`{ type: 'console-push', push }`), which shows it as the 8000 ms toast; when no console page is on screen the
 * worker also shows a system notification, since a push that shows nothing to the user is one the browser may stop
 * delivering. Clicking the notification brings a console page forward, or opens one.
 *
 * Plain JavaScript with no imports: the browser fetches this file itself, outside the console's bundle.
 */
const PUSH_MESSAGE_TYPE = 'console-push';

/** The payload as the console takes it (its own checks again on the page), or null when it is not one. */
function pushOf(data) {
  if (!data) return null;
  let value;
  try {
    value = data.json();
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const incidentId = typeof value.incidentId === 'number' ? String(value.incidentId) : value.incidentId;
  if (typeof incidentId !== 'string' || incidentId.trim() === '') return null;
  if (typeof value.title !== 'string' || value.title.trim() === '') return null;
  return { incidentId: incidentId.trim(), title: value.title.trim() };
}

function consolePages() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

async function deliver(push) {
  const pages = await consolePages();
  for (const page of pages) page.postMessage({ type: PUSH_MESSAGE_TYPE, push });
  if (pages.some((page) => page.visibilityState === 'visible')) return;
  await self.registration.showNotification(push.title, {
    tag: `incident-${push.incidentId}`,
    data: { incidentId: push.incidentId },
  });
}

async function openConsole() {
  const pages = await consolePages();
  const page = pages.find((candidate) => typeof candidate.focus === 'function');
  if (page) return page.focus();
  return self.clients.openWindow(self.registration.scope);
}

self.addEventListener('push', (event) => {
  const push = pushOf(event.data);
  if (push) event.waitUntil(deliver(push));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openConsole());
});
