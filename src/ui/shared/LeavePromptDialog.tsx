import { Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';
import type { LeavePromptModel } from './leave-prompt.model';

export interface LeavePromptDialogProps {
  readonly prompt: LeavePromptModel;
  /** Where the words are: `${wordsPrefix}title`, `text`, `confirm` (leave) and `cancel` (stay). */
  readonly wordsPrefix: string;
}

/** The question a page asks before it goes with unsaved work (LeavePromptModel): leave (and lose it) or stay. */
export const LeavePromptDialog = observer(function LeavePromptDialog({ prompt, wordsPrefix }: LeavePromptDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={prompt.open}
      title={t(`${wordsPrefix}title`)}
      confirmLabel={t(`${wordsPrefix}confirm`)}
      cancelLabel={t(`${wordsPrefix}cancel`)}
      tone="danger"
      onConfirm={() => prompt.answer(true)}
      onCancel={() => prompt.answer(false)}
    >
      <Text>{t(`${wordsPrefix}text`)}</Text>
    </ConfirmDialog>
  );
});
