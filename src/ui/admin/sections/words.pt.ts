/**
 * The sections' words the signed-in shell holds in Portuguese, by file: every section's names (its sidebar label and page
 * title: `part=names`), and the whole words of the sections other screens read (WORDS_READ_ELSEWHERE in
 * section-words.ts: the roles screen names users' columns, the incident and map screens the allowed places and the
 * places of interest). Loaded by admin-words.ts for a Portuguese console; each section's other words load with the
 * section (section-words.ts).
 */
export default {
  ...import.meta.glob<object>('./*/words.json', { query: { lang: 'pt', part: 'names' }, import: 'default', eager: true }),
  ...import.meta.glob<object>(['./users/words.json', './allowed-places/words.json', './places-of-interest/words.json'], {
    query: { lang: 'pt' },
    import: 'default',
    eager: true,
  }),
};
