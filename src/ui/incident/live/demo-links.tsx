import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../shared/services';

/**
 * The in-browser demo (the fake adapters) makes its own view links: it says so, so nobody takes one for a platform's
 * shared link. The served console's links are the server's, even though it offers the training screens.
 */
function useDemoLinks(): boolean {
  return useServices().config.inBrowserDemo === true;
}

/** The copy-link control's words; once copied, where the link went (and, in the demo, that it is a demo link). */
export function CopyLinkLabel({ copied }: { readonly copied: boolean }) {
  const { t } = useTranslation();
  const demo = useDemoLinks();
  if (!copied) return t('incident_live.controls.copy_link');
  return demo ? t('incident_live.controls.link_copied_demo') : t('incident_live.controls.link_copied');
}

/** On the no-login view of the demo: its links are for demonstration. */
export function DemoViewNotice() {
  const { t } = useTranslation();
  if (!useDemoLinks()) return null;
  return (
    <Alert.Root status="info" size="sm">
      <Alert.Indicator />
      <Alert.Title>{t('incident_live.demo_view_notice')}</Alert.Title>
    </Alert.Root>
  );
}
