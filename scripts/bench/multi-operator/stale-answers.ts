/**
 * "stale answers applied": a reload of the incident is read before this operator's save and answered after it. A case
 * counts 1 when that older answer replaces the saved title (on the incident view, or in the edit form).
 */
import { IncidentAnswerOrder } from '../../../src/application/incidents/incident-answer-order';
import { IncidentFollowFlow } from '../../../src/application/incidents/incident-follow.flow';
import { RealtimeConnectionFlow } from '../../../src/application/live/realtime-connection.flow';
import { IncidentsGateway } from '../../../src/application/ports/incidents-gateway.port';
import { Logger } from '../../../src/application/ports/logger.port';
import { twoEditors } from '../../../src/composition/simulation/two-editors';
import type { Incident } from '../../../src/domain/incident/incident';
import type { MultiOperatorProbe } from './probe';

const SAVED = 'Saved by this operator';

/** `where`: who hears the late reload: the page's header (the incident view) or the edit form. */
async function staleApplied(where: 'page' | 'form'): Promise<number> {
  const t = await twoEditors();
  const gateway = t.mine.get<IncidentsGateway>(IncidentsGateway);
  const held: Array<() => void> = [];
  const slow = Object.create(gateway) as IncidentsGateway;
  slow.getIncidentById = async (id) => {
    const read = await gateway.getIncidentById(id);
    await new Promise<void>((resolve) => held.push(resolve));
    return read;
  };
  const follower = new IncidentFollowFlow(t.mine.get(RealtimeConnectionFlow), slow, t.mine.get(Logger), t.mine.get(IncidentAnswerOrder));
  const screen: { shown: Incident } = { shown: t.incident };
  follower.onIncident((next) => {
    if (where === 'page') screen.shown = next;
    else t.editor.serverChanged(next);
  });
  follower.start(t.incident);
  try {
    await t.otherSaves({ description: 'Changed by the other operator' }, false);
    const reloading = follower.reload();
    await t.shared.clock.advance(10);
    t.editor.setTitle(SAVED);
    const saved = await t.editor.save();
    if (saved.ok) screen.shown = saved.value;
    for (const release of held) release();
    await reloading;
    const title = where === 'page' ? screen.shown.title : t.editor.state.values.title;
    return title === SAVED ? 0 : 1;
  } finally {
    follower.dispose();
    t.dispose();
  }
}

const probe: MultiOperatorProbe = {
  label: 'stale answers applied',
  async measure() {
    const cases: Array<readonly [string, number]> = [
      ['a reload read before the save, answered after it: the incident shown', await staleApplied('page')],
      ['a reload read before the save, answered after it: the edit form', await staleApplied('form')],
    ];
    return { value: cases.reduce((sum, [, n]) => sum + n, 0), cases };
  },
};

export default probe;
