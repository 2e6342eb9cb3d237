import type { Incident, IncidentForm } from '../incident/incident';
import { normalizeAddress } from './incident-form-validation';
import { normalizeLatitude, normalizeLongitude } from './incident-location';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** SPEC §3 Incident form values of an incident (blank text for missing fields; zero coordinates are empty). */
export function incidentFormOf(incident: Incident): IncidentForm {
  return {
    title: text(incident.title),
    address: normalizeAddress(incident.address),
    city: text(incident.city),
    description: text(incident.description),
    phone: text(incident.userCreate?.phone) || text(incident.sendToPhone),
    latitude: normalizeLatitude(incident.latitude),
    longitude: normalizeLongitude(incident.longitude),
    createdAt: text(typeof incident.at === 'string' ? incident.at : null),
  };
}

/** What the edit form holds (phone, coordinates from the address and createdAt are read-only: SPEC §5). */
export interface IncidentEditValues {
  readonly title: string;
  readonly description: string;
  readonly address: string;
  readonly city: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

export const EMPTY_EDIT_VALUES: IncidentEditValues = { title: '', description: '', address: '', city: '', latitude: null, longitude: null };

/** SPEC §5 the edit form's starting values: the incident's text as stored (not trimmed), zero coordinates empty. */
export function incidentEditValuesOf(incident: Incident): IncidentEditValues {
  return {
    title: text(incident.title),
    description: text(incident.description),
    address: text(incident.address),
    city: text(incident.city),
    latitude: normalizeLatitude(incident.latitude),
    longitude: normalizeLongitude(incident.longitude),
  };
}
