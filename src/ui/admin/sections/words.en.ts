/** Each section's own words (`<key>/words.json`) in English, by file: loaded by admin-words.ts for an English console. */
export default import.meta.glob<object>('./*/words.json', { query: { lang: 'en' }, import: 'default', eager: true });
