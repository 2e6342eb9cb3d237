/**
 * What an anonymous viewer of the no-login view may receive, field by field (nested fields as `parent.child`): written
 * out here, not read from the constants the console's document is built from, so a field added there fails the tests
 * that read this list (the document's and the server's answer) until someone decides an anonymous viewer may have it.
 */
export const SHARED_VIEW_FIELDS = [
  'address',
  'at',
  'city',
  'deletedAt',
  'finishedAt',
  'id',
  'isStreamingLive',
  'latitude',
  'longitude',
  'title',
  'videoStream',
  'videoStream.channel',
  'videoStream.id',
  'videoStream.incidentId',
  'videoStream.startedAt',
] as const;

/** The fields at the answer's top level. */
export const SHARED_VIEW_TOP_FIELDS = SHARED_VIEW_FIELDS.filter((field) => !field.includes('.'));

/** The fields under `parent`, without its prefix. */
export function sharedViewFieldsOf(parent: string): string[] {
  return SHARED_VIEW_FIELDS.filter((field) => field.startsWith(`${parent}.`)).map((field) => field.slice(parent.length + 1));
}
