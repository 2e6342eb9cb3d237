import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import type { Logger } from '../src/application/ports/logger.port';
import { DemoWorld } from '../src/adapters/fake/demo-world/demo-world';
import { demoPushRelay, type DemoPush } from '../src/adapters/fake/push-notifications.fake';
import { pushSubscriptionsOf, type KeptPushSubscription } from './push-subscriptions';
import type { ServerWorld } from './server-world';

/** The server's VAPID key pair (base64url, as `web-push` makes them) and the contact it signs its sends with. */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
  readonly subject: string;
}

/** The contact a push service may write to about this server's sends (RFC 8292 `sub`): a mailto: or https: address. */
const DEFAULT_SUBJECT = 'mailto:push@incident-console.invalid';
/** How long a push service keeps a push for a browser that is offline: a push about a live incident is stale soon. */
const TTL_SECONDS = 120;
/** How long a push service may take to answer before the push is given up (and logged). */
const PUSH_SERVICE_TIMEOUT_MS = 10_000;

/** PUSH_VAPID_PUBLIC_KEY, PUSH_VAPID_PRIVATE_KEY (and PUSH_VAPID_SUBJECT) when both keys are set, else null. */
export function vapidKeysOf(env: Readonly<Record<string, string | undefined>>): VapidKeys | null {
  const publicKey = env.PUSH_VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.PUSH_VAPID_PRIVATE_KEY?.trim();
  if (!publicKey || !privateKey) return null;
  return { publicKey, privateKey, subject: env.PUSH_VAPID_SUBJECT?.trim() || DEFAULT_SUBJECT };
}

/**
 * The key pair kept in `folder/vapid-keys.json` (made there on the first start), so that a production build made by an
 * earlier start still matches the server that sends to its subscriptions.
 */
export async function keptVapidKeys(folder: string): Promise<VapidKeys> {
  const file = path.join(folder, 'vapid-keys.json');
  try {
    const kept = vapidKeysOf(JSON.parse(await readFile(file, 'utf8')) as Record<string, string>);
    if (kept) return kept;
  } catch {
    // None kept yet, or unreadable: a new pair replaces it.
  }
  const made = webPush.generateVAPIDKeys();
  await mkdir(folder, { recursive: true });
  const partial = `${file}.partial`;
  await writeFile(partial, JSON.stringify({ PUSH_VAPID_PUBLIC_KEY: made.publicKey, PUSH_VAPID_PRIVATE_KEY: made.privateKey }), {
    mode: 0o600,
  });
  await rename(partial, file);
  return { ...made, subject: DEFAULT_SUBJECT };
}

/** Sends one request as `fetch` does (tests give their own). */
export type PushPost = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> | null },
) => Promise<{ status: number }>;

/**
 * The backend's side of the production build's Web Push (README "Push notifications"): every push the world sends
 * (sendpn) about an incident of a tenant goes, encrypted and signed with the server's VAPID keys, to each subscription
 * kept under that tenant for one of its topics (or every one for a global push), at the push service its browser chose.
 * A subscription the push service no longer knows (404, 410) is dropped; any other failure is logged with the push
 * service's host only (an endpoint names a browser).
 */
export class WebPushSender {
  private readonly deliver = (push: DemoPush): void => {
    for (const subscription of this.subscriptions().values()) if (addressedTo(push, subscription)) void this.send(push, subscription);
  };

  constructor(
    private readonly world: ServerWorld,
    private readonly keys: VapidKeys,
    private readonly logger: Logger,
    private readonly post: PushPost = (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(PUSH_SERVICE_TIMEOUT_MS) }),
  ) {
    demoPushRelay(this.demo()).add(this.deliver);
  }

  dispose(): void {
    demoPushRelay(this.demo()).delete(this.deliver);
  }

  private async send(push: DemoPush, subscription: KeptPushSubscription): Promise<void> {
    const payload = JSON.stringify({ incidentId: String(push.incidentId), title: push.title });
    const host = new URL(subscription.endpoint).host;
    try {
      // Throws on keys that are no P-256 point: the subscription is kept, the push is not sent, and the log says so.
      const request = webPush.generateRequestDetails({ endpoint: subscription.endpoint, keys: subscription.keys }, payload, {
        vapidDetails: this.keys,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      });
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const body = request.body ? new Uint8Array(request.body) : null;
      const { status } = await this.post(request.endpoint, { method: request.method, headers, body });
      if (status === 404 || status === 410) this.subscriptions().delete(subscription.endpoint);
      else if (status < 200 || status >= 300) this.logger.warning('server: a push service refused a push', { host, status });
    } catch (error) {
      this.logger.warning('server: a push was not sent', { host, error: String(error) });
    }
  }

  private subscriptions(): Map<string, KeptPushSubscription> {
    return pushSubscriptionsOf(this.demo());
  }

  private demo(): DemoWorld {
    return this.world.get<DemoWorld>(DemoWorld as unknown as symbol);
  }
}

/** SPEC §9: a push about a tenant's incident reaches that tenant's subscriptions, global or for one of their topics. */
function addressedTo(push: DemoPush, subscription: KeptPushSubscription): boolean {
  if (push.tenantId !== undefined && push.tenantId !== subscription.tenantId) return false;
  return push.topics === 'global' || push.topics.some((topic) => subscription.topics.includes(topic));
}
