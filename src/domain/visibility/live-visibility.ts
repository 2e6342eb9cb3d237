import { parseTriState } from './flag';

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string') return false;
  // String.prototype.trim covers Unicode spaces (NBSP, U+3000…); zero-width characters are removed too.
  return value.replace(/[\u200B-\u200D\u2060\uFEFF]/g, '').trim() === '';
}

function countOf(remoteUsers: readonly unknown[] | number | null | undefined): number {
  if (Array.isArray(remoteUsers)) return remoteUsers.length;
  return typeof remoteUsers === 'number' && Number.isFinite(remoteUsers) ? remoteUsers : 0;
}

function asciiDigitCount(phone: string): number {
  let count = 0;
  for (let i = 0; i < phone.length; i++) {
    const c = phone.charCodeAt(i);
    if (c >= 48 && c <= 57) count++;
  }
  return count;
}

/** SPEC §2: live controls show only when the incident is not deleted (deletedAt empty) and has remote users. */
export function liveControlsVisible(input: {
  readonly deletedAt?: string | number | null;
  readonly remoteUsers?: readonly unknown[] | number | null;
}): boolean {
  return isBlank(input.deletedAt) && countOf(input.remoteUsers) > 0;
}

/**
 * SPEC §5: send-SMS / send-WhatsApp buttons are disabled without a phone (no ASCII digit; with
 * `requiredDigits`, fewer digits than the mask needs), while sending, or when the incident already exists
 * (a non-blank incident id).
 */
export function sendLinkButtonsDisabled(input: {
  readonly phone?: string | null;
  readonly requiredDigits?: number | null;
  readonly sending?: boolean | null;
  readonly incidentId?: string | number | null;
}): boolean {
  const digits = typeof input.phone === 'string' ? asciiDigitCount(input.phone) : 0;
  const required = typeof input.requiredDigits === 'number' && input.requiredDigits > 0 ? input.requiredDigits : 1;
  const exists = typeof input.incidentId === 'number' ? Number.isFinite(input.incidentId) : !isBlank(input.incidentId);
  return digits < required || input.sending === true || exists;
}

/**
 * SPEC §5 Chat: send is disabled when the message is blank, there is no conversation, or a send is in progress; and
 * once the call has ended, when nobody is left to read a message and the chat only keeps what was said.
 */
export function chatSendDisabled(input: {
  readonly message?: string | null;
  readonly conversation?: unknown;
  readonly sending?: boolean | null;
  readonly callEnded?: boolean | null;
}): boolean {
  return isBlank(input.message) || isBlank(input.conversation) || input.sending === true || input.callEnded === true;
}

/** SPEC §2: the search button is hidden only when hasAccess is false (unknown access keeps it shown). */
export function searchButtonVisible(hasAccess: unknown): boolean {
  return parseTriState(hasAccess) !== false;
}

/**
 * SPEC §2 Incident view, §6: video history shows only with hasAccess as computed from the user's loaded permissions;
 * otherwise redirect to live. The `fromIncidentDetail` query of SPEC §2 is anyone's to type, so it grants nothing,
 * and neither does an unknown access.
 */
export function videoHistoryAccess(input: { readonly hasAccess?: unknown }): 'show' | 'redirectToLive' {
  return parseTriState(input.hasAccess) === true ? 'show' : 'redirectToLive';
}

function isArgosRoute(route: string): boolean {
  const path = route.replace(/^#/, '').split(/[?#]/, 1)[0] ?? '';
  return path.split('/').some((segment) => segment === 'argos');
}

/**
 * SPEC §2 Navbar: the add-incident button shows only on the argos route when setting
 * allowArgoCreateIncident is on (and incident creation is not restricted), and is disabled while viewMode is 'detail'.
 */
export function addIncidentButton(input: {
  readonly route?: string | null;
  readonly allowArgoCreateIncident?: unknown;
  readonly restrictCreateIncident?: unknown;
  readonly viewMode?: string | null;
}): { readonly visible: boolean; readonly disabled: boolean } {
  const visible =
    typeof input.route === 'string' &&
    isArgosRoute(input.route) &&
    parseTriState(input.allowArgoCreateIncident) === true &&
    incidentCreationAllowed(input);
  const detail = typeof input.viewMode === 'string' && input.viewMode.trim().toLowerCase() === 'detail';
  return { visible, disabled: !visible || detail };
}

/** SPEC §6: operator audio broadcast requires the setting allowOperatorBroadcast. */
export function operatorBroadcastAllowed(settings: { readonly allowOperatorBroadcast?: unknown } | null | undefined): boolean {
  return parseTriState(settings?.allowOperatorBroadcast) === true;
}

/**
 * SPEC §3, §6 "Settings flags restrict … incident creation": with restrictCreateIncident on, nobody in the tenant
 * creates incidents from the console (create mode, the add-incident buttons, the share modal's new incident). It is
 * a tenant rule, so it holds for super users too; they can turn it off in the settings. Unknown reads as allowed.
 */
export function incidentCreationAllowed(settings: { readonly restrictCreateIncident?: unknown } | null | undefined): boolean {
  return parseTriState(settings?.restrictCreateIncident) !== true;
}

/**
 * SPEC §3, §6 "Settings flags restrict video": with restrictVideo on, the console shows no video of the tenant's
 * incidents: neither the caller's live picture (the caller is still heard) nor recorded videos in the media. Unknown
 * reads as allowed.
 */
export function videoAllowed(settings: { readonly restrictVideo?: unknown } | null | undefined): boolean {
  return parseTriState(settings?.restrictVideo) !== true;
}
