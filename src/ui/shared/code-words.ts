import type { TFunction } from 'i18next';

/** The server's codes a person reads as words: channels, delivery statuses, incident statuses. */
export type CodeGroup = 'method' | 'delivery' | 'incident_status';

/** The words for a server code (`codes.<group>.<code>`), or the code itself when the server sent one we have no words for. */
export function codeWord(t: TFunction, group: CodeGroup, code: string | null | undefined): string {
  if (code === null || code === undefined || code === '') return '';
  return t(`codes.${group}.${code}`, { defaultValue: code });
}
