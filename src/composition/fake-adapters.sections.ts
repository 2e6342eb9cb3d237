import type { Binder } from './adapter-set';
import { bindFakeAdmin } from './bindings/admin.fake';

/** The demo world, part three (with the first admin section opened): the ports only the admin sections use. */
export const sectionBinders: readonly Binder[] = [bindFakeAdmin];
