import { TrainingRoom } from '../../application/training/ports/training-room.port';
import { RelaySocket } from '../../adapters/served/relay-socket';
import { RelayTrainingRoom } from '../../adapters/served/relay-training-room';
import { RELAY_ANONYMOUS, RELAY_PATH } from '../../adapters/shared/relay-protocol';
import type { BindingContext } from './binding-context';
import { port } from './bind';

/**
 * The served console's room: the server's trainee desks (every account signed in over the wire), followed over a relay
 * socket of the trainer's own, which needs no account (the trainer's computer is no desk) but the room's trainer's password.
 */
export function bindServedTrainingRoom(context: BindingContext): void {
  const url = `${context.config.wsUrl}${RELAY_PATH}`;
  port(context, TrainingRoom, [], () => new RelayTrainingRoom(new RelaySocket(url, () => RELAY_ANONYMOUS)));
}
