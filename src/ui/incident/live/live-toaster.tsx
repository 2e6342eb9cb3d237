import { createToaster } from '@chakra-ui/react';
import { AppToaster } from '../../shared/AppToaster';

/** The live page's toasts (SPEC §8 message status notices, each with its SPEC §9 duration). */
export const liveToaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 6 });

/** Renders the live page's toasts. */
export function LiveToaster() {
  return <AppToaster toaster={liveToaster} />;
}
