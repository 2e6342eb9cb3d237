/**
 * Locks shared by the console tabs of this browser (the Web Locks API): work done under a lock's name runs in one tab
 * at a time, so two tabs holding the same kept work (a chat's queued messages) never both do it.
 */
export interface TabLocks {
  /**
   * Runs `work` once this tab holds the lock `name`, and releases it when `work` settles; until then every other
   * tab asking for that name waits its turn. Answers what `work` answers.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
}
export const TabLocks = Symbol.for('TabLocks');
