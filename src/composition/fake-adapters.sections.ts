import type { Binder } from './adapter-set';
import { bindFakeAdmin } from './bindings/admin.fake';
import { bindFakeResources } from './bindings/resources.fake';

/** The demo world, part three (with the first admin section opened): the ports only the admin sections use. */
export const sectionBinders: readonly Binder[] = [bindFakeAdmin, bindFakeResources];
