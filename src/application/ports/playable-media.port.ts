/**
 * What a media player can be given for a recorded video's address (SPEC §4 video history, §8 mp4 download): the
 * server's http(s) address as is; null when the address cannot be played in the browser.
 */
export interface PlayableMedia {
  playable(url: string): Promise<string | null>;
}
export const PlayableMedia = Symbol.for('PlayableMedia');
