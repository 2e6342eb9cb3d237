import * as z from 'zod/mini';
import type { UserBehaviourEntry } from '../../../application/ports/user-behaviour-gateway.port';
import type { VideoTemplateFile } from '../../../domain/incident/chat';
import type { FileLibraryItem, PredefinedDescription, SpeedTestRecord, Tenant } from '../../../domain/admin/admin-entities';
import { anyObject, entityId, filledText, finiteNumber, listOf, maybeId, maybeText, nullable } from './answer';

/**
 * The tenant's records as SPEC §7's administration calls answer them (tenants, predefined descriptions, the file
 * library, video templates, speed tests, user behaviour). Each names itself with an id (a speed test with its speed,
 * a behaviour entry with its action), so a record of nulls is refused; any other field may be missing or null, never
 * of another type.
 */

/** A number as a number or numeric text (decimal columns often arrive as text). */
const numeric = z.union([finiteNumber, z.string().check(z.refine((s) => s.trim() !== '' && Number.isFinite(Number(s))))]);

/** SPEC §3 Tenant: allowedIps as text or a list of texts; totalAdminUsers as a number or numeric text. */
export const tenantSchema: z.ZodMiniType<Tenant> = z.object({
  id: entityId,
  name: maybeText,
  apiKey: maybeText,
  totalAdminUsers: nullable(numeric),
  allowedIps: nullable(z.union([z.string(), z.array(z.string())])),
  photo: maybeText,
});

export const tenantList = listOf(tenantSchema);

/** SPEC §3 Predefined description. */
export const predefinedDescriptionSchema: z.ZodMiniType<PredefinedDescription> = z.object({
  id: entityId,
  description: maybeText,
  descriptionOption: maybeText,
});

export const predefinedDescriptionList = listOf(predefinedDescriptionSchema, { wrappers: ['items', 'data'], emptyBodyIsEmpty: true });

/** SPEC §3 File library item. */
export const fileItemSchema: z.ZodMiniType<FileLibraryItem> = z.object({
  id: entityId,
  s3Key: maybeText,
  description: maybeText,
  descriptionOption: maybeText,
});

export const fileItemList = listOf(fileItemSchema, { wrappers: ['items', 'data'], emptyBodyIsEmpty: true });

/** SPEC §3 shows only a template's id: the other fields are kept as sent (the admin screen shows what it knows). */
export const videoTemplateSchema: z.ZodMiniType<VideoTemplateFile> = z.looseObject({ id: entityId });

export const videoTemplateList = listOf(videoTemplateSchema, { wrappers: [], emptyBodyIsEmpty: true });

/**
 * A speed test as GET /speed-test lists it: a finite speed (a number or numeric text) and its unit (empty when
 * missing); when it was run from `at`, else `createdAt`; whose from `userId`, else `user.id`.
 */
const speedTestSchema: z.ZodMiniType<SpeedTestRecord> = z.pipe(
  z.object({
    speed: numeric,
    unit: maybeText,
    at: maybeText,
    createdAt: maybeText,
    userId: maybeId,
    user: nullable(z.object({ id: maybeId })),
  }),
  z.transform((record) => {
    const userId = record.userId ?? record.user?.id ?? null;
    return {
      speed: Number(record.speed),
      unit: record.unit ?? '',
      at: record.at ?? record.createdAt,
      userId: userId === null || String(userId).trim() === '' ? null : String(userId),
    };
  }),
);

export const speedTestList = listOf(speedTestSchema);

/** A user behaviour entry: its action is required; its time is `at`, else `createdAt`, else empty. */
const behaviourSchema: z.ZodMiniType<UserBehaviourEntry> = z.pipe(
  z.object({ action: filledText, at: maybeText, createdAt: maybeText, userId: maybeId, detail: nullable(anyObject) }),
  z.transform((entry) => ({ action: entry.action, at: entry.at ?? entry.createdAt ?? '', userId: entry.userId, detail: entry.detail })),
);

export const behaviourList = listOf(behaviourSchema);
