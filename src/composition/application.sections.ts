import type { Binder } from './adapter-set';
import { bindAdminApplication } from './bindings/admin.application';
import { bindAnalyticsApplication } from './bindings/analytics.application';

/**
 * The application's part three (with the first admin section opened): the administration's facades and use cases and
 * the operations figures (dashboard, reports), so the live page does not carry them.
 */
export const sectionBinders: readonly Binder[] = [bindAdminApplication, bindAnalyticsApplication];
