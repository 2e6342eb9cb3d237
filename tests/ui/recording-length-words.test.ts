import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { KeptRecording } from '../../src/domain/training/kept-drill';
import { keptRecordingName, recordingText } from '../../src/ui/training/panel/debrief-words';

const locale = (file: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${file}.json`), 'utf8')) as object;

async function translator(lang: string): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { translation: locale(`training/${lang}`) } }, interpolation: { escapeValue: false } });
  return i18n.t;
}

const clip = (from: number | null, to: number | null): KeptRecording => ({
  filename: 'call-7-1.mp4',
  url: 'https://room.example/demo/recordings/files/public/7/call-7-1.mp4',
  from,
  to,
});

/** A recording's length reads the same in the kept drills' list and in the debrief: to a tenth of a second. */
describe('a recording’s length, in the kept drills’ list and in the debrief', () => {
  it.each<[string, KeptRecording, string, string]>([
    ['14.1 s, not rounded to 14', clip(5, 19.1), 'Recording 00:05–00:19, 14.1 s', 'call-7-1.mp4, 14.1 s'],
    ['a whole number of seconds', clip(5, 17), 'Recording 00:05–00:17, 12 s', 'call-7-1.mp4, 12 s'],
    ['under a second, not raised to one', clip(30, 30.4), 'Recording 00:30–00:30, 0.4 s', 'call-7-1.mp4, 0.4 s'],
  ])('%s', async (_, recording, listed, debriefed) => {
    const t = await translator('en');
    expect(keptRecordingName(t, recording, 0, 1)).toBe(listed);
    expect(recordingText(t, recording).what).toBe(debriefed);
  });

  it('names the link that plays it with the same length, and a recording that did not tell by its number', async () => {
    const t = await translator('pt');
    const names = { scenario: 'Cooperative', trainee: 'ana@public.demo', date: '2026-11-29 09:30 UTC' };
    expect(keptRecordingName(t, clip(5, 19.1), 0, 2, names)).toContain('(14.1 s)');
    expect(keptRecordingName(t, clip(null, null), 1, 2)).toBe('Gravação 2');
  });
});
