import type { Binder } from './adapter-set';
import { bindAdminScreensApplication } from './bindings/admin-screens.application';

/** The administration's screens that are not a declared resource's list (see application.module.ts's `sectionParts`). */
export const adminScreensBinders: readonly Binder[] = [bindAdminScreensApplication];
