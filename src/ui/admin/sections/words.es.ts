/** Each section's own words (`<key>/words.json`) in Spanish, by file: loaded by admin-words.ts for a Spanish console. */
export default import.meta.glob<object>('./*/words.json', { query: { lang: 'es' }, import: 'default', eager: true });
