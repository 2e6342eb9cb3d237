import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from './AppDialog';

export interface NoticeDialogProps {
  readonly open: boolean;
  /** It is also the dialog's accessible name. */
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly closeLabel: string;
  /** The one button, Escape. */
  readonly onClose: () => void;
}

/** Something the operator must acknowledge (a failure, a session that ended), as an alert dialog with one button. */
export function NoticeDialog({ open, title, children, closeLabel, onClose }: NoticeDialogProps) {
  return (
    <AppDialog role="alertdialog" open={open} title={title} onClose={onClose} actions={<Button onClick={onClose}>{closeLabel}</Button>}>
      {children}
    </AppDialog>
  );
}
