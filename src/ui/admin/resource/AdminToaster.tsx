import { createToaster } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { AppToaster, TOAST_PLACEMENT } from '../../shared/AppToaster';
import { toastDuration, type AdminMessage, type AdminToast } from './admin-messages';

/** The administration screens' toasts: one on every success or failure (SPEC §9 durations). */
export const adminToaster = createToaster({ placement: TOAST_PLACEMENT, pauseOnPageIdle: true, max: 4 });

/** A message's text: its translation, then the server's own words (as text, never markup). */
export function messageText(t: TFunction, message: AdminMessage): string {
  const text = t(message.key as string | string[], message.params ?? {});
  return message.serverText ? `${text} ${message.serverText}` : text;
}

/** Shows a toast of the administration screens. */
export function showAdminToast(t: TFunction, toast: AdminToast): void {
  adminToaster.create({
    type: toast.type,
    title: messageText(t, toast.message),
    description: toast.detail ? messageText(t, toast.detail) : undefined,
    duration: toastDuration(toast),
    action: toast.action ? { label: messageText(t, toast.action.label), onClick: toast.action.run } : undefined,
  });
}

/** Renders the administration toasts. */
export function AdminToaster() {
  return <AppToaster toaster={adminToaster} />;
}
