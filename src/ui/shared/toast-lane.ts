import { useEffect, useState } from 'react';

/** Room between the last line of the screen and the toasts' top. */
const LANE_GAP_PX = 8;
/** Chakra's space between stacked toasts when the group does not say (its --gap). */
const DEFAULT_TOAST_GAP_PX = 16;

/**
 * How far from the window's foot the shown toasts reach (0 without any): the group's distance from the foot, then
 * each toast's own height (not its animated position, so a toast still sliding in counts whole) and the gaps.
 */
function toastLaneHeight(): number {
  const roots = [...document.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="root"]')].filter(
    (root) => root.dataset.state !== 'closed' && root.offsetHeight > 0,
  );
  const first = roots[0];
  if (!first) return 0;
  const group = first.closest<HTMLElement>('[data-part="group"]') ?? first.parentElement;
  const inset = group ? Math.max(0, window.innerHeight - group.getBoundingClientRect().bottom) : 0;
  const gap = (group && parseFloat(getComputedStyle(group).getPropertyValue('--gap'))) || DEFAULT_TOAST_GAP_PX;
  const stack = roots.reduce((sum, root) => sum + root.offsetHeight, 0) + gap * (roots.length - 1);
  return Math.ceil(inset + stack + LANE_GAP_PX);
}

/**
 * The room a screen that fills the window keeps free at its foot while toasts show (SPEC §9 toasts, 2 to 4 s): the
 * toasts sit at the window's foot, and a screen with no empty place there (the live page's message status and call
 * log) gives way to them instead of being covered, then takes the room back once they go. Follows the page's changes
 * (a toast shown, closing, gone) as they happen, whatever runs the page's timers.
 */
export function useToastLane(): number {
  const [lane, setLane] = useState(0);
  useEffect(() => {
    const measure = () => setLane(toastLaneHeight());
    const observer = new MutationObserver(measure);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return lane;
}
