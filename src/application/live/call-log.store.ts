import { parseCallLog, type CallLogLine } from '../../domain/live/call-log';
import type { KeyValueStorage } from '../ports/key-value-storage.port';

/** The most lines kept per incident. */
export const CALL_LOG_KEPT = 50;
const KEY_PREFIX = 'callLog/';

/** One incident's call log in the store. */
export interface CallLogSlot {
  read(): readonly CallLogLine[];
  write(lines: readonly CallLogLine[]): void;
}

/**
 * The live page's call log, kept per incident in the tab's session storage: leaving the incident and opening it again
 * shows what happened before. A logout clears session storage, and the log with it.
 */
export class CallLogStore {
  constructor(private readonly session: KeyValueStorage) {}

  of(incidentId: string): CallLogSlot {
    const key = `${KEY_PREFIX}${incidentId}`;
    return {
      read: () => parseCallLog(this.session.get(key), CALL_LOG_KEPT),
      write: (lines) => {
        try {
          this.session.set(key, JSON.stringify(lines.slice(0, CALL_LOG_KEPT)));
        } catch {
          // A full storage keeps the log on screen only.
        }
      },
    };
  }
}
