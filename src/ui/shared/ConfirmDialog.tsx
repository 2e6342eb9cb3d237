import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './AppDialog';

export interface ConfirmDialogProps {
  readonly open: boolean;
  /** The question; it is also the dialog's accessible name. */
  readonly title: ReactNode;
  /** What follows from each answer. */
  readonly children: ReactNode;
  readonly confirmLabel: string;
  /** The cancel answer's words; 'Cancel' unless given. */
  readonly cancelLabel?: string;
  readonly onConfirm: () => void;
  /** The cancel button, Escape. */
  readonly onCancel: () => void;
  /** The confirmed action is under way: the confirm button shows it and cannot be pressed again. */
  readonly busy?: boolean;
  /** 'danger' for an answer that removes or throws something away. */
  readonly tone?: 'primary' | 'danger';
}

/** A question with two answers (remove this? leave with unsaved text?), as an alert dialog. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  tone = 'primary',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      role="alertdialog"
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button variant="outline" onClick={onCancel}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          {/* A red ring around a red button would read as its border: the text colour rings it, in either theme. */}
          <Button
            colorPalette={tone === 'danger' ? 'red' : 'blue'}
            focusRingColor={tone === 'danger' ? 'fg' : undefined}
            loading={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </AppDialog>
  );
}
