import type { PlayableMedia } from '../../application/ports/playable-media.port';

/** Production: the backend's recordings are http(s) addresses the browser plays; anything else is not played. */
export class BrowserPlayableMedia implements PlayableMedia {
  playable(url: string): Promise<string | null> {
    const trimmed = url.trim();
    return Promise.resolve(/^https?:\/\//i.test(trimmed) ? trimmed : null);
  }
}
