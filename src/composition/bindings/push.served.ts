import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { Logger } from '../../application/ports/logger.port';
import { PushNotifications } from '../../application/ports/push.port';
import { LOCAL_STATE_KEYS } from '../../application/session/session.store';
import { RelayPushNotifications } from '../../adapters/served/relay-push.adapter';
import { RelaySocket } from '../../adapters/served/relay-socket';
import { RELAY_PATH } from '../../adapters/shared/relay-protocol';
import type { BindingContext } from './binding-context';
import { portClass, singletonOf } from './bind';

/**
 * The served console's relay socket (VITE_WS_URL + RELAY_PATH, opened with the signed-in token) and its push
 * notifications over it: sign-in subscribes the topics, so both load with the login route.
 */
export function bindServedPush(context: BindingContext): void {
  singletonOf(
    context,
    RelaySocket,
    [KeyValueStorage.local, Logger],
    (storage, logger) => new RelaySocket(`${context.config.wsUrl}${RELAY_PATH}`, () => storage.get(LOCAL_STATE_KEYS.token), logger),
  );
  portClass(context, PushNotifications, RelayPushNotifications, [RelaySocket, Logger]);
}
