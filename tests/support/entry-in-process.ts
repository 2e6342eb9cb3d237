import path from 'node:path';
import { vi } from 'vitest';

/** What a command's entry script did: the code it exited with (null when it did not exit) and what it printed. */
export interface EntryRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Thrown in place of the process's exit: the script stops there, as the process would. */
class Exited extends Error {
  constructor(readonly code: number) {
    super(`exited with ${code}`);
  }
}

let runs = 0;

/**
 * Runs an entry script (`npm run simulate`'s scripts/simulate.ts, `npm run serve`'s server/main.ts) in this process, as
 * its command would with `args` after the script's name and `env` added to the environment: a fresh copy of the module
 * each time, its exit caught (it stops the script there) and its console read. A script that does not exit must be
 * stopped by the caller (it is left running).
 */
export async function runEntry(script: string, args: readonly string[], env: Record<string, string> = {}): Promise<EntryRun> {
  const file = path.resolve(import.meta.dirname, '../..', script);
  const printed = { stdout: [] as string[], stderr: [] as string[] };
  const argv = process.argv;
  process.argv = [process.execPath, file, ...args];
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Exited(Number(code ?? 0));
  });
  const log = vi.spyOn(console, 'log').mockImplementation((...line: unknown[]) => void printed.stdout.push(line.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => void printed.stderr.push(line.join(' ')));
  let code: number | null = null;
  try {
    // A query of its own: the script runs again, not the copy an earlier run left in the module cache.
    await import(/* @vite-ignore */ `${file}?entry-run=${++runs}`);
  } catch (thrown) {
    if (!(thrown instanceof Exited)) throw thrown;
    code = thrown.code;
  } finally {
    process.argv = argv;
    vi.unstubAllEnvs();
    exit.mockRestore();
    log.mockRestore();
    error.mockRestore();
  }
  return { code, stdout: printed.stdout.join('\n'), stderr: printed.stderr.join('\n') };
}
