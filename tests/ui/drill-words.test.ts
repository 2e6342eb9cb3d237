import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { eventText } from '../../src/ui/training/panel/drill-words';

const locale = (file: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${file}.json`), 'utf8')) as object;

async function translator(lang: string): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { translation: locale(lang) } }, interpolation: { escapeValue: false } });
  i18n.addResourceBundle(lang, 'translation', locale(`training/${lang}`), true, true);
  return i18n.t;
}

describe('an injected step on the timeline', () => {
  it.each([
    ['en', 'chat:Is the door open?', 'Writes in the chat: “Is the door open?”'],
    ['pt', 'chat:A porta está aberta?', 'Escreve no chat: “A porta está aberta?”'],
    ['es', 'chat:¿La puerta está abierta?', 'Escribe en el chat: «¿La puerta está abierta?»'],
    // A line with a colon of its own keeps it.
    ['en', 'chat:Where: the kitchen?', 'Writes in the chat: “Where: the kitchen?”'],
    // A fault, and a line kept before its words were told: the action alone.
    ['en', 'socketDrop', 'Socket drops'],
    ['en', 'chat', 'Writes in the chat'],
  ])('%s %s', async (lang, detail, words) => {
    const t = await translator(lang);
    expect(eventText(t, { at: 12, kind: 'injected', detail })).toEqual({ what: t('training.events.injected'), detail: words });
  });
});
