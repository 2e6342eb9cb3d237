import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** Letters and digits that read the same aloud and on a projector (no 0/O, 1/l/I). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * The room's trainer password: TRAINER_PASSWORD, else one made at start (the server prints it where it was started,
 * so only whoever runs the room can hand it to the trainer).
 */
export function trainerPasswordOf(environment: NodeJS.ProcessEnv): { readonly password: string; readonly made: boolean } {
  const configured = environment.TRAINER_PASSWORD?.trim() ?? '';
  if (configured !== '') return { password: configured, made: false };
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return { password: `${group()}-${group()}-${group()}`, made: true };
}

/** Whether `given` is the room's trainer password (compared in constant time); a room without one is open. */
export function isTrainerPassword(password: string | null, given: unknown): boolean {
  if (password === null) return true;
  if (typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(password), digest(given));
}
