import * as z from 'zod/mini';
import { RATING_PLATFORMS, type AppRating, type RatingPlatform } from '../../../domain/admin/app-ratings';
import type { ArgosIncident, ArgosRecord, ArgosStatus } from '../../../domain/admin/argos';
import { PLACE_CATEGORIES, type AllowedPlace, type PlaceCategory, type PlaceOfInterest } from '../../../domain/admin/places';
import type { MapArea } from '../../../domain/map/areas';
import { entityId } from './answer';

/**
 * The places administration records as the (assumed) REST calls answer them. What the console draws or counts is
 * checked (coordinates, an area's shape, a rating's stars and time); a descriptive field that is missing or of another
 * type reads as empty, never as a refusal of the whole list.
 */

const text = z.catch(z.string(), '');
const time = z.catch(z.nullable(z.string()), null);
const latitude = z.number().check(z.refine((n) => Number.isFinite(n) && Math.abs(n) <= 90));
const longitude = z.number().check(z.refine((n) => Number.isFinite(n) && Math.abs(n) <= 180));
const point = z.object({ latitude, longitude });

export const placeOfInterestSchema = z.pipe(
  z.object({
    id: entityId,
    name: text,
    category: z.catch(z.enum(PLACE_CATEGORIES), 'other' as PlaceCategory),
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
    comment: z.catch(z.nullable(z.string()), ''),
    at: z.string(),
    platform: z.catch(z.enum(RATING_PLATFORMS), 'web' as RatingPlatform),
  }),
  z.transform((r): AppRating => ({ ...r, comment: r.comment ?? '' })),
);

const nullableNumber = z.catch(z.nullable(z.number()), null);

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
    status: z.catch(z.enum(['new', 'incident_created']), 'new' as ArgosStatus),
    incidentId: z.catch(z.nullable(entityId), null),
  }),
  z.transform((r): ArgosRecord => r),
);

export const argosIncidentSchema = z.pipe(
  z.object({ incidentId: entityId }),
  z.transform((a): ArgosIncident => a),
);
