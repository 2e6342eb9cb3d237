/** SPEC §3 Incident form fields. */
export const INCIDENT_FORM_FIELDS = ['title', 'address', 'city', 'description', 'phone', 'latitude', 'longitude', 'createdAt'] as const;
export type IncidentFormField = (typeof INCIDENT_FORM_FIELDS)[number];

/** SPEC §5: fields that are always read-only in the edit form. */
export const READ_ONLY_INCIDENT_FIELDS = ['phone', 'latitude', 'longitude', 'createdAt'] as const;

/** SPEC §5: true when the field is read-only in the edit form; an unknown field name is read-only. */
export function isIncidentFieldReadOnly(field: string): boolean {
  if (!(INCIDENT_FORM_FIELDS as readonly string[]).includes(field)) return true;
  return (READ_ONLY_INCIDENT_FIELDS as readonly string[]).includes(field);
}

/** SPEC §4, §5: a field can be typed into only when editing is enabled and the field is not read-only. */
export function isIncidentFieldEditable(field: string, editEnabled: boolean): boolean {
  return editEnabled === true && !isIncidentFieldReadOnly(field);
}
