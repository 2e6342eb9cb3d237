import { err, ok, type Result } from '../../domain/shared/result';
import type { PlayableMedia } from '../ports/playable-media.port';

/** SPEC §4, §8: the address a player (or a new tab) is given for a recording or mp4 address the server answered. */
export class ResolvePlayableMediaUseCase {
  constructor(private readonly media: PlayableMedia) {}

  async execute(input: { readonly url: string }): Promise<Result<string, { readonly kind: 'unplayable' }>> {
    const playable = await this.media.playable(input.url);
    return playable ? ok(playable) : err({ kind: 'unplayable' });
  }
}
