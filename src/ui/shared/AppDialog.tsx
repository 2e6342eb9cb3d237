import { lazy, Suspense, useState } from 'react';
import type { AppDialogProps } from './AppDialogView';

export type { AppDialogProps } from './AppDialogView';

/** Chakra's dialog, its focus trap and scroll lock: a chunk of their own, which a screen loads with its first dialog. */
const AppDialogView = lazy(() => import('./AppDialogView'));

/**
 * Every dialog of the console (AppDialogView): nothing is drawn or loaded until it first opens; from then on it stays
 * rendered, so it closes with Chakra's own animation and opens again at once.
 */
export function AppDialog(props: AppDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AppDialogView {...props} />
    </Suspense>
  );
}
