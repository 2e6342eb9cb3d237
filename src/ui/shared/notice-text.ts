import type { TFunction } from 'i18next';
import type { NoticeWords } from '../../domain/shared/notice';

/** Words in the user's language: the key's translation with its values, then the server's own words (as text, never markup). */
export function noticeText(t: TFunction, words: NoticeWords): string {
  const text = t(words.key as string | string[], words.values ?? {});
  return words.serverText ? `${text} ${words.serverText}` : text;
}
