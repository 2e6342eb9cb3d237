import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, Reporter } from '@playwright/test/reporter';
import type { CountedEvent, CountedKind } from './load-count';

type Counts = Record<CountedKind, number>;

const KINDS: readonly CountedKind[] = ['load', 'context', 'browser', 'server'];
const none = (): Counts => ({ load: 0, context: 0, browser: 0, server: 0 });

/**
 * Prints, at the end of a browser suite, what its spec files cost in app loads, browser contexts, browsers and servers
 * started (load-count.ts counts them in the workers), the costliest files first, and keeps the sums by file beside the
 * raw events (`<file>.json`) for a later run to compare with. The counts do not depend on the machine's load: compare
 * them across runs, and times only on a quiet machine.
 */
export default class LoadCountReporter implements Reporter {
  private readonly file: string;
  private readonly top: number;
  private webServers = 0;

  constructor(options: { file?: string; top?: number }) {
    if (!options.file) throw new Error('load-count-reporter needs its file: add it with countingReporter (load-count.ts)');
    this.file = options.file;
    this.top = options.top ?? 15;
  }

  onBegin(config: FullConfig): void {
    // A clean clone has no report folder yet: the workers append to the file from their first test.
    mkdirSync(path.dirname(this.file), { recursive: true });
    rmSync(this.file, { force: true });
    this.webServers = config.webServer ? 1 : 0;
  }

  onEnd(): void {
    const byFile = new Map<string, Counts>();
    const total = none();
    const lines = existsSync(this.file) ? readFileSync(this.file, 'utf8').split('\n').filter(Boolean) : [];
    for (const line of lines) {
      const event = JSON.parse(line) as CountedEvent;
      const counts = byFile.get(event.file) ?? none();
      counts[event.kind] += 1;
      total[event.kind] += 1;
      byFile.set(event.file, counts);
    }
    const ranked = [...byFile].sort(([, a], [, b]) => b.load - a.load || b.context - a.context);
    writeFileSync(
      `${this.file}.json`,
      `${JSON.stringify({ total, webServers: this.webServers, byFile: Object.fromEntries(ranked) }, null, 1)}\n`,
    );
    const row = (name: string, counts: Counts) => `${KINDS.map((kind) => String(counts[kind]).padStart(9)).join('')}  ${name}`;
    const out = [
      '',
      `What the suite cost (counted; ${this.webServers} server started by the config):`,
      `${KINDS.map((kind) => `${kind}s`.padStart(9)).join('')}  file`,
      ...ranked.slice(0, this.top).map(([name, counts]) => row(name, counts)),
      row(`all ${byFile.size} files`, total),
      '',
    ];
    console.log(out.join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}
