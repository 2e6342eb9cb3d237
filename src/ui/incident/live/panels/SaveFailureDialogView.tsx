import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SaveFailureDialog } from '../../../../domain/incident-form/incident-save-error';
import { NoticeDialog } from '../../../shared/NoticeDialog';

/** SPEC §8 save failure: a dialog titled 'error' with something_is_wrong plus the server message or value_too_long. */
export function SaveFailureDialogView({ dialog, onClose }: { dialog: SaveFailureDialog | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <NoticeDialog open={dialog !== null} title={t(dialog?.titleKey ?? 'error')} closeLabel={t('common.close')} onClose={onClose}>
      <Text>{t(dialog?.textKey ?? 'something_is_wrong')}</Text>
      {dialog?.detail && <Text mt="2">{dialog.detail.kind === 'key' ? t(dialog.detail.key) : dialog.detail.message}</Text>}
    </NoticeDialog>
  );
}
