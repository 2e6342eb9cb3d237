import { isOpenLive } from '../../../domain/incident/incident';
import { latestCallerRecord } from '../../../domain/messaging/caller-never-joined';
import { parseMessageMethod } from '../../../domain/messaging/delivery-status';
import type { IncidentStore } from '../demo-world/incident-store';
import type { MessageBoard } from '../demo-world/message-board';
import type { ScenarioCatalog } from './scenario-catalog';
import type { Scenario } from './scenario-schema';

/** The caller of a seeded live incident: who, by which channel their link went, and the scenario they follow. */
export interface SeededCall {
  readonly scenario: Scenario;
  readonly phone: string;
  readonly channel: 'sms' | 'whatsapp';
}

/**
 * The demo's seeded live incidents (generated live) have a caller on the line: when an operator first opens one, its
 * caller follows the catalog's seeded scenario of its place among the tenant's seeded live incidents (newest first:
 * the first scenario, the second…, around again), so each one behaves its own way and the same way on every run.
 *
 * Null when the incident is not a seeded live incident still live, when there is no seeded scenario, or when a link
 * already went out for it in this tab (its call began then, or it was sent again by hand: that call stands). The
 * caller's link carries on on the message board (its generated history's latest status, method and permissions), so
 * the scenario's status and permission steps have a record to change, and a second opening finds it.
 */
export async function seededCall(
  store: IncidentStore,
  board: MessageBoard,
  catalog: ScenarioCatalog,
  incidentId: string,
  tenantId: string,
): Promise<SeededCall | null> {
  const scenarios = catalog.seeded();
  if (scenarios.length === 0 || board.tenantOf(incidentId) !== null) return null;
  const index = (await store.seededLive(tenantId)).indexOf(incidentId);
  const incident = index >= 0 ? await store.get(tenantId, incidentId) : undefined;
  if (!incident || !isOpenLive(incident)) return null;
  const latest = latestCallerRecord(await store.generatedActivity(tenantId, incidentId));
  const phone = String(incident.sendToPhone ?? latest?.receiver ?? '');
  // Checked again after the waits: another opening of the incident may have begun the call meanwhile.
  if (!phone || board.tenantOf(incidentId) !== null) return null;
  const whatsapp = parseMessageMethod(latest?.method) === 'BROADCAST_WPP';
  const method = whatsapp ? 'BROADCAST_WPP' : 'BROADCAST_SMS';
  board.record(incidentId, tenantId, { receiver: phone, method, status: latest?.status ?? 'read' });
  if (latest?.permissions) board.setPermissions(incidentId, phone, latest.permissions, method);
  const scenario = scenarios[index % scenarios.length]!;
  return { scenario, phone, channel: whatsapp ? 'whatsapp' : 'sms' };
}
