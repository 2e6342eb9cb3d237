import { customRange, presetRange, RANGE_PRESETS, type DayRange, type RangePreset } from '../../domain/analytics/day-range';
import { routePath, type AppRoute, type RouteQuery } from '../../domain/routing/routes';
import { makeObservableExcept } from './make-observable-except';

export interface RangeChoiceDeps {
  /** The clock's now (the presets end today). */
  readonly now: () => number;
  /** The viewer's offset from UTC in minutes (east positive). */
  readonly utcOffsetMinutes: number;
  readonly navigate: (to: string, options?: { readonly replace?: boolean }) => void;
  /** Hears each range chosen (to load it). */
  readonly changed: (range: DayRange) => void;
}

const isPreset = (value: string | undefined): value is RangePreset => (RANGE_PRESETS as readonly string[]).includes(value ?? '');

/**
 * A range of days a screen shows (the dashboard, the reports): today, the last 7, 30 or 90 days, or custom days. It
 * lives in the route's query (`range=7d`, or `range=custom&from=…&to=…`; today writes nothing), so a reload or a copied
 * link shows the same; each choice replaces the route and is announced through `changed`.
 */
export class RangeChoiceModel {
  preset: RangePreset;
  /** The custom range's days as typed ('yyyy-mm-dd'). */
  customFrom: string;
  customTo: string;
  /** The range shown. */
  range: DayRange;

  constructor(
    private readonly deps: RangeChoiceDeps,
    private readonly params: { readonly route: AppRoute; readonly query: RouteQuery },
  ) {
    const query = params.query;
    const asked = query.range === 'custom' ? customRange(query.from ?? '', query.to ?? '') : null;
    // A custom range without two readable days opens on today.
    this.preset = asked ? 'custom' : isPreset(query.range) && query.range !== 'custom' ? query.range : 'today';
    this.range = asked ?? presetRange(this.preset, deps.now(), deps.utcOffsetMinutes);
    this.customFrom = this.range.from;
    this.customTo = this.range.to;
    makeObservableExcept(this, ['deps', 'params']);
  }

  get utcOffsetMinutes(): number {
    return this.deps.utcOffsetMinutes;
  }

  get customInvalid(): boolean {
    return customRange(this.customFrom, this.customTo) === null;
  }

  /** A preset is shown at once; 'custom' shows the two days to pick, starting from the range shown. */
  choosePreset(value: string): void {
    if (!isPreset(value) || value === this.preset) return;
    this.preset = value;
    if (value === 'custom') {
      this.customFrom = this.range.from;
      this.customTo = this.range.to;
      return;
    }
    this.show(presetRange(value, this.deps.now(), this.deps.utcOffsetMinutes));
  }

  setCustomFrom(day: string): void {
    this.customFrom = day;
  }

  setCustomTo(day: string): void {
    this.customTo = day;
  }

  applyCustom(): void {
    const range = customRange(this.customFrom, this.customTo);
    if (!range) return;
    this.customFrom = range.from;
    this.customTo = range.to;
    this.show(range);
  }

  private show(range: DayRange): void {
    this.range = range;
    const query: RouteQuery =
      this.preset === 'custom'
        ? { range: 'custom', from: range.from, to: range.to }
        : this.preset === 'today'
          ? {}
          : { range: this.preset };
    this.deps.navigate(routePath(this.params.route, query), { replace: true });
    this.deps.changed(range);
  }
}
