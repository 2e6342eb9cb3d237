import { guardAddress } from './address-guard';

/** The console's address guard, run when this module is first evaluated: main.tsx imports it before anything else. */
export const launchSecrets = guardAddress(window);
