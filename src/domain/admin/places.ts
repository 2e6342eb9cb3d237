import * as z from 'zod/mini';
import type { EntityId } from '../incident/incident';
import type { GeoPoint, MapArea } from '../map/areas';
import { lineOf, MAX_FIELD_LENGTH, textField } from './form-validation';

/**
 * The places administration (places of interest, allowed places; assumed calls, see the real adapters): the records,
 * their inputs and their form rules as zod schemas whose issue messages are reasons (`admin.form.errors.<reason>`).
 */

/** What a place of interest is, for its colour and the list's filter. */
export const PLACE_CATEGORIES = ['hospital', 'police', 'fire_station', 'school', 'shelter', 'other'] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];

/** A named place the operators should know about (a hospital, a police station), shown on the maps. */
export interface PlaceOfInterest {
  readonly id: EntityId;
  readonly name: string;
  readonly category: PlaceCategory;
  readonly address: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly createdAt: string | null;
}

export interface PlaceOfInterestInput {
  readonly name: string;
  readonly category: PlaceCategory;
  readonly address: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** An area where the service accepts incidents: a circle or a polygon. */
export interface AllowedPlace {
  readonly id: EntityId;
  readonly name: string;
  readonly area: MapArea;
  readonly createdAt: string | null;
}

export interface AllowedPlaceInput {
  readonly name: string;
  readonly area: MapArea;
}

/** The smallest and largest circle an allowed place may be (metres). */
export const MIN_RADIUS_M = 50;
export const MAX_RADIUS_M = 200_000;
export const MAX_POLYGON_CORNERS = 100;

const MARKUP = /[<>]/;

const text = (required: boolean) =>
  textField(
    z
      .pipe(
        z.string(),
        z.transform((s: string) => s.trim()),
      )
      .check(
        z.refine((s) => !required || s !== '', 'required'),
        z.refine((s) => s.length <= MAX_FIELD_LENGTH, 'too-long'),
        z.refine((s) => !MARKUP.test(s), 'markup'),
      ),
    lineOf(MAX_FIELD_LENGTH),
  );

/** A number typed in a form: room for any coordinate or radius written out ('-22.951207123'), never a counter. */
const TYPED_NUMBER_RULE = lineOf(32);

/** A number typed in a form ('−22,95' or '-22.95') or given as one; blank is NaN, other text infinite. */
const typedNumber = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v: string | number) => {
    if (typeof v === 'number') return v;
    const trimmed = v.trim().replace(',', '.').replace('−', '-');
    if (trimmed === '') return Number.NaN;
    // Text that is no number reads as infinite: refused as invalid, not as missing.
    const n = Number(trimmed);
    return Number.isNaN(n) ? Number.POSITIVE_INFINITY : n;
  }),
);

const coordinate = (limit: number) =>
  textField(
    typedNumber.check(
      z.refine((n) => !Number.isNaN(n), 'required'),
      z.refine((n) => Number.isFinite(n) && Math.abs(n) <= limit, 'invalid-coordinate'),
    ),
    TYPED_NUMBER_RULE,
  );

export const placeOfInterestSchema = z.object({
  name: text(true),
  category: z.string().check(z.refine((c) => (PLACE_CATEGORIES as readonly string[]).includes(c), 'required')),
  address: text(false),
  latitude: coordinate(90),
  longitude: coordinate(180),
});

/** What creating or changing a place of interest sends, checked with the form's rules (coordinates as numbers). */
export const placeOfInterestInputSchema = z.pipe(placeOfInterestSchema, z.transform(placeOfInterestInput));

/** The place of interest form's values: coordinates as typed. */
export interface PlaceOfInterestForm {
  readonly name: string;
  readonly category: string;
  readonly address: string;
  readonly latitude: string;
  readonly longitude: string;
}

/** What a valid form makes (the schema checked the category). */
export function placeOfInterestInput(parsed: z.output<typeof placeOfInterestSchema>): PlaceOfInterestInput {
  return { ...parsed, category: parsed.category as PlaceCategory };
}

/** The allowed place form's values: the shape, its centre and radius as typed, a polygon's corners as `lat,lng` lines. */
export interface AllowedPlaceForm {
  readonly name: string;
  readonly kind: 'circle' | 'polygon';
  readonly latitude: string;
  readonly longitude: string;
  readonly radius: string;
  readonly corners: string;
}

/** A polygon's corners as the form writes them: one `latitude, longitude` per line (or separated by `;`). */
export function cornersText(points: readonly GeoPoint[]): string {
  return points.map((p) => `${round6(p.latitude)}, ${round6(p.longitude)}`).join('\n');
}

