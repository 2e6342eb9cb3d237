import { describe, expect, it } from 'vitest';
import { RecordingInParts, type RecordingKeeper } from '../../src/adapters/served/recording-parts';

/** A keeper that writes down what reaches it, and refuses the parts it is told to. */
function keeper(refuse: (part: number) => boolean = () => false) {
  const heard: { kind: 'part' | 'whole'; part?: number; text: string; durationMs?: number }[] = [];
  const keeper: RecordingKeeper = {
    async part(_channel, _recording, part, bytes, durationMs) {
      if (refuse(part)) {
        refuse = () => false;
        throw new Error('the network failed');
      }
      heard.push({ kind: 'part', part, text: await bytes.text(), durationMs });
    },
    async whole(_channel, _recording, media) {
      heard.push({ kind: 'whole', text: await media.blob.text() });
    },
  };
  return { keeper, heard };
}

const piece = (text: string) => new Blob([text]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The recorder's pieces, a second apart, each given its time to go (as a recorder's are). */
async function record(parts: RecordingInParts, texts: readonly string[]): Promise<void> {
  for (const [index, text] of texts.entries()) {
    parts.chunk(piece(text), 'video/webm', (index + 1) * 1000);
    await settle();
  }
}

describe('a recording sent in parts while it is made', () => {
  it('sends a part once three seconds are held, in order, then the whole file in their place', async () => {
    const { keeper: k, heard } = keeper();
    const parts = new RecordingInParts(k, 'incident-1');
    await record(parts, ['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(heard).toEqual([
      { kind: 'part', part: 0, text: 'abc', durationMs: 3000 },
      { kind: 'part', part: 1, text: 'def', durationMs: 6000 },
    ]);
    expect(parts.sent).toBe(true);
    await parts.whole({ blob: piece('abcdefg'), mimeType: 'video/webm' }, () => 0);
    expect(heard.at(-1)).toEqual({ kind: 'whole', text: 'abcdefg' });
  });

  it('sends a failed part again with the next one, under the same number, its pieces first', async () => {
    const { keeper: k, heard } = keeper((part) => part === 1);
    const parts = new RecordingInParts(k, 'incident-1');
    await record(parts, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
    expect(heard.map((h) => [h.part, h.text])).toEqual([
      [0, 'abc'],
      [1, 'defghi'],
    ]);
  });

  it('sends nothing of a recording dropped in its first seconds', async () => {
    const { keeper: k, heard } = keeper();
    const parts = new RecordingInParts(k, 'incident-1');
    parts.chunk(piece('a'), 'video/webm', 1000);
    parts.stop();
    parts.chunk(piece('b'), 'video/webm', 4000);
    await settle();
    expect(heard).toEqual([]);
    expect(parts.sent).toBe(false);
  });

  it('tells how long before its upload a part was made, when it waited for the part before it', async () => {
    let arrive: () => void = () => undefined;
    const ago: number[] = [];
    const slow: RecordingKeeper = {
      part: (_channel, _recording, part, _bytes, _durationMs, agoMs) => {
        ago.push(agoMs);
        return part === 0 ? new Promise<void>((resolve) => (arrive = resolve)) : Promise.resolve();
      },
      whole: async () => undefined,
    };
    const parts = new RecordingInParts(slow, 'incident-1');
    await record(parts, ['a', 'b', 'c', 'd', 'e', 'f']);
    // The second part is made while the first is still on its way: it goes once the first arrived, 100 ms later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    arrive();
    await settle();
    await settle();
    expect(ago).toHaveLength(2);
    expect(ago[0]).toBeLessThan(50);
    expect(ago[1]).toBeGreaterThanOrEqual(90);
  });
});
