import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const run = (...files: string[]) =>
  spawnSync('npx', ['tsx', 'scripts/simulate.ts', ...files], { cwd: root, encoding: 'utf8', timeout: 80_000 });

// Each case starts a Node process (tsx): allow for a loaded machine.
describe('npm run simulate (headless scenario runner)', { timeout: 90_000 }, () => {
  it('prints the timeline and exits 0 when every expectation is met', () => {
    const result = run('scenarios/9-taken-over.json');
    expect(result.stdout).toContain('Sara Supervisor takes control of the incident');
    expect(result.stdout).toContain('the live session ends: takeOver');
    expect(result.status).toBe(0);
  });

  it('exits non-zero naming the file, the field and what was expected for an invalid file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'scenario-'));
    const file = path.join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify({ name: 'Broken', steps: [{ at: -1, action: 'join' }] }));
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('broken.json: steps[0].at: expected a time of 0 seconds or more');
  });

  it('exits non-zero when an expectation is not met', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'scenario-'));
    const file = path.join(dir, 'silent.json');
    writeFileSync(
      file,
      JSON.stringify({ name: 'Silent caller', steps: [], durationSeconds: 20, expect: [{ expect: 'streamShown', by: 10 }] }),
    );
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("the caller's video never happened (expected by 10 s)");
  });
});
