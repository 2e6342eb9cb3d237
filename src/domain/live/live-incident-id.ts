/** An incident id from a live route: digits, letters, '-' or '_' (1 to 64 characters); anything else is refused (null). */
export function parseLiveIncidentId(raw: unknown): string | null {
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : typeof raw === 'string' ? raw.trim() : '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(text) ? text : null;
}
