import { NEW_INCIDENT_CATEGORY_ID, NEW_INCIDENT_STATUS } from '../shared/constants';
import { normalizeLatitude, normalizeLongitude } from '../incident-form/incident-location';
import { filterPrivateAddresses } from './operator-ips';

/** SPEC §7 createIncident input, as the operator fills it in create mode (any field may be missing). */
export interface IncidentCreateDraft {
  readonly title?: string | null;
  readonly description?: string | null;
  readonly address?: string | null;
  readonly city?: string | null;
  readonly latitude?: number | string | null;
  readonly longitude?: number | string | null;
  /** Full phone with prefix, already normalised by the phone rules (SPEC §5). */
  readonly phone?: string | null;
}

/** SPEC §7 createIncident `input`. */
export interface CreateIncidentInput {
  readonly title: string;
  readonly description: string;
  readonly address: string;
  readonly city: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly sendToPhone: string;
  readonly incidentsCategoryId: number;
  readonly status: string;
}

/** SPEC §7 createIncident variables: input plus operatorIps. */
export interface CreateIncidentPayload {
  readonly input: CreateIncidentInput;
  readonly operatorIps: readonly string[];
}

const text = (value: string | null | undefined): string => (typeof value === 'string' ? value.trim() : '');

/**
 * SPEC §3, §7, §9: the createIncident variables: trimmed texts, category 14 and status DRAFT,
 * coordinates read by the SPEC §5 rules (zero, out-of-range or garbage -> null) and operatorIps filtered to private addresses.
 */
export function incidentsCreatePayload(
  draft: IncidentCreateDraft | null | undefined,
  operatorIps: readonly unknown[] | null | undefined = [],
): CreateIncidentPayload {
  return {
    input: {
      title: text(draft?.title),
      description: text(draft?.description),
      address: text(draft?.address),
      city: text(draft?.city),
      latitude: normalizeLatitude(draft?.latitude),
      longitude: normalizeLongitude(draft?.longitude),
      sendToPhone: text(draft?.phone),
      incidentsCategoryId: NEW_INCIDENT_CATEGORY_ID,
      status: NEW_INCIDENT_STATUS,
    },
    operatorIps: filterPrivateAddresses(operatorIps),
  };
}
