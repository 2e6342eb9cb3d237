/** The server's codes a person reads as words: channels and delivery statuses. */
export type CodeGroup = 'method' | 'delivery';

/** What codeWord needs of i18next's t (the PDF's translate function is one too). */
export type CodeTranslate = (key: string, options: { readonly defaultValue: string }) => string;

/** The words for a server code (`codes.<group>.<code>`), or the code as a phrase when the server sent one we have no words for. */
export function codeWord(t: CodeTranslate, group: CodeGroup, code: string | null | undefined): string {
  if (code === null || code === undefined || code === '') return '';
  return wordsOfCode(t, `codes.${group}`, code);
}

/** A code we have no words for, read as a phrase: "allowed-devices" and "camera_alert" become "Allowed devices", "Camera alert". */
export function humanisedCode(code: string): string {
  const phrase = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** The words under `<prefix>.<code>`, or the code as a phrase when the console has none for it (never the raw code). */
export function wordsOfCode(t: CodeTranslate, prefix: string, code: string): string {
  return t(`${prefix}.${code}`, { defaultValue: humanisedCode(code) });
}
