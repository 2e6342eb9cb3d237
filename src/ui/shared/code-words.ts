/** The server's codes a person reads as words: channels and delivery statuses. */
export type CodeGroup = 'method' | 'delivery';

/** What codeWord needs of i18next's t (the PDF's translate function is one too). */
export type CodeTranslate = (key: string, options: { readonly defaultValue: string }) => string;

/** The words for a server code (`codes.<group>.<code>`), or the code itself when the server sent one we have no words for. */
export function codeWord(t: CodeTranslate, group: CodeGroup, code: string | null | undefined): string {
  if (code === null || code === undefined || code === '') return '';
  return t(`codes.${group}.${code}`, { defaultValue: code });
}
