import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The console's toasts (SPEC §8 notices, §9 durations): the live page's message status, the admin screens' saves. */
export const appToaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 6 });

/** Renders the toasts (a polite live region screen readers announce); one screen at a time renders it. */
export function AppToaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      <Toaster toaster={appToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger aria-label={t('common.close')} />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
