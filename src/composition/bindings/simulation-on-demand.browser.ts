import type { Container } from 'inversify';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { Logger } from '../../application/ports/logger.port';
import { readTrainingMessage, TRAINING_CHANNEL, type TraineeReport } from '../../domain/training/training-protocol';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { KeptCalls } from '../../adapters/fake/simulation/kept-calls';
import type { HeardChannel } from '../../adapters/fake/training/broadcast-channel.browser';
import { CALLER_CHANNEL_NAME, readTrainingMessage as readCallerMessage } from '../../adapters/fake/training/caller-protocol';
import { keptClaims } from '../../adapters/fake/training/kept-claims';

/**
 * What a signed-in tab of the demo runs of the simulated caller and of training, on every route. The simulated caller
 * (the CallerDirector, the scenarios, the caller's media) is bound with the incident pages, which send the links and
 * open the calls (`incidentPages`); this tab loads that part sooner only when it is needed elsewhere:
 *  - calls a reload interrupted (the tab keeps them): they go on at once, whatever the route;
 *  - a trainer's console assigning a drill (the training channel): the trainee desk starts, and holds the drill for
 *    the tab's next link;
 *  - a caller page a trainer plays speaking to the tab (the caller channel), or calls such pages claimed before a
 *    reload: the played-caller host answers them.
 * Until then the tab only listens on the two channels, and reads what it keeps.
 */
export function startSimulationOnDemand(container: Container, incidentPages: () => Promise<void>): void {
  const logger = container.get<Logger>(Logger);
  const failed = (what: string) => (error: unknown) => logger.warning(`demo: ${what}`, { error: String(error) });
  const memory = container.get(DemoWorld).memory;
  const hostFailed = failed('caller pages cannot reach this console');
  const claimed = keptClaims(memory).length > 0;
  if (claimed) void startHost(container, incidentPages).catch(hostFailed);
  if (new KeptCalls(memory).all().length > 0)
    void resumeCalls(container, incidentPages).catch(failed('the simulated calls could not be resumed'));
  if (typeof BroadcastChannel === 'undefined') return;
  listenForDrills(container, incidentPages, failed('the training desk could not start'));
  if (claimed) return;
  const fromCaller = (data: unknown) => readCallerMessage(data)?.from === 'caller';
  wakeOnMessage(CALLER_CHANNEL_NAME, fromCaller, (take) => startHost(container, incidentPages, take), hostFailed);
}

/**
 * The trainee desk, once a trainer's console assigns a drill. The tab says it listens (`ready`), as a desk starting
 * does, so a drill assigned before it signed in is assigned again; the desk, once loaded, says so too, and the trainer's
 * console gives it the waiting drill (training-protocol.ts).
 */
function listenForDrills(container: Container, incidentPages: () => Promise<void>, failed: (error: unknown) => void): void {
  const channel = wakeOnMessage(
    TRAINING_CHANNEL,
    (data) => readTrainingMessage(data)?.type === 'assign',
    async (take) => {
      await incidentPages();
      const { startTraineeDesk } = await import('./training-trainee.browser');
      take().channel.close();
      startTraineeDesk(container);
    },
    failed,
  );
  const ready: TraineeReport = { type: 'ready', drillId: '', tab: container.get<IdGenerator>(IdGenerator).next() };
  channel.postMessage(ready);
}

async function startHost(container: Container, incidentPages: () => Promise<void>, take?: () => HeardChannel): Promise<void> {
  await incidentPages();
  const { startPlayedCallerHost } = await import('./played-caller.browser');
  startPlayedCallerHost(container, take?.());
}

async function resumeCalls(container: Container, incidentPages: () => Promise<void>): Promise<void> {
  await incidentPages();
  const { resumeSimulatedCalls } = await import('./simulation.browser');
  await resumeSimulatedCalls(container);
}

/**
 * Listens on the tab channel `name` until a message `wakes` accepts, then calls `wake` once, with `take`: it stops
 * listening and hands over the open channel with what it heard from that message on, in order, so nothing said while
 * `wake` loads is lost. A `wake` that fails before it takes the channel (a chunk that could not be fetched) forgets
 * what it heard, and the next waking message tries again.
 */
function wakeOnMessage(
  name: string,
  wakes: (data: unknown) => boolean,
  wake: (take: () => HeardChannel) => Promise<void>,
  failed: (error: unknown) => void,
): BroadcastChannel {
  const channel = new BroadcastChannel(name);
  const heard: unknown[] = [];
  const hear = (event: MessageEvent) => {
    if (heard.length === 0 && !wakes(event.data)) return;
    heard.push(event.data);
    if (heard.length > 1) return;
    const take = () => {
      channel.removeEventListener('message', hear);
      return { channel, heard };
    };
    wake(take).catch((error: unknown) => {
      heard.length = 0;
      failed(error);
    });
  };
  channel.addEventListener('message', hear);
  return channel;
}
