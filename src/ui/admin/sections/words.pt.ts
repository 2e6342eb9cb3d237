/** Each section's own words (`<key>/words.json`) in Portuguese, by file: loaded by admin-words.ts for a Portuguese console. */
export default import.meta.glob<object>('./*/words.json', { query: { lang: 'pt' }, import: 'default', eager: true });
