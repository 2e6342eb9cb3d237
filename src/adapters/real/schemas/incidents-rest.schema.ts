import * as z from 'zod/mini';
import type { MediaItem } from '../../../domain/media/media-item';
import type { SearchResult } from '../../../domain/search/search-incidents';
import { parseShareToken, type ViewShare } from '../../../domain/sharing/shared-live-view';
import { emptyBody, entityId, listOf, maybeText } from './answer';
import { mediaItem } from './incident.schema';

/**
 * The answers of SPEC §7 Incidents over REST whose shape the spec does not show, read strictly: a field may be
 * missing or null, never of another type.
 */

/**
 * SPEC §3 Search result: a row must name the incident it opens (a row of nulls is no result); status and address are
 * not in the spec's result but are read when the server sends them (else the panel completes them from the recent
 * incidents).
 */
const searchResult: z.ZodMiniType<SearchResult> = z.object({
  id: entityId,
  title: maybeText,
  createdAt: maybeText,
  phone: maybeText,
  status: maybeText,
  address: maybeText,
});

/** The search answer: a list, or the list of a paginated object; an empty body is no result. */
export const searchResults = listOf(searchResult, { wrappers: ['items', 'data', 'results'], emptyBodyIsEmpty: true });

const filledOrNull = (value: string | null): string | null => (value !== null && value.trim() !== '' ? value.trim() : null);

/**
 * A play URL: a text body, or an object with a URL field (`url`, `videoUrl`, `signedUrl`, `link`); an empty body or a
 * blank or missing URL is no video (null). A URL field of another type, or any other body, is unreadable.
 */
export const playUrl: z.ZodMiniType<string | null> = z.union([
  z.pipe(
    emptyBody,
    z.transform((): string | null => null),
  ),
  z.pipe(
    z.string(),
    z.transform((body: string) => filledOrNull(body)),
  ),
  z.pipe(
    z.object({ url: maybeText, videoUrl: maybeText, signedUrl: maybeText, link: maybeText }),
    z.transform((body) => [body.url, body.videoUrl, body.signedUrl, body.link].map(filledOrNull).find((url) => url !== null) ?? null),
  ),
]);

/** The mp4 conversion's answer: `{ mp4Url }`; none when it is missing or blank (SPEC §8 then shows the error toast). */
export const mp4Url: z.ZodMiniType<string | null> = z.union([
  z.pipe(
    emptyBody,
    z.transform((): string | null => null),
  ),
  z.pipe(
    z.object({ mp4Url: maybeText }),
    z.transform((body) => filledOrNull(body.mp4Url)),
  ),
]);

/** An upload's answer: the incident whose last media item is the new one, or the new media item itself. */
export const uploadedMedia: z.ZodMiniType<MediaItem> = z.union([
  z.pipe(
    z.looseObject({ media: z.array(mediaItem).check(z.minLength(1)) }),
    z.transform((incident) => incident.media[incident.media.length - 1] as MediaItem),
  ),
  // Not an incident (whose media list did not fit above): a media item naming itself or its file.
  z.pipe(
    z.custom<unknown>((body) => typeof body === 'object' && body !== null && !('media' in body)),
    mediaItem.check(z.refine((item: MediaItem) => item.id !== null || item.url !== null)),
  ),
]);

/**
 * The share token the server issued for an incident's view link: `{ shareToken, expiresAt? }`. A token that could not
 * be one (too short, characters a link would have to escape) is unreadable rather than put in a link.
 */
export const viewShare: z.ZodMiniType<ViewShare> = z.object({
  shareToken: z.string().check(z.refine((token) => parseShareToken(token) !== null, 'not a share token')),
  expiresAt: z.pipe(
    maybeText,
    z.transform((value): string | null => value ?? null),
  ),
});
