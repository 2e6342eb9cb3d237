import { TIMINGS } from '../shared/constants';

/** SPEC §5, §9: inputs of the auto-save decision; times in milliseconds from the Clock port. */
export interface AutoSaveInput {
  readonly lastEditAt: number | null | undefined;
  readonly now: number;
  readonly value: string | null | undefined;
  readonly lastSavedValue: string | null | undefined;
}

/** SPEC §5, §9: when a title/description edit made at lastEditAt is due to save (3 s later). */
export function nextAutoSaveAt(lastEditAt: number): number {
  return lastEditAt + TIMINGS.autoSaveIdle;
}

/**
 * SPEC §5, §9: save when at least 3 s passed since the last edit, the trimmed value is not empty and
 * it differs from the trimmed last saved value. Missing or non-finite times never save.
 */
export function shouldAutoSave(input: AutoSaveInput): boolean {
  const { lastEditAt, now } = input;
  if (typeof lastEditAt !== 'number' || !Number.isFinite(lastEditAt) || !Number.isFinite(now)) return false;
  if (now < nextAutoSaveAt(lastEditAt)) return false;
  const value = typeof input.value === 'string' ? input.value.trim() : '';
  const saved = typeof input.lastSavedValue === 'string' ? input.lastSavedValue.trim() : '';
  return value !== '' && value !== saved;
}
