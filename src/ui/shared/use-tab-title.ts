import { useEffect } from 'react';

/**
 * Puts `title` in front of the tab's title while the screen shows (an operator with several tabs tells them apart),
 * and gives the tab its earlier title back when the screen goes or the title empties.
 */
export function useTabTitle(title: string): void {
  useEffect(() => {
    if (!title) return undefined;
    const before = document.title;
    document.title = `${title} · ${before}`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