/** The corners of the form's text; null when a line is not a pair of coordinates. */
export function parseCorners(value: string): GeoPoint[] | null {
  const lines = value
    .split(/[\n;]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const points: GeoPoint[] = [];
  for (const line of lines) {
    const match = /^(-?\d+(?:\.\d+)?)\s*[, ]\s*(-?\d+(?:\.\d+)?)$/.exec(line);
    if (!match) return null;
    const latitude = Number(match[1]);
    const longitude = Number(match[2]);
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
    points.push({ latitude, longitude });
  }
  return points;
}

const radius = textField(
  typedNumber.check(
    z.refine((n) => !Number.isNaN(n), 'required'),
    z.refine((n) => Number.isFinite(n) && n >= MIN_RADIUS_M && n <= MAX_RADIUS_M, 'invalid-radius'),
  ),
  TYPED_NUMBER_RULE,
);

/** A polygon's corners as typed: MAX_POLYGON_CORNERS lines of two coordinates written out in full fit. */
export const MAX_CORNERS_TEXT_LENGTH = 4000;

const corners = textField(
  z.string().check(
    z.refine((s) => s.length <= MAX_CORNERS_TEXT_LENGTH, 'too-long'),
    z.refine((s) => parseCorners(s) !== null, 'invalid-corners'),
    z.refine((s) => (parseCorners(s) ?? []).length >= 3, 'too-few-corners'),
    z.refine((s) => (parseCorners(s) ?? []).length <= MAX_POLYGON_CORNERS, 'too-many-corners'),
  ),
  { shape: 'multiline', max: MAX_CORNERS_TEXT_LENGTH },
);

/** The allowed place form: a circle needs its centre and radius, a polygon three corners or more. */
export const allowedPlaceFormSchema = z.union([
  z.object({ name: text(true), kind: z.literal('circle'), latitude: coordinate(90), longitude: coordinate(180), radius }),
  z.object({ name: text(true), kind: z.literal('polygon'), corners }),
]);

export function allowedPlaceInput(parsed: z.infer<typeof allowedPlaceFormSchema>): AllowedPlaceInput {
  if (parsed.kind === 'circle') {
    return {
      name: parsed.name,
      area: { kind: 'circle', center: { latitude: parsed.latitude, longitude: parsed.longitude }, radiusMetres: parsed.radius },
    };
  }
  return { name: parsed.name, area: { kind: 'polygon', points: parseCorners(parsed.corners) ?? [] } };
}

const point = z.object({
  latitude: z.number().check(z.refine((n) => Math.abs(n) <= 90, 'invalid-coordinate')),
  longitude: z.number().check(z.refine((n) => Math.abs(n) <= 180, 'invalid-coordinate')),
});

/**
 * What creating or changing an allowed place sends: a named circle (its radius within MIN_RADIUS_M and MAX_RADIUS_M)
 * or polygon (3 to MAX_POLYGON_CORNERS corners). The form checks its own values with allowedPlaceFormSchema first.
 */
export const allowedPlaceInputSchema: z.ZodMiniType<AllowedPlaceInput> = z.object({
  name: text(true),
  area: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('circle'),
      center: point,
      radiusMetres: z.number().check(z.refine((n) => n >= MIN_RADIUS_M && n <= MAX_RADIUS_M, 'invalid-radius')),
    }),
    z.object({
      kind: z.literal('polygon'),
      points: z.array(point).check(
        z.refine((p) => p.length >= 3, 'too-few-corners'),
        z.refine((p) => p.length <= MAX_POLYGON_CORNERS, 'too-many-corners'),
      ),
    }),
  ]),
});

/** The form's values of an allowed place (or of a new one). */
export function allowedPlaceForm(place: AllowedPlace | null): AllowedPlaceForm {
  const area = place?.area;
  return {
    name: place?.name ?? '',
    kind: area?.kind ?? 'circle',
    latitude: area?.kind === 'circle' ? String(area.center.latitude) : '',
    longitude: area?.kind === 'circle' ? String(area.center.longitude) : '',
    radius: area?.kind === 'circle' ? String(area.radiusMetres) : '1000',
    corners: area?.kind === 'polygon' ? cornersText(area.points) : '',
  };
}

/** The form's values of an input, so that the facade checks a ready input with the form's own rules. */
export function allowedPlaceFormOf(input: AllowedPlaceInput): AllowedPlaceForm {
  return allowedPlaceForm({ id: '', createdAt: null, ...input });
}

export function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
