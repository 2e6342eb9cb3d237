import type { EntityId } from '../incident/incident';

/** Where an Argos record stands: new, or already made into an incident. */
export const ARGOS_STATUSES = ['new', 'incident_created'] as const;
export type ArgosStatus = (typeof ARGOS_STATUSES)[number];

/** The kinds of event the console has words for; another kind Argos sends is shown as a phrase of its name. */
export const KNOWN_ARGOS_KINDS = ['panic_button', 'intrusion_alarm', 'fire_alarm', 'camera_alert', 'medical_alert'] as const;
export type KnownArgosKind = (typeof KNOWN_ARGOS_KINDS)[number];

export function isKnownArgosKind(kind: string): kind is KnownArgosKind {
  return (KNOWN_ARGOS_KINDS as readonly string[]).includes(kind);
}

/**
 * An event raised by the Argos integration (an alarm panel, a panic button, a camera's alert): what it reports, where
 * and when; an operator may make an incident of it (SPEC §2 Navbar, setting allowArgoCreateIncident).
 */
export interface ArgosRecord {
  readonly id: EntityId;
  /** The integration's own reference. */
  readonly code: string;
  /** What raised it ('panic_button', 'intrusion_alarm', …), as Argos names it. */
  readonly kind: string;
  readonly description: string;
  readonly address: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly at: string;
  readonly status: ArgosStatus;
  /** The incident made of it, once there is one. */
  readonly incidentId: EntityId | null;
}

/** What making an incident of an Argos record answers: the new incident's id. */
export interface ArgosIncident {
  readonly incidentId: EntityId;
}
