import type { ReceivedPush } from '../../application/ports/push.port';
import { PUSH_TOPICS, type PushTopic } from '../../domain/shared/constants';
import { PUSH_MESSAGE_TYPE, PUSH_TOPICS_KEY, type PushBrowser, type WebPushContext } from './web-push.types';

/*
 * What this device keeps and hears of push notifications without the Web Push code (web-push.subscription.ts, loaded
 * only to subscribe or unsubscribe): the topics recorded here, and the pushes the worker posts to the page.
 */

/** Records the topics on this device, merged with those already recorded (unknown names ignored); answers them. */
export function recordTopics(context: Pick<WebPushContext, 'storage'>, topics: readonly PushTopic[]): PushTopic[] {
  const recorded = new Set<PushTopic>([...recordedTopicsOf(context), ...topics.filter(isPushTopic)]);
  const kept = PUSH_TOPICS.filter((topic) => recorded.has(topic));
  context.storage.set(PUSH_TOPICS_KEY, JSON.stringify(kept));
  return kept;
}

/** The pushes the worker hands to this page (it shows a system notification itself when no console page is on screen). */
export function listenToWorker(browser: PushBrowser, listener: (push: ReceivedPush) => void): () => void {
  const serviceWorker = browser.navigator?.serviceWorker;
  if (!serviceWorker?.addEventListener || !serviceWorker.removeEventListener) return () => {};
  const onMessage = (event: { readonly data?: unknown }) => {
    const push = receivedPushOf(event.data);
    if (push) listener(push);
  };
  serviceWorker.addEventListener('message', onMessage);
  return () => serviceWorker.removeEventListener?.('message', onMessage);
}

/** The topics recorded on this device (tolerant of an edited or foreign value). */
export function recordedTopicsOf(context: Pick<WebPushContext, 'storage'>): PushTopic[] {
  const raw = context.storage.get(PUSH_TOPICS_KEY);
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isPushTopic) : [];
  } catch {
    return [];
  }
}

const isPushTopic = (value: unknown): value is PushTopic => typeof value === 'string' && (PUSH_TOPICS as readonly string[]).includes(value);

/**
 * What the push worker posts: `{ type: PUSH_MESSAGE_TYPE, push }` with the payload the backend sent. A payload without
 * an incident id or a title is not shown.
 */
export function receivedPushOf(data: unknown): ReceivedPush | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, push } = data as { type?: unknown; push?: unknown };
  if (type !== PUSH_MESSAGE_TYPE || typeof push !== 'object' || push === null) return null;
  const { incidentId, title } = push as { incidentId?: unknown; title?: unknown };
  const id = typeof incidentId === 'number' && Number.isSafeInteger(incidentId) ? String(incidentId) : incidentId;
  if (typeof id !== 'string' || id.trim() === '' || id.length > 64) return null;
  if (typeof title !== 'string' || title.trim() === '') return null;
  return { incidentId: id.trim(), title: title.trim().slice(0, 500) };
}
