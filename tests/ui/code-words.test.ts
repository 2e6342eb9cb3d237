import { describe, expect, it } from 'vitest';
import { codeWord, humanisedCode, wordsOfCode, type CodeGroup } from '../../src/ui/shared/code-words';

const WORDS: Record<string, string> = { 'codes.delivery.failed': 'Failed', 'codes.method.BROADCAST_SMS': 'SMS' };
/** A translate function of the PDF's shape: the words, else the default value. */
const t = (key: string, options: { readonly defaultValue: string }) => WORDS[key] ?? options.defaultValue;

describe('codeWord: a server code in words (the console and the incident PDF)', () => {
  it.each<[CodeGroup, string | null | undefined, string]>([
    ['delivery', 'failed', 'Failed'],
    ['method', 'BROADCAST_SMS', 'SMS'],
    ['method', 'CARRIER_PIGEON', 'Carrier pigeon'],
    ['delivery', '', ''],
    ['delivery', null, ''],
    ['method', undefined, ''],
  ])('%s %s → %s', (group, code, words) => {
    expect(codeWord(t, group, code)).toBe(words);
  });
});

describe('humanisedCode: a code the console has no words for, read as a phrase and never raw', () => {
  it.each([
    ['allowed-devices', 'Allowed devices'],
    ['control-access-to-edit-incident-history', 'Control access to edit incident history'],
    ['camera_alert', 'Camera alert'],
    ['pdfExport', 'Pdf export'],
    ['incidents', 'Incidents'],
    ['', ''],
  ])('%s → %s', (code, phrase) => {
    expect(humanisedCode(code)).toBe(phrase);
  });
});

describe('wordsOfCode: the words under a prefix, else the phrase', () => {
  it('uses the words when there are some', () => {
    expect(wordsOfCode(t, 'codes.delivery', 'failed')).toBe('Failed');
  });
  it('reads an unknown code as a phrase', () => {
    expect(wordsOfCode(t, 'admin.argos.kinds', 'seismic_alert')).toBe('Seismic alert');
  });
});
