import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const localesDir = path.resolve(import.meta.dirname, '../../locales');
const read = (file: string) => JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')) as Record<string, unknown>;

function leaves(tree: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    value !== null && typeof value === 'object'
      ? leaves(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

/** Every text of a language (main, admin, training), its placeholders and the product's name taken out. */
const texts = (lang: string) =>
  [`${lang}.json`, `admin/${lang}.json`, `training/${lang}.json`]
    .flatMap((file) => leaves(read(file)))
    .map(([key, value]): [string, string] => [key, value.replace(/\{\{[^}]*\}\}/g, '').replace(/\bMini HQ\b/g, '')]);

/** The words docs/glossary.md sets aside, per language: each concept has one word, these are the others. */
const FORBIDDEN: Readonly<Record<'pt' | 'es', Readonly<Record<string, RegExp>>>> = {
  pt: {
    'incidente (say ocorrência)': /\bincidentes?\b/i,
    'tenant or inquilino (say organização)': /\b(tenants?|inquilinos?)\b/i,
    'HQ (say central)': /\bHQ\b/,
    'solicitante or quem liga (say chamador)': /\bsolicitantes?\b|\bquem liga\b/i,
    'video (say vídeo)': /\bvideos?\b/i,
  },
  es: {
    'ocurrencia (say incidente)': /\bocurrencias?\b/i,
    'tenant or inquilino (say organización)': /\b(tenants?|inquilinos?)\b/i,
    'HQ (say central)': /\bHQ\b/,
    'en directo (say en vivo)': /\ben directo\b/i,
    'solicitante, persona que llama or quien llama (say llamante)': /\bsolicitantes?\b|\bpersonas? que llama|\bquien llama\b/i,
    'link (say enlace)': /\blinks?\b/i,
    'vídeo (say video)': /(^|[^\p{L}])vídeos?(?![\p{L}])/iu,
  },
};

describe('one glossary per language (docs/glossary.md)', () => {
  it.each(['pt', 'es'] as const)('%s uses only the glossary word for each concept', (lang) => {
    const found = texts(lang).flatMap(([key, value]) =>
      Object.entries(FORBIDDEN[lang])
        .filter(([, word]) => word.test(value))
        .map(([rule]) => `${key}: ${rule}`),
    );
    expect(found).toEqual([]);
  });

  it('the rules catch what they set aside', () => {
    expect(FORBIDDEN.pt['incidente (say ocorrência)']!.test('Novo incidente')).toBe(true);
    expect(FORBIDDEN.pt['incidente (say ocorrência)']!.test('Nova ocorrência')).toBe(false);
    expect(FORBIDDEN.es['tenant or inquilino (say organización)']!.test('Este inquilino')).toBe(true);
    expect(FORBIDDEN.es['HQ (say central)']!.test('Volver a la central')).toBe(false);
    expect(FORBIDDEN.es['vídeo (say video)']!.test('Restringir vídeo')).toBe(true);
    expect(FORBIDDEN.es['vídeo (say video)']!.test('Restringir video')).toBe(false);
    expect(FORBIDDEN.pt['video (say vídeo)']!.test('Com video')).toBe(true);
    expect(FORBIDDEN.pt['video (say vídeo)']!.test('Com vídeo')).toBe(false);
  });
});
