import * as z from 'zod/mini';
import { keptList, type TabMemory } from '../demo-world/tab-memory';

/** A caller's page's claim of a link, as the tab keeps it. */
const CLAIM = z.readonly(z.object({ link: z.string(), callerId: z.string(), name: z.string() }));
export type Claim = z.infer<typeof CLAIM>;

const CLAIMS_KEY = 'demo.training.claims';

/**
 * The links caller pages claimed from the operator's tab (PlayedCallerHost), kept in the tab's memory so that after a
 * reload of the console the same pages pick their calls up again; read on its own, so the console knows whether it
 * must answer caller pages at once without loading the host.
 */
export function keptClaims(memory: TabMemory): Claim[] {
  return keptList(memory.read(CLAIMS_KEY), CLAIM);
}

export function keepClaims(memory: TabMemory, claims: readonly Claim[]): void {
  memory.write(CLAIMS_KEY, claims);
}
