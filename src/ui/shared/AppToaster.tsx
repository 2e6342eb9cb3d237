import { Portal, Stack, Toast, Toaster, createToaster, type CreateToasterReturn } from '@chakra-ui/react';
import { createContext, useCallback, useContext } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { noticeDuration, type Notice } from '../../domain/shared/notice';
import { noticeText } from './notice-text';

/**
 * At most three toasts at once, the newest: a call's first seconds bring four or five notices, and a taller stack
 * would rise over the live page's Stop at 1280x720. The call log keeps every one.
 */
const SHOWN_AT_ONCE = 3;

/**
 * Where every toast of the console shows, in the operator's screens and in the administration alike: centred at the
 * foot of the window, at most 20rem wide. The sidebar and the call log keep the left edge, the chat input the right,
 * the navbar and the screens' headers their actions at the top, a dialog's actions its centre; the foot's middle is
 * where no control of the layout lives. The call log keeps each toast of a call for good.
 */
export const TOAST_PLACEMENT = 'bottom';

/** The console's toasts (SPEC §8 notices, §9 durations): the administration's, the incident view's, the pushes'. */
export const appToaster = createAppToaster();

/**
 * A toaster of the console's kind. A screen whose toasts belong to it (the live page: a call's notices) makes its own,
 * renders it and gives it to what it contains (ScreenToaster): when the screen goes, its toasts go with it, so the
 * create mode of the next incident never shows, over its send buttons, what the last caller did. The screen's own
 * record (the call log) keeps what they said.
 */
export function createAppToaster(): CreateToasterReturn {
  const toaster = createToaster({ placement: TOAST_PLACEMENT, pauseOnPageIdle: true, max: SHOWN_AT_ONCE * 2 });
  // Newest last; a toast closed by its timer or by the operator no longer counts. A new toast closes the oldest
  // beyond SHOWN_AT_ONCE (the store's own cap is higher, so one still leaving never holds a new one back in its queue).
  let shown: string[] = [];
  const create: CreateToasterReturn['create'] = (options) => {
    const id = toaster.create(options);
    shown = [...shown.filter((other) => other !== id && toaster.isVisible(other)), id];
    while (shown.length > SHOWN_AT_ONCE) {
      const oldest = shown.shift();
      if (oldest !== undefined) toaster.dismiss(oldest);
    }
    return id;
  };
  return { ...toaster, create };
}

/** The toaster of the screen around a component (ScreenToaster.Provider), else the console's. */
export const ScreenToaster = createContext<CreateToasterReturn>(appToaster);

export function useAppToaster(): CreateToasterReturn {
  return useContext(ScreenToaster);
}

/**
 * Shows a view model's notice on a toaster: its words as the title, why (its detail, else the server's own words)
 * under them, its action as a button, for its kind's SPEC §9 time (noticeDuration).
 */
export function showNotice(toaster: CreateToasterReturn, t: TFunction, notice: Notice): void {
  toaster.create({
    type: notice.kind,
    title: t(notice.key as string | string[], notice.values ?? {}),
    description: notice.detail ? noticeText(t, notice.detail) : notice.serverText,
    duration: noticeDuration(notice),
    action: notice.action ? { label: noticeText(t, notice.action.label), onClick: notice.action.run } : undefined,
  });
}

/** Shows a view model's notices, in the user's words, on the toaster of the screen around the component (useAppToaster). */
export function useNotify(): (notice: Notice) => void {
  const toaster = useAppToaster();
  const { t } = useTranslation();
  return useCallback((notice: Notice) => showNotice(toaster, t, notice), [toaster, t]);
}

/**
 * Renders a toaster's toasts (a polite live region screen readers announce), each closable; the console's own
 * toaster unless another is given. One screen at a time renders a given toaster.
 */
export function AppToaster({ toaster = appToaster }: { readonly toaster?: CreateToasterReturn }) {
  const { t } = useTranslation();
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'xs' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            <Toast.CloseTrigger aria-label={t('common.close')} />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
