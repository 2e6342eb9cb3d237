import type { TFunction } from 'i18next';
import { appToaster } from '../../shared/AppToaster';
import { toastDuration, type AdminMessage, type AdminToast } from './admin-messages';

/** A message's text: its translation, then the server's own words (as text, never markup). */
export function messageText(t: TFunction, message: AdminMessage): string {
  const text = t(message.key as string | string[], message.params ?? {});
  return message.serverText ? `${text} ${message.serverText}` : text;
}

/**
 * Shows a toast of the administration screens (one on every success or failure, SPEC §9 durations) on the console's
 * one toaster, which the signed-in layout renders: it keeps its time when the screen changes.
 */
export function showAdminToast(t: TFunction, toast: AdminToast): void {
  appToaster.create({
    type: toast.type,
    title: messageText(t, toast.message),
    description: toast.detail ? messageText(t, toast.detail) : undefined,
    duration: toastDuration(toast),
    action: toast.action ? { label: messageText(t, toast.action.label), onClick: toast.action.run } : undefined,
  });
}
