import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The live page's toasts (SPEC §8 message status notices, each with its SPEC §9 duration). */
export const liveToaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 6 });

/** Renders the live page's toasts (a polite live region screen readers announce). */
export function LiveToaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      <Toaster toaster={liveToaster} insetInline={{ mdDown: '4' }}>
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
