import { createHmac, randomBytes } from 'node:crypto';
import { DemoTokenKeys } from '../src/adapters/fake/demo-world/share-tokens';

/** Fewer characters than this is not a key worth the name. */
const MIN_KEY_LENGTH = 32;

/**
 * The key the server signs share and single sign-on tokens with: DEMO_SERVER_KEY when set (so tokens survive a
 * restart), else 32 random bytes made at start, kept in memory for as long as the server (and its world) lives. It
 * never reaches the console's files: the console asks the server for tokens and the server checks them.
 */
export function serverKey(environment: NodeJS.ProcessEnv = process.env): string {
  const configured = environment.DEMO_SERVER_KEY?.trim() ?? '';
  if (configured === '') return randomBytes(32).toString('hex');
  if (configured.length < MIN_KEY_LENGTH) throw new Error(`DEMO_SERVER_KEY must be at least ${MIN_KEY_LENGTH} characters`);
  return configured;
}

/** The demo world's tokens signed with HMAC-SHA-256 under the server's key (128 bits of it, as hex). */
export function serverTokenKeys(key: string): DemoTokenKeys {
  return new DemoTokenKeys({ sign: (text) => createHmac('sha256', key).update(text).digest('hex').slice(0, 32) });
}
