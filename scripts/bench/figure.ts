/**
 * The shape of one bench figure (scripts/bench/figures/<name>.ts or .mjs): a module whose default export is a
 * BenchFigure. `npm run bench` runs each in its own Node process (with --expose-gc, through tsx), prints its tables
 * and checks its budgets; a figure never exits the process itself. Adding a figure is adding one file there.
 */
export interface BenchTable {
  readonly caption: string;
  readonly headers: readonly string[];
  readonly rows: ReadonlyArray<ReadonlyArray<string | number>>;
}

/** A measured value and the most it may be: the bench fails when `value > max`. */
export interface BenchBudget {
  readonly label: string;
  readonly value: number;
  readonly max: number;
  readonly unit: string;
}

export interface BenchReport {
  readonly tables: readonly BenchTable[];
  readonly budgets: readonly BenchBudget[];
  /** Checks that are not numbers (e.g. "the production build holds no demo code"): each one fails the bench. */
  readonly problems?: readonly string[];
}

export interface BenchFigure {
  /** One line: what the figure measures. */
  readonly description: string;
  run(): Promise<BenchReport>;
}
