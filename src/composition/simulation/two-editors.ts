/**
 * Two consoles editing one incident on one demo world (sharedWorld), headless in virtual time: this desk has the
 * edit form open as the pages wire it (IncidentEditFlow following the incident through IncidentFollowFlow), and the
 * other desk (another operator, or another tab of this one) saves its own changes, after which the server pushes
 * INCIDENT_UPDATED as the platform does. Application tests and the multi-operator bench probes play their cases on it.
 */
import { IncidentEditFlow } from '../../application/incidents/incident-edit.flow';
import { IncidentFollowFlow } from '../../application/incidents/incident-follow.flow';
import { IncidentsGateway, type UpdateIncidentInput } from '../../application/ports/incidents-gateway.port';
import { LiveHub } from '../../adapters/fake/demo-world/live-hub';
import { isOpenLive, type Incident } from '../../domain/incident/incident';
import { sharedWorld, type Desk, type SharedWorld } from './shared-world';

export interface TwoEditors {
  readonly shared: SharedWorld;
  readonly incident: Incident;
  readonly mine: Desk;
  readonly other: Desk;
  /** This desk's edit form, following the incident. */
  readonly editor: IncidentEditFlow;
  /** What this desk sent with updateIncident, in order. */
  readonly sent: UpdateIncidentInput[];
  /** The other desk saves these changes; with `push` (default) the server then tells this desk INCIDENT_UPDATED. */
  otherSaves(changes: UpdateIncidentInput, push?: boolean): Promise<void>;
  /** The incident as the server holds it now. */
  server(): Promise<Incident>;
  dispose(): void;
}

/** `tab`: the other desk is a second tab of this operator's browser (same storage and account), not another operator. */
export async function twoEditors(options: { readonly tab?: boolean } = {}): Promise<TwoEditors> {
  const shared = sharedWorld();
  const mine = shared.operator();
  mine.signIn('operator@public.demo');
  const other = options.tab ? shared.tabOf(mine) : shared.operator();
  if (!options.tab) other.signIn('admin@public.demo');
  const found = (await shared.store.list('public')).find(isOpenLive);
  if (!found?.id) throw new Error('the demo world has no live incident');
  const gateway = mine.get<IncidentsGateway>(IncidentsGateway);
  const incident = await gateway.getIncidentById(found.id);
  if (!incident) throw new Error('the live incident cannot be read');
  const sent: UpdateIncidentInput[] = [];
  const update = gateway.updateIncident.bind(gateway);
  gateway.updateIncident = (id, input) => {
    sent.push(input);
    return update(id, input);
  };
  const editor = mine.get(IncidentEditFlow);
  editor.start({ incident, settings: null });
  const follower = mine.get(IncidentFollowFlow);
  follower.onIncident((next) => editor.serverChanged(next));
  follower.start(incident);
  await shared.clock.advance(2_000);
  const hub = mine.get(LiveHub);
  const id = incident.id as string | number;
  return {
    shared,
    incident,
    mine,
    other,
    editor,
    sent,
    async otherSaves(changes, push = true) {
      await other.get<IncidentsGateway>(IncidentsGateway).updateIncident(id, changes);
      if (push) hub.push({ incidentId: id }, { type: 'INCIDENT_UPDATED', incidentId: id, activeOperator: null });
      await shared.clock.advance(10);
    },
    async server() {
      const now = await shared.store.get('public', id);
      if (!now) throw new Error('the incident is gone');
      return now;
    },
    dispose() {
      follower.dispose();
      editor.dispose();
    },
  };
}
