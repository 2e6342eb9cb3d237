import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../src/ui/i18n/i18n';
import { lazyMessages } from '../../src/ui/i18n/lazy-messages';
import { addEnglish } from '../../src/ui/i18n/signed-in-messages';

/** A group whose files say which language they are, counting each load. */
function group() {
  const file = (language: string) => vi.fn(() => Promise.resolve({ default: { group: { word: `${language} word` } } }));
  const loaders = { en: file('en'), pt: file('pt'), es: file('es') };
  return { loaders, add: lazyMessages(loaders) };
}

describe('strings loaded with the screens that show them', () => {
  it.each(['en', 'pt', 'es'] as const)('a %s console loads its own language of a group, once, and no other', async (language) => {
    const { loaders, add } = group();
    const i18n = createI18n(language);
    await Promise.all([add(i18n), add(i18n)]);
    expect(i18n.t('group.word')).toBe(`${language} word`);
    for (const [other, loader] of Object.entries(loaders)) expect(loader, other).toHaveBeenCalledTimes(other === language ? 1 : 0);
  });

  it('a Portuguese or Spanish console does not load English, which it never falls back to', async () => {
    const { loaders, add } = group();
    await add(createI18n('es'));
    await add(createI18n('pt'));
    expect(loaders.en).not.toHaveBeenCalled();
  });

  it('the whole of English is added to an English console only', async () => {
    // incident.* is not among the login route's namespaces: it arrives with the whole file.
    const spanish = createI18n('es');
    await addEnglish(spanish);
    expect(spanish.getResource('en', 'translation', 'incident')).toBeUndefined();
    const english = createI18n('en');
    await addEnglish(english);
    expect(english.getResource('en', 'translation', 'incident')).toBeTypeOf('object');
  });
});

describe('the millions in Portuguese and Spanish (their "many" plural form)', () => {
  const counted = { count_one: '{{count}} one', count_other: '{{count}} other' };
  it.each(['pt', 'es'] as const)('%s reads a million with the text of many, not the bare key', async (language) => {
    const loaded = createI18n(language, { [language]: { translation: { page: counted } } });
    expect(loaded.t('page.count', { count: 1_000_000 })).toBe('1000000 other');
    expect(loaded.t('page.count', { count: 1 })).toBe('1 one');
    const add = lazyMessages({
      en: () => Promise.resolve({ default: {} }),
      pt: () => Promise.resolve({ default: { later: counted } }),
      es: () => Promise.resolve({ default: { later: counted } }),
    });
    await add(loaded);
    expect(loaded.t('later.count', { count: 2_000_000 })).toBe('2000000 other');
  });

  it('a real Spanish string of the search counts a million', async () => {
    const { loadI18n } = await import('../../src/ui/i18n/i18n');
    const spanish = await loadI18n('es');
    expect(spanish.t('search.results_count', { count: 1_000_000 })).toMatch(/^1000000 \S/);
  });
});
