import { describe, expect, it } from 'vitest';
import { codeWord, type CodeGroup } from '../../src/ui/shared/code-words';

const WORDS: Record<string, string> = { 'codes.delivery.failed': 'Failed', 'codes.method.BROADCAST_SMS': 'SMS' };
/** A translate function of the PDF's shape: the words, else the default value. */
const t = (key: string, options: { readonly defaultValue: string }) => WORDS[key] ?? options.defaultValue;

describe('codeWord: a server code in words (the console and the incident PDF)', () => {
  it.each<[CodeGroup, string | null | undefined, string]>([
    ['delivery', 'failed', 'Failed'],
    ['method', 'BROADCAST_SMS', 'SMS'],
    ['method', 'CARRIER_PIGEON', 'CARRIER_PIGEON'],
    ['delivery', '', ''],
    ['delivery', null, ''],
    ['method', undefined, ''],
  ])('%s %s → %s', (group, code, words) => {
    expect(codeWord(t, group, code)).toBe(words);
  });
});
