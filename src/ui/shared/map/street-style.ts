import { useEffect, useState } from 'react';

/** Each style's answer in this page: a style that answered is asked once; one that did not is asked again next time. */
const answers = new Map<string, Promise<boolean>>();

/**
 * Whether the street map's style answers, asked once per style and page once it has answered (until then, again by
 * each map that wants it). The street map's renderer (MapLibre, about
 * 280 KB gz) is fetched only after its style has answered: a console that cannot reach the style's host (no network,
 * a closed control-room network) does not download a renderer it could not draw with, and keeps its offline map. The
 * renderer asks for the same style next; the browser's HTTP cache answers it when the host allows.
 */
export function styleAnswers(url: string): Promise<boolean> {
  let answer = answers.get(url);
  if (!answer) {
    answer = fetch(url)
      .then(
        (response) => response.ok,
        () => false,
      )
      .then((ok) => {
        // A network that was down (or a host that failed) may answer at the next map: only a good answer is kept.
        if (!ok) answers.delete(url);
        return ok;
      });
    answers.set(url, answer);
  }
  return answer;
}

/**
 * True once `url`'s style has answered, while `wanted` (the screen wants its drawn map now); `onUnreachable` when it
 * did not answer. Nothing is asked while not wanted or without a style.
 */
export function useStyleAnswered(url: string, wanted: boolean, onUnreachable: () => void): boolean {
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (!wanted || !url || answered) return;
    let current = true;
    void styleAnswers(url).then((ok) => {
      if (!current) return;
      if (ok) setAnswered(true);
      else onUnreachable();
    });
    return () => {
      current = false;
    };
    // onUnreachable is the screen's callback of the moment; the question is asked again only for another style.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, wanted, answered]);
  return answered;
}
