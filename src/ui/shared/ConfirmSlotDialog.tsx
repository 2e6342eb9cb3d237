import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import type { ConfirmSlot } from './confirm-slot.model';

export interface ConfirmSlotDialogProps<T> extends Pick<ConfirmDialogProps, 'confirmLabel' | 'cancelLabel' | 'tone'> {
  readonly slot: ConfirmSlot<T>;
  /** The question about the record asked about. */
  readonly title: (subject: T) => ReactNode;
  readonly children: ReactNode;
}

/** A ConfirmSlot's question as a confirm dialog: open while it asks, busy while the confirmed action runs. */
export const ConfirmSlotDialog = observer(function ConfirmSlotDialog<T>({ slot, title, children, ...words }: ConfirmSlotDialogProps<T>) {
  const subject = slot.subject;
  return (
    <ConfirmDialog
      {...words}
      open={subject !== null}
      title={subject === null ? '' : title(subject)}
      busy={slot.busy}
      onConfirm={() => void slot.confirm()}
      onCancel={() => slot.ask(null)}
    >
      {children}
    </ConfirmDialog>
  );
}) as <T>(props: ConfirmSlotDialogProps<T>) => ReactNode;
