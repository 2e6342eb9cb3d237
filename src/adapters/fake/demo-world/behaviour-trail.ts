import type { Faker } from '@faker-js/faker';
import type { UserBehaviourEntry } from '../../../application/ports/user-behaviour-gateway.port';
import type { AuditAction } from '../../../domain/shared/constants';
import type { DemoAccount } from './demo-accounts';
import type { DemoIncident } from './incident-record';

/** How far back the demo's audit trail goes (as far as its generated incidents). */
export const TRAIL_DAYS = 90;
/** The trail stops this long before the world's start, so what the console records afterwards stands apart. */
export const TRAIL_QUIET_MS = 5 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const USER_ACTIONS: readonly AuditAction[] = ['CREATE_USER', 'EDIT_USER', 'EDIT_USER_PASSWORD', 'DELETE_USER'];
const ROLE_ACTIONS: readonly AuditAction[] = ['ROLE_ADD_USER', 'ROLE_REMOVE_USER', 'ROLE_PERMISSION_ADD', 'ROLE_PERMISSION_REMOVE'];

/**
 * A tenant's audit trail of the last TRAIL_DAYS (SPEC §3 audit actions), consistent with its generated incidents:
 * each incident's operator sent the caller's link when it was created (SMS or WhatsApp), took control, chatted, often
 * edited the title, description or address, added its photos, and sometimes shared it, invited a collaborator or
 * started over; the tenant's administrators managed users and roles now and then. Entries carry ids only, newest
 * first, all of them at least TRAIL_QUIET_MS before `now`. Deterministic for one faker seed and one set of incidents.
 */
export function generateBehaviourTrail(
  faker: Faker,
  input: { readonly now: number; readonly incidents: readonly DemoIncident[]; readonly admins: readonly DemoAccount[] },
): UserBehaviourEntry[] {
  const until = input.now - TRAIL_QUIET_MS;
  const from = input.now - TRAIL_DAYS * DAY_MS;
  const entries: UserBehaviourEntry[] = [];
  const add = (action: AuditAction, at: number, userId: string, detail: Record<string, unknown>): void => {
    if (at >= from && at <= until) entries.push({ action, at: new Date(at).toISOString(), userId, detail });
  };

  for (const incident of input.incidents) {
    const operatorId = incident.activeOperator?.id;
    const start = Date.parse(incident.at ?? '');
    if (operatorId === null || operatorId === undefined || Number.isNaN(start)) continue;
    const userId = String(operatorId);
    const incidentId = incident.id ?? null;
    const later = (minMinutes: number, maxMinutes: number) =>
      start + faker.number.int({ min: minMinutes * MINUTE_MS, max: maxMinutes * MINUTE_MS });
    add(
      faker.helpers.arrayElement(['SEND_LINK_NORMAL_SMS', 'SEND_LINK_NORMAL_WPP'] as const),
      start + faker.number.int({ min: 5_000, max: 40_000 }),
      userId,
      { incidentId },
    );
    if (faker.number.int({ min: 0, max: 9 }) < 2) {
      add('INCIDENT_START_OVER', later(5, 6), userId, { incidentId });
      continue;
    }
    add('TAKE_CONTROL_OF_EVENT', later(1, 3), userId, { incidentId });
    const conversation = `${incidentId}_${incident.tenantId ?? 'public'}`;
    for (let i = faker.number.int({ min: 0, max: 6 }); i > 0; i--) add('SEND_CHAT_MESSAGE', later(2, 25), userId, { conversation });
    for (const action of ['INCIDENT_EDIT_TITLE', 'INCIDENT_EDIT_DESCRIPTION', 'INCIDENT_EDIT_ADDRESS'] as const) {
      if (faker.number.int({ min: 0, max: 9 }) < 4) add(action, later(3, 30), userId, { incidentId });
    }
    for (const media of incident.media ?? []) {
      if (media.typeContent === 'image' && faker.datatype.boolean())
        add('INCIDENT_ADD_PHOTO', later(4, 30), userId, { incidentId, mediaId: media.id ?? null });
    }
    const share = faker.number.int({ min: 0, max: 19 });
    if (share === 0) add('SEND_LINK_COLLAB', later(5, 20), userId, { incidentId });
    else if (share === 1) add('SHARE_EVENT', later(5, 20), userId, { incidentId });
    else if (share === 2)
      add(faker.helpers.arrayElement(['SEND_LINK_SHARE_SMS', 'SEND_LINK_SHARE_WPP'] as const), later(5, 20), userId, { incidentId });
    else if (share === 3) add('SEND_ARCHIVE', later(5, 30), userId, { incidentId });
  }

  for (const admin of input.admins) {
    for (let day = TRAIL_DAYS; day > 0; day -= faker.number.int({ min: 2, max: 6 })) {
      const at = input.now - day * DAY_MS + faker.number.int({ min: 8 * 60 * MINUTE_MS, max: 18 * 60 * MINUTE_MS });
      const action = faker.helpers.arrayElement(faker.datatype.boolean() ? USER_ACTIONS : ROLE_ACTIONS);
      add(action, at, admin.id, { id: String(faker.number.int({ min: 10, max: 60 })) });
    }
  }
  return entries.sort((a, b) => b.at.localeCompare(a.at));
}
