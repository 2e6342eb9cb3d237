import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SaveFailureDialog } from '../../../../domain/incident-form/incident-save-error';

/** SPEC §8 save failure: a dialog titled 'error' with something_is_wrong plus the server message or value_too_long. */
export function SaveFailureDialogView({ dialog, onClose }: { dialog: SaveFailureDialog | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root role="alertdialog" open={dialog !== null} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t(dialog?.titleKey ?? 'error')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t(dialog?.textKey ?? 'something_is_wrong')}</Text>
              {dialog?.detail && <Text mt="2">{dialog.detail.kind === 'key' ? t(dialog.detail.key) : dialog.detail.message}</Text>}
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('common.close')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
