import { useEffect, useRef } from 'react';
import { leaveGuards, type LeaveCheck } from './leave-guard';

/**
 * SPEC §2: a page that must be asked before the user leaves it (the live incident page) registers its check while
 * it is mounted. The latest check is always the one asked, so it may close over the page's current state.
 */
export function useLeaveGuard(check: LeaveCheck | null): void {
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  const enabled = check !== null;
  useEffect(() => {
    if (!enabled) return undefined;
    return leaveGuards.register({
      mayLeave: (to) => latest.current?.mayLeave(to) ?? true,
      blocksUnload: () => latest.current?.blocksUnload?.() === true,
    });
  }, [enabled]);
}
