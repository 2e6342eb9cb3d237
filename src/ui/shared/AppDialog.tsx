import { useEffect, useState, type ComponentType } from 'react';
import type { AppDialogProps } from './AppDialogView';

export type { AppDialogProps } from './AppDialogView';

type DialogView = ComponentType<AppDialogProps>;

/** Chakra's dialog, its focus trap and scroll lock: a chunk of their own, which a screen loads with its first dialog. */
let view: DialogView | null = null;
let loading: Promise<DialogView> | null = null;
const loadView = (): Promise<DialogView> =>
  (loading ??= import('./AppDialogView').then(
    (module) => (view = module.default),
    (error: unknown) => {
      // A chunk that could not be fetched is asked for again by the next dialog that opens.
      loading = null;
      throw error;
    },
  ));

/**
 * Every dialog of the console (AppDialogView): nothing is drawn or loaded until it first opens; from then on it stays
 * rendered, so it closes with Chakra's own animation and opens again at once. The view is awaited in an effect, not
 * through Suspense, whose reveal waits on a timer: a page whose clock is held (a test's) still sees its dialog open.
 */
export function AppDialog(props: AppDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  const [View, setView] = useState<DialogView | null>(() => view);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!opened || View) return;
    let current = true;
    loadView().then(
      (loaded) => current && setView(() => loaded),
      (error: unknown) => current && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [opened, View]);
  // A dialog that cannot load is the screen's failure, shown by its error boundary.
  if (failure) throw failure;
  return opened && View ? <View {...props} /> : null;
}
