import { Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../shared/AppDialog';
import { InlineAlert } from '../shared/InlineAlert';
import type { LogoutDraftsPrompt } from './logout-drafts.model';

/** The logout's question while unsaved drafts are kept: save and log out, discard and log out, or stay. */
export const LogoutDraftsDialog = observer(function LogoutDraftsDialog({ prompt }: { readonly prompt: LogoutDraftsPrompt }) {
  const { t } = useTranslation();
  return (
    <AppDialog
      role="alertdialog"
      open={prompt.open}
      title={t('layout.logout_drafts.title')}
      onClose={() => prompt.stay()}
      actions={
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" width={{ base: 'full', sm: 'auto' }}>
          <Button variant="outline" onClick={() => prompt.stay()} disabled={prompt.saving}>
            {t('layout.logout_drafts.stay')}
          </Button>
          <Button colorPalette="red" variant="outline" onClick={() => void prompt.discard()} disabled={prompt.saving}>
            {t('layout.logout_drafts.discard')}
          </Button>
          <Button
            colorPalette="blue"
            loading={prompt.saving}
            loadingText={t('layout.logout_drafts.saving')}
            onClick={() => void prompt.saveNow()}
          >
            {t('layout.logout_drafts.save')}
          </Button>
        </Stack>
      }
    >
      <Stack gap="3">
        <Text>{t('layout.logout_drafts.text', { count: prompt.count })}</Text>
        {prompt.notSaved !== null && <InlineAlert status="error" text={t('layout.logout_drafts.not_saved', { count: prompt.notSaved })} />}
      </Stack>
    </AppDialog>
  );
});
