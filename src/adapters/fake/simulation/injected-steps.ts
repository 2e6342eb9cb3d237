import { CONSOLE_FAULT_ACTIONS } from '../../../domain/training/hand-over-steps';
import type { InjectedStep } from './running-call';
import { parseInjectedStep } from './scenario-schema';

/** The caller's own steps a person playing the caller is asked to do (a line to say) or does with their own camera. */
export const ACTOR_STEPS: ReadonlySet<string> = new Set(['chat', 'join', 'publish']);

/**
 * What a trainer injects into a call a person plays: the faults of the console's side (the network, the session, the
 * socket, a take-over, the server's stop), the caller's media dropping or leaving (under the person's uid), and the
 * actor's own steps. Moving, sending media and the link's status are the person's phone's to do.
 */
export const PLAYED_INJECTIONS: ReadonlySet<string> = new Set([...ACTOR_STEPS, 'unpublish', 'leave', ...CONSOLE_FAULT_ACTIONS]);

/** The injected steps a tab kept with a call, each checked again (one that no longer reads is left out). */
export function keptInjections(value: unknown): InjectedStep[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { at, step } = item as { at?: unknown; step?: unknown };
    const parsed = parseInjectedStep(step);
    return typeof at === 'number' && Number.isFinite(at) && at >= 0 && parsed.ok ? [{ at, step: { ...parsed.step, at } }] : [];
  });
}
