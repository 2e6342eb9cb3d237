import * as z from 'zod';
import { DemoWorld } from '../src/adapters/fake/demo-world/demo-world';
import { onePerWorld } from '../src/adapters/fake/demo-world/one-per-world';
import { ASSUMED_ENDPOINTS } from '../src/adapters/real/assumed-endpoints';
import { PUSH_TOPICS, type PushTopic } from '../src/domain/shared/constants';
import { HttpFailure } from './http-answers';
import { bodyOf, type Route, type RouteRequest } from './rest-routes';
import { requiredQuery } from './route-inputs';

/** A push service on this computer (a test's, or a developer's): the only one reached without HTTPS. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])$/;

/** A Web Push subscription as the production console sends it (the browser's PushSubscription.toJSON()). */
const SUBSCRIBE = z.object({
  subscription: z.object({
    endpoint: z
      .url({ protocol: /^https?$/ })
      .max(2_048)
      .refine((endpoint) => endpoint.startsWith('https:') || LOOPBACK_HOST.test(URL.parse(endpoint)?.hostname ?? ''), {
        message: 'a push service is reached over HTTPS',
      }),
    expirationTime: z.number().nullish(),
    keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  }),
  topics: z.array(z.enum(PUSH_TOPICS)).max(PUSH_TOPICS.length),
});

/** A subscription the server keeps: under its organisation and account, with its topics (SPEC §9). */
export interface KeptPushSubscription {
  readonly endpoint: string;
  readonly tenantId: string;
  readonly email: string;
  readonly topics: readonly PushTopic[];
  /** The browser's keys the push is encrypted to (RFC 8291). */
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

/** The production console's Web Push subscriptions held by the world, by endpoint. */
export const pushSubscriptionsOf = onePerWorld(() => new Map<string, KeptPushSubscription>());

const demo = (r: RouteRequest) => r.world.get<DemoWorld>(DemoWorld as unknown as symbol);

/**
 * The production build's push subscriptions (ASSUMED_ENDPOINTS.pushSubscriptions, README "Push notifications"): kept
 * as the platform's backend keeps them, under the session's organisation and account with their topics, and dropped by
 * endpoint at logout (the endpoint names the subscription, so that call needs no token). The server sends the world's
 * pushes to them when it has VAPID keys (web-push-sender.ts); the served console's pushes travel over the relay socket.
 */
export const PUSH_SUBSCRIPTION_ROUTES: readonly Route[] = [
  {
    method: 'POST',
    path: ASSUMED_ENDPOINTS.pushSubscriptions,
    handle: (r) => {
      const caller = demo(r).callerFor(r.token);
      if (!caller) throw new HttpFailure(401, 'Unauthorized');
      const { subscription, topics } = bodyOf(SUBSCRIBE, r.body);
      pushSubscriptionsOf(demo(r)).set(subscription.endpoint, {
        endpoint: subscription.endpoint,
        tenantId: caller.tenant.id,
        email: caller.account.email,
        topics: [...new Set(topics)],
        keys: subscription.keys,
      });
      return Promise.resolve(undefined);
    },
  },
  {
    method: 'DELETE',
    path: ASSUMED_ENDPOINTS.pushSubscriptions,
    handle: (r) => {
      pushSubscriptionsOf(demo(r)).delete(requiredQuery(r.query, 'endpoint'));
      return Promise.resolve(undefined);
    },
  },
];
