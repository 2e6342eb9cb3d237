import { describe, expect, it } from 'vitest';
import {
  REPLAY_PRIVACY,
  SENTRY_SCRUBBING,
  scrubReplayEvent,
  scrubReplayRecordingEvent,
  scrubSentryBreadcrumb,
  scrubSentryEvent,
  scrubSentrySpan,
  scrubSentryTransaction,
} from '../../src/adapters/real/sentry-error-reporter.adapter';

/** Realistic secrets: opaque random tokens as a backend issues them (not JWT-shaped), a password, an e-mail, a phone. */
const SSO = 'Zk3p9QxT7'; // short opaque: only its place (the path, the query) tells it is a token
const HQ = '9f86d081884c7d659a2feaa0c55ad015';
const SHARE = 'q8Xf3kLz0pW2rT9vYb6nM1sD4hJ7gC5aE0uI8oK2mNb';
const BEARER = 'sk_live_51Hx2AbCdEfGhIjKl';
const PASSWORD = 'hunter2!';
const EMAIL = 'operator@tenant5.demo';
const PHONE = '+55 21 98765-4321';
const SECRETS = [SSO, HQ, SHARE, BEARER, PASSWORD, EMAIL, PHONE, '5521987654321'];

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

/** Each place a secret can stand in a report: paths, queries, fragments, bodies, headers, free text. */
const placements = {
  ssoPath: `https://api.x/auth/sso/${SSO}?skipValidation=true`,
  hqPath: `https://api.x/auth/sso/hq/${HQ}`,
  realQuery: `https://console.x/?token=${SSO}#/tenant_5/incident/live/7`,
  hashQuery: `https://console.x/#/tenant_5/incident/live/7?token=${SSO}`,
  shareLink: `https://console.x/#/tenant_5/incident/live/7/view?share=${SHARE}`,
  fragment: `https://console.x/page#${HQ}`,
  loginAddress: `https://console.x/#/login?email=${encodeURIComponent(EMAIL)}&password=${PASSWORD}`,
  body: JSON.stringify({ email: EMAIL, password: PASSWORD, phone: PHONE }),
  text: `sent link to ${PHONE} for ${EMAIL} with share=${SHARE}`,
  headers: { Authorization: `Bearer ${BEARER}`, 'x-share-token': SHARE, 'x-mac': HQ },
};

function expectClean(scrubbed: unknown): void {
  const text = JSON.stringify(scrubbed);
  for (const secret of SECRETS) expect(text).not.toContain(secret);
  expect(text).not.toContain(encodeURIComponent(EMAIL));
}

describe('every kind of report leaves through one scrubber', () => {
  it('hooks errors, breadcrumbs, transactions, spans and replay recordings', () => {
    expect(SENTRY_SCRUBBING.beforeSend).toBe(scrubSentryEvent);
    expect(SENTRY_SCRUBBING.beforeBreadcrumb).toBe(scrubSentryBreadcrumb);
    expect(SENTRY_SCRUBBING.beforeSendTransaction).toBe(scrubSentryTransaction);
    expect(SENTRY_SCRUBBING.beforeSendSpan).toBe(scrubSentrySpan);
    expect(REPLAY_PRIVACY.beforeAddRecordingEvent).toBe(scrubReplayRecordingEvent);
    expect(REPLAY_PRIVACY.networkDetailAllowUrls).toEqual([]);
    expect(REPLAY_PRIVACY.networkCaptureBodies).toBe(false);
  });

  it.each(Object.entries(placements))('an error event with the secret in %s', (_, value) => {
    const event = {
      event_id: 'e1',
      message: typeof value === 'string' ? value : 'x',
      request: { url: placements.realQuery, headers: typeof value === 'string' ? { Referer: value } : value, data: value },
      contexts: { trace: { trace_id: TRACE, span_id: SPAN } },
      exception: { values: [{ type: 'Error', value: JSON.stringify(value) }] },
      breadcrumbs: [{ category: 'navigation', data: { from: value, to: placements.shareLink } }],
    };
    const scrubbed = scrubSentryEvent(event as never);
    expectClean(scrubbed);
    expect(scrubbed.contexts?.trace?.trace_id).toBe(TRACE);
  });

  it.each(Object.entries(placements))('a breadcrumb with the secret in %s', (_, value) => {
    expectClean(scrubSentryBreadcrumb({ category: 'fetch', message: JSON.stringify(value), data: { url: value, body: value } }));
  });

  it.each(Object.entries(placements))('a transaction with the secret in %s', (_, value) => {
    const transaction = {
      type: 'transaction',
      transaction: typeof value === 'string' ? value : 'GET',
      request: { url: placements.hashQuery },
      contexts: { trace: { trace_id: TRACE, span_id: SPAN } },
      spans: [{ trace_id: TRACE, span_id: SPAN, description: `GET ${placements.ssoPath}`, data: { 'http.url': value } }],
    };
    const scrubbed = scrubSentryTransaction(transaction as never);
    expectClean(scrubbed);
    expect(JSON.stringify(scrubbed)).toContain(SPAN);
  });

  it.each(Object.entries(placements))('a streamed span with the secret in %s', (_, value) => {
    const span = {
      trace_id: TRACE,
      span_id: SPAN,
      name: `GET ${placements.hqPath}`,
      attributes: { 'url.full': { value: placements.ssoPath, type: 'string' }, 'http.request.body': { value: JSON.stringify(value) } },
    };
    const scrubbed = scrubSentrySpan(span as never);
    expectClean(scrubbed);
    expect(scrubbed.span_id).toBe(SPAN);
  });

  it.each(Object.entries(placements))('a replay recording event with the secret in %s', (_, value) => {
    let node: Record<string, unknown> = { type: 2, tagName: 'a', attributes: { href: placements.shareLink, title: JSON.stringify(value) } };
    for (let depth = 0; depth < 60; depth++) node = { type: 2, tagName: 'div', attributes: {}, childNodes: [node] };
    const snapshot = { type: 2, timestamp: 1, data: { node, initialOffset: { top: 0, left: 0 } } };
    const scrubbedSnapshot = scrubReplayRecordingEvent(snapshot as never);
    expectClean(scrubbedSnapshot);
    expect(JSON.stringify(scrubbedSnapshot)).not.toContain('[truncated]');
    const meta = { type: 4, timestamp: 1, data: { href: placements.realQuery, width: 1280, height: 720 } };
    expectClean(scrubReplayRecordingEvent(meta as never));
    const network = {
      type: 5,
      timestamp: 1,
      data: { tag: 'performanceSpan', payload: { op: 'resource.fetch', description: value, data: { request: { headers: value } } } },
    };
    expectClean(scrubReplayRecordingEvent(network as never));
  });
});

describe("the replay's own event (it passes no before-send hook)", () => {
  it('loses every secret in the addresses it lists, keeps its ids, and leaves other events to their hooks', () => {
    const replay = {
      type: 'replay_event',
      replay_id: TRACE,
      trace_ids: [TRACE],
      error_ids: [TRACE],
      urls: Object.values(placements).filter((v): v is string => typeof v === 'string'),
    };
    const scrubbed = scrubReplayEvent(replay);
    expectClean(scrubbed);
    expect(scrubbed).toMatchObject({ replay_id: TRACE, trace_ids: [TRACE], error_ids: [TRACE] });
    const error = { type: undefined, message: placements.text };
    expect(scrubReplayEvent(error)).toBe(error);
  });
});
