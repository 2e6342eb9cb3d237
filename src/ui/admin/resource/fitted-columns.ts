import type { SystemStyleObject } from '@chakra-ui/react';
import { useLayoutEffect, useMemo, type RefObject } from 'react';

/** A column that a frame too narrow for the whole table may leave out: `dropOrder` 1 goes first, then 2, and so on. */
export interface DroppableColumn {
  readonly key: string;
  readonly dropOrder?: number;
}

/** The attribute on the table that names the columns left out, space-separated. */
const DROPPED = 'data-dropped';

/** The keys of the columns a narrow frame may leave out, in the order it leaves them out. */
export function dropOrderOf(columns: readonly DroppableColumn[]): readonly string[] {
  return columns
    .filter((column) => column.dropOrder !== undefined)
    .sort((a, b) => (a.dropOrder ?? 0) - (b.dropOrder ?? 0))
    .map((column) => column.key);
}

/** The table root's rules that hide a left-out column's cells (each cell names its column in `data-col`). */
export function droppedColumnsCss(order: readonly string[]): SystemStyleObject {
  const rules: Record<string, SystemStyleObject> = {};
  for (const key of order) rules[`&[${DROPPED}~="${key}"] [data-col="${key}"]`] = { display: 'none' };
  return rules;
}

/**
 * Leaves out the fewest columns, in their drop order, for the table to fit its frame without scrolling sideways
 * (where the pinned row actions would sit over the last columns). Shows every column again first, so a wider frame
 * gets them back. Answers the keys left out.
 */
export function fitColumns(frame: HTMLElement, table: HTMLElement, order: readonly string[]): readonly string[] {
  const dropped: string[] = [];
  // Set only when it changes: the same value set again still has the browser match the cells' rules afresh.
  const leaveOut = (keys: string) => {
    if (table.getAttribute(DROPPED) !== keys) table.setAttribute(DROPPED, keys);
  };
  leaveOut('');
  const overflows = () => frame.scrollWidth > frame.clientWidth + 1;
  for (const key of order) {
    if (!overflows()) break;
    dropped.push(key);
    leaveOut(dropped.join(' '));
  }
  return dropped;
}

/**
 * A professional list at a narrow width: fewer columns rather than columns hidden under the pinned actions. Fits the
 * table to its frame when the frame's width changes (a window resized, the sidebar folded) and when what the table
 * shows changes (a page, a sort, a language: its text), once a frame, in the frame's own layout. The first fit too
 * waits for the frame (asked for before the first paint): a list whose rows arrive before it is laid out once, with
 * its rows, not first empty in a layout forced for nothing. Answers the rules that hide the left-out cells.
 */
export function useFittedColumns(
  frame: RefObject<HTMLElement | null>,
  table: RefObject<HTMLElement | null>,
  columns: readonly DroppableColumn[],
): SystemStyleObject {
  // Keyed by the order's text: a section that builds its columns again on each render keeps the same order.
  const orderText = dropOrderOf(columns).join(' ');
  const order = useMemo(() => (orderText === '' ? [] : orderText.split(' ')), [orderText]);
  useLayoutEffect(() => {
    const frameElement = frame.current;
    const tableElement = table.current;
    if (!frameElement || !tableElement || order.length === 0) return undefined;
    let pending = 0;
    const fit = () => {
      pending = 0;
      fitColumns(frameElement, tableElement, order);
    };
    const later = () => {
      if (pending === 0) pending = requestAnimationFrame(fit);
    };
    later();
    // The width the frame was laid out at, from the observer's first word on (after the frame's layout: no layout
    // forced to read it); that first word follows the first fit, so it only records the width.
    let width: number | null = null;
    const resized = new ResizeObserver(() => {
      const now = frameElement.clientWidth;
      const first = width === null;
      if (now === width) return;
      width = now;
      if (!first) later();
    });
    resized.observe(frameElement);
    // Rows and header text only: the attribute this sets is not watched.
    const changed = new MutationObserver(later);
    changed.observe(tableElement, { childList: true, subtree: true, characterData: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
      if (pending !== 0) cancelAnimationFrame(pending);
    };
  }, [frame, table, order]);
  return useMemo(() => droppedColumnsCss(order), [order]);
}
