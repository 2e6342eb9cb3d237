import * as z from 'zod/mini';
import { RATING_PLATFORMS, type AppRating } from '../../../domain/admin/app-ratings';
import type { ArgosIncident, ArgosRecord } from '../../../domain/admin/argos';
import { PLACE_CATEGORIES, type AllowedPlace, type PlaceOfInterest } from '../../../domain/admin/places';
import type { MapArea } from '../../../domain/map/areas';
import { entityId, knownOr, nullable, orDefault } from './answer';

/**
 * The places administration records as the (assumed) REST calls answer them. What the console draws or counts is
 * required (coordinates, an area's shape, a rating's stars and time); a descriptive field may be missing or null (read
 * as empty, or its default), but a field of another type refuses the answer, as every other answer's does.
 */

const text = orDefault(z.string(), '');
const time = nullable(z.string());
const latitude = z.number().check(z.refine((n) => Number.isFinite(n) && Math.abs(n) <= 90));
const longitude = z.number().check(z.refine((n) => Number.isFinite(n) && Math.abs(n) <= 180));
const point = z.object({ latitude, longitude });

export const placeOfInterestSchema = z.pipe(
  z.object({
    id: entityId,
    name: text,
    category: knownOr(PLACE_CATEGORIES, 'other'),
    address: text,
    latitude,
    longitude,
    createdAt: time,
  }),
  z.transform((p): PlaceOfInterest => p),
);

const area = z.union([
  z.object({ kind: z.literal('circle'), center: point, radiusMetres: z.number().check(z.refine((n) => Number.isFinite(n) && n > 0)) }),
  z.object({ kind: z.literal('polygon'), points: z.array(point).check(z.minLength(3), z.maxLength(1000)) }),
]);

export const allowedPlaceSchema = z.pipe(
  z.object({ id: entityId, name: text, area, createdAt: time }),
  z.transform((p): AllowedPlace => ({ ...p, area: p.area as MapArea })),
);

export const appRatingSchema = z.pipe(
  z.object({
    id: entityId,
    stars: z.number(),
    comment: text,
    at: z.string(),
    platform: knownOr(RATING_PLATFORMS, 'web'),
  }),
  z.transform((r): AppRating => r),
);

const nullableNumber = nullable(z.number().check(z.refine(Number.isFinite)));

export const argosRecordSchema = z.pipe(
  z.object({
    id: entityId,
    code: text,
    kind: text,
    description: text,
    address: text,
    latitude: nullableNumber,
    longitude: nullableNumber,
    at: text,
    status: knownOr(['new', 'incident_created'], 'new'),
    incidentId: nullable(entityId),
  }),
  z.transform((r): ArgosRecord => r),
);

export const argosIncidentSchema = z.pipe(
  z.object({ incidentId: entityId }),
  z.transform((a): ArgosIncident => a),
);
