import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppForm } from './AppForm';
import { dialogRecipe } from '../theme/recipes/dialog';

/** What every dialog of the console is given (AppDialog). */
export interface AppDialogProps {
  readonly open: boolean;
  /** The heading; it is also the dialog's accessible name. */
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** The footer's buttons. */
  readonly actions: ReactNode;
  /** Escape, a click outside (plain dialogs only) or a button of `actions` that closes. */
  readonly onClose: () => void;
  /** 'alertdialog' when it asks a question or reports a failure the operator must acknowledge. */
  readonly role?: 'dialog' | 'alertdialog';
  readonly size?: 'sm' | 'md' | 'lg' | 'xl';
  /** The body scrolls within the window while the title and the buttons stay in view (a long content). */
  readonly scrollInside?: boolean;
  /** Makes the dialog a form: Enter in a field or a submit button of `actions` calls it, and the page never reloads. */
  readonly onSubmit?: () => void;
}

/**
 * A closed dialog and its backdrop leave at once, without an exit animation. Chakra removes them when the exit
 * animation's end event arrives, looked for one frame after closing; on a busy page that frame can come after the
 * animation has already ended, and the closed dialog then stays over the page, invisible, taking every click.
 */
const LEAVE_AT_ONCE = { animationName: 'none' } as const;

/**
 * Every dialog of the console: a title, a body and the footer's buttons, over a backdrop. Loaded by AppDialog the first
 * time a dialog opens, with Chakra's dialog and its focus trap.
 */
export default function AppDialogView({
  open,
  title,
  children,
  actions,
  onClose,
  role = 'dialog',
  size = 'md',
  scrollInside = false,
  onSubmit,
}: AppDialogProps) {
  const sections = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>{actions}</Dialog.Footer>
    </>
  );
  return (
    <Dialog.Root
      recipe={dialogRecipe}
      role={role}
      size={size}
      scrollBehavior={scrollInside ? 'inside' : 'outside'}
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop _closed={LEAVE_AT_ONCE} />
        <Dialog.Positioner>
          <Dialog.Content _closed={LEAVE_AT_ONCE}>{onSubmit ? <AppForm onSubmit={onSubmit}>{sections}</AppForm> : sections}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
