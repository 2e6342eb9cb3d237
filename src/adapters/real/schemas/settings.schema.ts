import { GatewayError } from '../../../application/ports/gateway-error';
import { parseSettings, type Settings } from '../../../domain/incident/settings';
import { isObject, nestedDeeperThan } from './answer-basics';

/**
 * SPEC §3 Settings as GET /teleport-config (and the tenant settings call) answer them. A tenant that never configured
 * a setting leaves it out or null, and the domain's default stands for it; the forms the console has always read (a
 * flag as true/false, 0/1 or their text, a title limit as a number or its digits, a preference or a language as text)
 * are read as before. A field of another kind (a flag that is "maybe" or a list, a limit that is an object) refuses
 * the answer: it is a server the console does not understand, and reading it as "not restricted" would quietly lift
 * a tenant's restriction.
 *
 * Written out rather than with zod, as auth.schema.ts is: the settings are read while signing in, and the login route
 * does not carry the schema library.
 */

type Check = (value: unknown) => boolean;

const isFlag: Check = (value) =>
  typeof value === 'boolean' || value === 0 || value === 1 || (typeof value === 'string' && /^\s*(?:true|false|1|0)\s*$/i.test(value));
const isTitleLength: Check = (value) =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value));
const isChoice: Check = (value) => typeof value === 'string' && value.length <= 64;

const FIELDS: Readonly<Record<keyof Settings, Check>> = {
  restrictVideo: isFlag,
  restrictCreateIncident: isFlag,
  requireIncidentTitle: isFlag,
  limitedTitleLength: isTitleLength,
  allowOperatorBroadcast: isFlag,
  allowArgoCreateIncident: isFlag,
  shareLocationPreference: isChoice,
  defaultLanguage: isChoice,
};

/** Longest JSON text of settings read (a few hundred characters is a whole tenant's). */
const MAX_SETTINGS_TEXT = 64 * 1024;

function refused(): never {
  throw new GatewayError('invalid-response');
}

/** The answer as an object of settings: the object, its JSON text, or nothing (no settings yet). */
function settingsRecord(data: unknown): Record<string, unknown> {
  if (data === undefined || data === null || data === '') return {};
  if (typeof data === 'string') {
    if (data.length > MAX_SETTINGS_TEXT) refused();
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return refused();
    }
    return parsed === null ? {} : isObject(parsed) && !nestedDeeperThan(parsed) ? parsed : refused();
  }
  return isObject(data) && !nestedDeeperThan(data) ? data : refused();
}

/** The tenant's settings from the answer, or GatewayError('invalid-response') when a setting is of another kind. */
export function readSettingsAnswer(data: unknown): Settings {
  const record = settingsRecord(data);
  for (const [name, check] of Object.entries(FIELDS)) {
    const value = record[name];
    if (value !== undefined && value !== null && !check(value)) refused();
  }
  return parseSettings(record);
}
