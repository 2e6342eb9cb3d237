import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { receivedPushOf } from '../../src/adapters/real/web-push.device';
import { PUSH_MESSAGE_TYPE } from '../../src/adapters/real/web-push.types';

/** The worker the production build serves, run against doubles of its service worker scope. */
const SOURCE = readFileSync(new URL('../../public/push-worker.js', import.meta.url), 'utf8');
const SCOPE = 'https://console.example.org/';

interface PageDouble {
  readonly visibilityState: 'visible' | 'hidden';
  readonly messages: unknown[];
  focused: number;
  postMessage(message: unknown): void;
  focus(): Promise<PageDouble>;
}

function page(visibilityState: 'visible' | 'hidden'): PageDouble {
  const double: PageDouble = {
    visibilityState,
    messages: [],
    focused: 0,
    postMessage: (message) => double.messages.push(message),
    focus: () => {
      double.focused++;
      return Promise.resolve(double);
    },
  };
  return double;
}

function worker(pages: PageDouble[]) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: unknown }[] = [];
  const opened: string[] = [];
  const matchQueries: unknown[] = [];
  const scope = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    clients: {
      matchAll: (query: unknown) => {
        matchQueries.push(query);
        return Promise.resolve(pages);
      },
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
    registration: {
      scope: SCOPE,
      showNotification: (title: string, options: unknown) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
  };
  new Function('self', SOURCE)(scope);
  /** Dispatches an event the way the browser does, answering what the handler asked to wait for. */
  const dispatch = async (type: string, event: object) => {
    const waited: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
    await Promise.all(waited);
    return waited.length;
  };
  const push = (payload: string | null) =>
    dispatch('push', {
      data:
        payload === null
          ? null
          : {
              json: () => JSON.parse(payload) as unknown,
            },
    });
  return { push, dispatch, shown, opened, matchQueries };
}

describe('the push worker (public/push-worker.js)', () => {
  it('hands a push to every open console page and shows no notification while one is on screen', async () => {
    const pages = [page('hidden'), page('visible')];
    const sw = worker(pages);
    await sw.push(JSON.stringify({ incidentId: 42, title: 'Fire at the market' }));
    for (const each of pages)
      expect(each.messages).toEqual([{ type: PUSH_MESSAGE_TYPE, push: { incidentId: '42', title: 'Fire at the market' } }]);
    expect(sw.shown).toEqual([]);
    expect(sw.matchQueries).toEqual([{ type: 'window', includeUncontrolled: true }]);
  });

  it('what it posts is what the console page takes as a received push', async () => {
    const visible = page('visible');
    await worker([visible]).push(JSON.stringify({ incidentId: '7', title: 'Flood on 5th Avenue' }));
    expect(receivedPushOf(visible.messages[0])).toEqual({ incidentId: '7', title: 'Flood on 5th Avenue' });
  });

  it.each([
    ['no console page is open', []],
    ['the console pages are all in the background', [page('hidden')]],
  ])('shows a notification when %s', async (_name, pages) => {
    const sw = worker(pages);
    await sw.push(JSON.stringify({ incidentId: '9', title: 'Live stream started' }));
    expect(sw.shown).toEqual([{ title: 'Live stream started', options: { tag: 'incident-9', data: { incidentId: '9' } } }]);
  });

  it.each([
    ['no payload', null],
    ['a payload that is not JSON', 'not json'],
    ['no incident id', JSON.stringify({ title: 'x' })],
    ['no title', JSON.stringify({ incidentId: '1', title: '  ' })],
    ['a list', JSON.stringify([1, 2])],
  ])('ignores a push with %s', async (_name, payload) => {
    const visible = page('visible');
    const sw = worker([visible]);
    expect(await sw.push(payload)).toBe(0);
    expect(visible.messages).toEqual([]);
    expect(sw.shown).toEqual([]);
  });

  it('a notification click closes it and brings a console page forward', async () => {
    const background = page('hidden');
    const sw = worker([background]);
    let closed = 0;
    await sw.dispatch('notificationclick', { notification: { close: () => closed++ } });
    expect(closed).toBe(1);
    expect(background.focused).toBe(1);
    expect(sw.opened).toEqual([]);
  });

  it('a notification click opens the console when no page of it is open', async () => {
    const sw = worker([]);
    await sw.dispatch('notificationclick', { notification: { close: () => undefined } });
    expect(sw.opened).toEqual([SCOPE]);
  });
});
