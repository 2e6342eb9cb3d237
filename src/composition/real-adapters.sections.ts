import type { Binder } from './adapter-set';
import { bindRealAdmin } from './bindings/admin.real';
import { bindRealResources } from './bindings/resources.real';

/** Production, part three (with the first admin section opened): the ports only the admin sections use. */
export const sectionBinders: readonly Binder[] = [bindRealAdmin, bindRealResources];
