import type { Binder } from './adapter-set';
import { bindAdminApplication } from './bindings/admin.application';

/**
 * The application's part three (with the first admin section opened): what every section may need, so the live page
 * does not carry it. What one screen alone uses is a part of its own (application.module.ts's `sectionParts`).
 */
export const sectionBinders: readonly Binder[] = [bindAdminApplication];
