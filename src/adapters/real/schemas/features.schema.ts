import * as z from 'zod/mini';
import { isFeatureKey, keysAreDistinct, type Feature } from '../../../domain/admin/features';
import { listOf, orDefault } from './answer';

/**
 * A feature switch as the assumed features calls answer it: a key the console can name it by, whether it is on (a
 * boolean, or the forms servers write one in: 'true' / 'false', 1 / 0) and the server's description, blank when it
 * sends none. A key of another form, a flag that is neither on nor off, or a description that is not text refuses
 * the answer: a switch the console cannot read is not a switch that is off.
 */
const enabled = z.pipe(
  z.union([z.boolean(), z.literal('true'), z.literal('false'), z.literal(1), z.literal(0)]),
  z.transform((value): boolean => value === true || value === 'true' || value === 1),
);

export const feature: z.ZodMiniType<Feature> = z
  .pipe(
    z.object({
      key: z.pipe(
        z.string(),
        z.transform((key) => key.trim()),
      ),
      enabled,
      description: orDefault(z.string(), ''),
    }),
    z.transform(({ key, enabled: on, description }): Feature => ({ key, enabled: on, description: description.trim() })),
  )
  .check(z.refine((read: Feature) => isFeatureKey(read.key)));

/** Every switch of the tenant: a list, or one under `items` or `data`; an empty body is none; a key named twice is refused. */
export const features = listOf(feature, { wrappers: ['items', 'data'], emptyBodyIsEmpty: true }).check(
  z.refine((read: Feature[]) => keysAreDistinct(read)),
);
