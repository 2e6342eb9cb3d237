import { NEW_INCIDENT_CATEGORY_ID, NEW_INCIDENT_STATUS } from '../shared/constants';
import { normalizeLatitude, normalizeLongitude } from '../incident-form/incident-location';
import type { IncidentEditValues } from '../incident-form/incident-form-values';
import type { Incident } from './incident';
import { filterPrivateAddresses } from './operator-ips';

/** SPEC §7 createIncident input, as the operator fills it in create mode (any field may be missing). */
export type IncidentCreateDraft = Pick<Incident, 'title' | 'description' | 'address' | 'city' | 'latitude' | 'longitude'> & {
  /** Full phone with prefix, already normalised by the phone rules (SPEC §5). */
  readonly phone?: string | null;
};

/** SPEC §7 createIncident `input`: the edit form's fields plus the phone, category and status. */
export interface CreateIncidentInput extends IncidentEditValues {
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
