import type { RecordedMedia } from '../demo-world/call-recordings';

/**
 * The simulated caller's (and collaborators') real media in a browser (a canvas stream); absent headless. The name is
 * drawn on the picture.
 */
export interface CallerMediaFactory {
  /**
   * `since`: when the person joined (epoch ms; the video's running clock counts from it). `record`: the stream is
   * recorded as it runs (the caller's call, which the incident keeps; not a collaborator's).
   */
  create(callerName: string, since: number, options?: { readonly record?: boolean }): Promise<CallerMediaHandle>;
}

export interface CallerMediaHandle {
  readonly mediaSource: unknown;
  /**
   * What the browser recorded of the stream from its start until stop(), once stop() has finished the file; null
   * where the browser cannot record. Absent where nothing records.
   */
  readonly recorded?: Promise<RecordedMedia | null>;
  stop(): void;
}
