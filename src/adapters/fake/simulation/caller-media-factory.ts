/**
 * The simulated caller's (and collaborators') real media in a browser (a canvas stream); absent headless. The name is
 * drawn on the picture.
 */
export interface CallerMediaFactory {
  /** `since`: when the person joined (epoch ms; the video's running clock counts from it). */
  create(callerName: string, since: number): Promise<{ readonly mediaSource: unknown; stop(): void }>;
}
