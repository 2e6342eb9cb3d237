import type { Container } from 'inversify';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { Logger } from '../../application/ports/logger.port';
import { SessionStore } from '../../application/session/session.store';
import { openDrillChannel } from '../../adapters/fake/training/broadcast-channel.browser';
import { TraineeDesk } from '../../adapters/fake/training/trainee-desk';
import { drillWorldOf } from '../simulation/start-drill-recorder';

/**
 * The trainee's side of the trainer's console, in every signed-in tab of the demo: this tab's demo world plays the
 * drills a trainer assigns and reports them on the training channel (its own channel object, so a trainer's console
 * in this same tab hears it too).
 */
export function startTraineeDesk(container: Container): void {
  if (typeof BroadcastChannel === 'undefined') return;
  try {
    const sessions = container.get(SessionStore);
    const desk = new TraineeDesk(
      openDrillChannel(),
      drillWorldOf(container),
      container.get<IdGenerator>(IdGenerator).next(),
      () => sessions.current()?.user.email ?? null,
    );
    desk.start();
  } catch (error) {
    container.get<Logger>(Logger).warning('demo: the training desk could not start', { error: String(error) });
  }
}
