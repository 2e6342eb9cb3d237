import { storedJson } from '../shared/stored-json';

/** One line of a call's log: an i18n key with its values, its tone, at a time (epoch ms). */
export interface CallLogLine {
  readonly at: number;
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly tone: 'info' | 'success' | 'warning' | 'error';
}

const TONES = new Set<unknown>(['info', 'success', 'warning', 'error']);
const MAX_KEY_LENGTH = 200;

function parseValues(value: unknown): Record<string, string | number> | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.every(([, v]) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))) return null;
  return Object.fromEntries(entries) as Record<string, string | number>;
}

function parseLine(value: unknown): CallLogLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const line = value as Record<string, unknown>;
  if (typeof line.at !== 'number' || !Number.isFinite(line.at)) return null;
  if (typeof line.key !== 'string' || line.key === '' || line.key.length > MAX_KEY_LENGTH) return null;
  if (!TONES.has(line.tone)) return null;
  const values = parseValues(line.values);
  if (values === null) return null;
  return { at: line.at, key: line.key, tone: line.tone as CallLogLine['tone'], ...(values ? { values } : {}) };
}

/** A stored call log (JSON text), newest first, at most `limit` lines; anything unreadable is left out. */
export function parseCallLog(raw: string | null, limit: number): CallLogLine[] {
  const value = storedJson(raw);
  if (!Array.isArray(value)) return [];
  return value
    .map(parseLine)
    .filter((line): line is CallLogLine => line !== null)
    .slice(0, Math.max(0, limit));
}
