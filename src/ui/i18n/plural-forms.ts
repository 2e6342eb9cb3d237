/**
 * Portuguese and Spanish have a third plural form, "many", for the millions ("1.000.000 de incidentes"); i18next asks
 * for `<key>_many` there and shows the bare key when it is missing (it does not fall back to `_other`). The locale
 * files keep the one and other forms English has (tests/ui/locales.test.ts compares the keys), and each text's other
 * form stands for its many form, added where a language's strings are handed to i18next.
 */
export function withManyForms<T extends object>(language: string, messages: T): T {
  if (!new Intl.PluralRules(language).resolvedOptions().pluralCategories.includes('many')) return messages;
  return addMany(messages) as T;
}

function addMany(tree: object): object {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree))
    out[key] = value !== null && typeof value === 'object' ? addMany(value as object) : value;
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== 'string' || !key.endsWith('_other')) continue;
    const many = `${key.slice(0, -'_other'.length)}_many`;
    if (!(many in out)) out[many] = value;
  }
  return out;
}
