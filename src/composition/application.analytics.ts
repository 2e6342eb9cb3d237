import type { Binder } from './adapter-set';
import { bindAnalyticsApplication } from './bindings/analytics.application';

/** The operations figures: the dashboard's and the reports' (see application.module.ts's `sectionParts`). */
export const analyticsBinders: readonly Binder[] = [bindAnalyticsApplication];
