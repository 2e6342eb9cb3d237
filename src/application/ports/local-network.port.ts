/** SPEC §5: the operator's local network addresses, gathered within a time limit (2000 ms, SPEC §9). */
export interface LocalNetwork {
  /** Candidate addresses found within timeoutMs (unfiltered; the domain keeps private ranges). Never rejects. */
  addresses(timeoutMs: number): Promise<readonly string[]>;
}
export const LocalNetwork = Symbol.for('LocalNetwork');
