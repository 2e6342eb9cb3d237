import { useEffect } from 'react';
import { isolateText } from '../../domain/shared/user-text';

/**
 * Puts `title` in front of the tab's title while the screen shows (an operator with several tabs tells them apart),
 * and gives the tab its earlier title back when the screen goes or the title empties.
 */
export function useTabTitle(title: string): void {
  useEffect(() => {
    if (!title) return undefined;
    const before = document.title;
    // Isolated: a title typed right to left (or with U+202E in it) never reorders the rest of the tab's title.
    document.title = `${isolateText(title)} · ${before}`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
