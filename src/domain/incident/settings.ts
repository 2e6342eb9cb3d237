import { languageFromSetting, type Language } from '../language/language';

/** SPEC §3 Settings.shareLocationPreference: 'google-maps', else the default maps link. */
export type ShareLocationPreference = 'google-maps' | 'default';

/** SPEC §1 Settings language values. */
export type SettingsLanguage = 'en-US' | 'pt-BR' | 'es-ES';

/** SPEC §3 Settings (tenant settings, /teleport-config). */
export interface Settings {
  readonly restrictVideo: boolean;
  readonly restrictCreateIncident: boolean;
  readonly requireIncidentTitle: boolean;
  /** Maximum trimmed title length; 0 means no limit (SPEC §5 applies it only when above 0). */
  readonly limitedTitleLength: number;
  readonly allowOperatorBroadcast: boolean;
  readonly allowArgoCreateIncident: boolean;
  readonly shareLocationPreference: ShareLocationPreference;
  readonly defaultLanguage: SettingsLanguage;
}

/**
 * SPEC §3 Settings defaults, the least-privileged reading when a tenant has not configured a flag:
 * no restriction on video or incident creation, title not required, no title limit (0),
 * operator audio broadcast and argos incident creation off (both are opt-in features in SPEC §2, §6),
 * share location with the default maps link, language en-US (SPEC §1 default en).
 */
export function defaultSettings(): Settings {
  return {
    restrictVideo: false,
    restrictCreateIncident: false,
    requireIncidentTitle: false,
    limitedTitleLength: 0,
    allowOperatorBroadcast: false,
    allowArgoCreateIncident: false,
    shareLocationPreference: 'default',
    defaultLanguage: 'en-US',
  };
}

/** Longest text value inspected; a longer value is garbage. */
const MAX_TEXT = 64;

function readText(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_TEXT) return null;
  return value.trim().toLowerCase();
}

/** true/1/'true'/'1' and false/0/'false'/'0' (any case, trimmed); anything else keeps the default. */
function readFlag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  const text = readText(value);
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return fallback;
}

/** A whole number >= 0 from a number or ASCII digits text; negatives mean "no limit" (0). */
function readLength(value: unknown, fallback: number): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : fallback;
  const text = readText(value);
  if (text === null) return fallback;
  if (/^-\d{1,9}$/.test(text)) return 0;
  return /^\d{1,9}$/.test(text) ? Number(text) : fallback;
}

function readPreference(value: unknown): ShareLocationPreference {
  return readText(value) === 'google-maps' ? 'google-maps' : 'default';
}

const SETTINGS_LANGUAGE: Readonly<Record<Language, SettingsLanguage>> = { en: 'en-US', pt: 'pt-BR', es: 'es-ES' };

/** Read by the language rules (SPEC §1): en-US/pt-BR/es-ES or en/pt/es, any case; else en-US. */
function readLanguage(value: unknown): SettingsLanguage {
  return SETTINGS_LANGUAGE[languageFromSetting(readText(value))];
}

function asRecord(value: unknown): Record<string, unknown> | null {
  if (typeof value === 'string') {
    try {
      return asRecord(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * SPEC §3 Settings from a server or storage value (object or JSON text). Each missing or garbage field
 * takes its default (see defaultSettings); flags accept booleans, 0/1 and 'true'/'false';
 * limitedTitleLength accepts ASCII digit text; unknown preferences -> 'default'; languages en/pt/es
 * in short or region form (any case), else en-US.
 */
export function parseSettings(value: unknown): Settings {
  const d = defaultSettings();
  const r = asRecord(value);
  if (!r) return d;
  return {
    restrictVideo: readFlag(r['restrictVideo'], d.restrictVideo),
    restrictCreateIncident: readFlag(r['restrictCreateIncident'], d.restrictCreateIncident),
    requireIncidentTitle: readFlag(r['requireIncidentTitle'], d.requireIncidentTitle),
    limitedTitleLength: readLength(r['limitedTitleLength'], d.limitedTitleLength),
    allowOperatorBroadcast: readFlag(r['allowOperatorBroadcast'], d.allowOperatorBroadcast),
    allowArgoCreateIncident: readFlag(r['allowArgoCreateIncident'], d.allowArgoCreateIncident),
    shareLocationPreference: readPreference(r['shareLocationPreference']),
    defaultLanguage: readLanguage(r['defaultLanguage']),
  };
}
