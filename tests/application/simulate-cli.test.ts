import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateCli } from '../../scripts/simulate-cli';
import { runEntry } from '../support/entry-in-process';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs the runner in-process as `npm run simulate -- …files` would; answers its exit code and what it wrote. */
async function run(...files: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const status = await simulateCli(files, { out: (line) => stdout.push(line), err: (line) => stderr.push(line) });
  return { status, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

function scenarioFile(name: string, scenario: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'scenario-')), name);
  writeFileSync(file, JSON.stringify(scenario));
  return file;
}

const broken = { name: 'Broken', steps: [{ at: -1, action: 'join' }] };

describe('npm run simulate (headless scenario runner)', () => {
  it('prints the timeline and exits 0 when every expectation is met', async () => {
    const result = await run(path.join(root, 'scenarios/9-taken-over.json'));
    expect(result.stdout).toContain('Sara Supervisor takes control of the incident');
    expect(result.stdout).toContain('the live session ends: takeOver');
    expect(result.status).toBe(0);
  });

  it('exits non-zero naming the file, the field and what was expected for an invalid file', async () => {
    const result = await run(scenarioFile('broken.json', broken));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('broken.json: steps[0].at: expected a time of 0 seconds or more');
  });

  it('exits non-zero when an expectation is not met', async () => {
    const file = scenarioFile('silent.json', {
      name: 'Silent caller',
      steps: [],
      durationSeconds: 20,
      expect: [{ expect: 'streamShown', by: 10 }],
    });
    const result = await run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("the caller's video never happened (expected by 10 s)");
  });

  it('exits 2 with the usage when no file is named', async () => {
    const result = await run();
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: npm run simulate');
  });

  // The script itself: it passes its arguments to the runner, prints to the console and exits with the runner's code.
  it('as the command, exits with the runner’s code and prints its messages', async () => {
    const result = await runEntry('scripts/simulate.ts', ['--', scenarioFile('broken.json', broken)]);
    expect(result.stderr).toContain('broken.json: steps[0].at: expected a time of 0 seconds or more');
    expect(result.code).toBe(1);
  });
});
