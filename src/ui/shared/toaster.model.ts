import { makeObservableExcept } from './make-observable-except';

/** A toast's kind: its colour and icon (Chakra's toast recipe). */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** What a toast says and does. */
export interface ToastOptions {
  readonly type?: ToastType;
  readonly title?: string;
  readonly description?: string;
  /** How long it shows, in ms (SPEC §9); Infinity keeps it until closed. */
  readonly duration?: number;
  readonly action?: { readonly label: string; readonly onClick: () => void };
}

/** A toast on screen: open, or closed while it fades out. */
export interface Toast extends ToastOptions {
  readonly id: string;
  /** When it was made, among every toaster's toasts (a higher number is newer). */
  readonly order: number;
  readonly state: 'open' | 'closed';
}

/** Numbers the toasts of every toaster in the order they were made, so the screen's and the console's interleave. */
let made = 0;

/** Why the toasts' time stands still: the pointer or the focus is on them, or the page is hidden. */
export type ToastPause = 'hover' | 'focus' | 'hidden';

/**
 * At most three toasts at once, the newest: a call's first seconds bring four or five notices, and a taller stack
 * would rise over the live page's Stop at 1280x720. The call log keeps every one.
 */
export const SHOWN_AT_ONCE = 3;
/** A toast's time when it does not say. */
const DEFAULT_DURATION_MS = 5000;
/** A closed toast fades for this long (the toast recipe's closing opacity transition), then leaves the page. */
export const TOAST_LEAVE_MS = 200;

interface Countdown {
  remaining: number;
  startedAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Drawn on screen: its time counts from then. */
  drawn: boolean;
}

/**
 * The toasts of a screen or of the console, newest first: each closes when its time is up, the oldest when a fourth
 * opens; their time stands still while the operator points at or focuses them, or the page is hidden.
 */
export class ToasterModel {
  toasts: readonly Toast[] = [];
  private readonly countdowns = new Map<string, Countdown>();
  private readonly leaving = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly pauses = new Set<ToastPause>();

  constructor(private readonly now: () => number = Date.now) {
    makeObservableExcept(this, ['countdowns', 'leaving', 'pauses', 'now'], { byReference: ['toasts'] });
  }

  /**
   * Shows a toast (closing the oldest beyond SHOWN_AT_ONCE) and returns its id. Its time runs from when it is drawn
   * (shown), so a toast made while the page is busy still stays its whole time on screen.
   */
  create(options: ToastOptions): string {
    made += 1;
    const id = `toast-${made}`;
    const duration = options.duration ?? DEFAULT_DURATION_MS;
    this.toasts = [{ ...options, duration, id, order: made, state: 'open' }, ...this.toasts];
    if (Number.isFinite(duration)) this.countdowns.set(id, { remaining: duration, startedAt: 0, timer: undefined, drawn: false });
    for (const old of this.getVisibleToasts().slice(SHOWN_AT_ONCE)) this.dismiss(old.id);
    return id;
  }

  /** The toast is on screen: its time starts (unless the toasts' time stands still). */
  shown(id: string): void {
    const countdown = this.countdowns.get(id);
    if (!countdown || countdown.drawn) return;
    countdown.drawn = true;
    if (this.pauses.size === 0) this.run(id, countdown);
  }

  /** Closes a toast (every toast without an id): it fades, then leaves. */
  dismiss(id?: string): void {
    for (const toast of this.toasts) {
      if (toast.state !== 'open' || (id !== undefined && toast.id !== id)) continue;
      this.stop(toast.id);
      this.toasts = this.toasts.map((other) => (other.id === toast.id ? { ...other, state: 'closed' } : other));
      this.leaving.set(
        toast.id,
        setTimeout(() => this.remove(toast.id), TOAST_LEAVE_MS),
      );
    }
  }

  /** Takes a toast off the page at once. */
  remove(id: string): void {
    this.stop(id);
    const leaving = this.leaving.get(id);
    if (leaving !== undefined) clearTimeout(leaving);
    this.leaving.delete(id);
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }

  isVisible(id: string): boolean {
    return this.toasts.some((toast) => toast.id === id && toast.state === 'open');
  }

  /** The open toasts, newest first. */
  getVisibleToasts(): readonly Toast[] {
    return this.toasts.filter((toast) => toast.state === 'open');
  }

  /** Stops every toast's time for a reason (resume with the same reason). */
  pause(reason: ToastPause): void {
    if (this.pauses.has(reason)) return;
    const wasRunning = this.pauses.size === 0;
    this.pauses.add(reason);
    if (!wasRunning) return;
    const now = this.now();
    for (const countdown of this.countdowns.values()) {
      if (!countdown.drawn) continue;
      if (countdown.timer !== undefined) clearTimeout(countdown.timer);
      countdown.timer = undefined;
      countdown.remaining = Math.max(0, countdown.remaining - (now - countdown.startedAt));
    }
  }

  /** Lets the toasts' time run again once no reason to stop it is left. */
  resume(reason: ToastPause): void {
    if (!this.pauses.delete(reason) || this.pauses.size > 0) return;
    for (const [id, countdown] of this.countdowns) if (countdown.drawn) this.run(id, countdown);
  }

  /** Closes every toast now, without fading (the screen that shows them is going). */
  clear(): void {
    for (const toast of this.toasts) this.remove(toast.id);
  }

  private run(id: string, countdown: Countdown): void {
    countdown.startedAt = this.now();
    countdown.timer = setTimeout(() => this.dismiss(id), countdown.remaining);
  }

  private stop(id: string): void {
    const countdown = this.countdowns.get(id);
    if (countdown?.timer !== undefined) clearTimeout(countdown.timer);
    this.countdowns.delete(id);
  }
}
