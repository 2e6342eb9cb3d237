import { useState } from 'react';
import type { AppDialogProps } from './AppDialogView';
import { lazyView, useLazyView } from './lazy-view';

export type { AppDialogProps } from './AppDialogView';

/** Chakra's dialog, its focus trap and scroll lock: a chunk of their own, which a screen loads with its first dialog. */
const DIALOG_VIEW = lazyView<AppDialogProps>(() => import('./AppDialogView'));

/**
 * Every dialog of the console (AppDialogView): nothing is drawn or loaded until it first opens; from then on it stays
 * rendered, so it closes with Chakra's own animation and opens again at once.
 */
export function AppDialog(props: AppDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  const draw = useLazyView(DIALOG_VIEW, opened);
  return opened && draw ? draw(props) : null;
}
