import { currentRoute, navigateHash } from '../../shared/hash-location';

type Navigate = (route: string, options?: { readonly replace?: boolean }) => void;

/** What the list's address waits for: the next frame, then the task after it (the rows are on screen by then). */
export type AfterFrame = (run: () => void) => void;

/** A hidden page draws no frames: the address follows after this long at the latest. */
const LATEST_MS = 100;

const afterNextFrame: AfterFrame = (run) => {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(latest);
    run();
  };
  const latest = setTimeout(once, LATEST_MS);
  requestAnimationFrame(() => setTimeout(once, 0));
};

const pathOf = (route: string): string => route.replace(/^#?\/?/, '').split('?')[0] ?? '';

/**
 * A list's navigation: a new query of the list shown (a page, a sort, a filter, a search) is written to the address
 * after the frame that shows its rows, not in the click (writing the hash adds a history entry and makes every screen
 * that follows the address render again, which the new rows need not wait for); any other route goes at once. Each
 * query still gets its own history entry, in order (one waiting is written before the next is asked), so back,
 * forward and a reload behave as before; one waiting is dropped once the address has left the list.
 */
export function listNavigation(navigate: Navigate = navigateHash, afterFrame: AfterFrame = afterNextFrame): Navigate {
  let waiting: { readonly route: string; readonly replace: boolean } | null = null;
  let scheduled = false;
  const write = () => {
    const next = waiting;
    waiting = null;
    if (next && pathOf(next.route) === pathOf(currentRoute())) navigate(next.route, { replace: next.replace });
  };
  return (route, options = {}) => {
    if (pathOf(route) !== pathOf(currentRoute())) {
      waiting = null;
      navigate(route, options);
      return;
    }
    write();
    waiting = { route, replace: options.replace === true };
    if (scheduled) return;
    scheduled = true;
    afterFrame(() => {
      scheduled = false;
      write();
    });
  };
}
