/** Time and timers. Every timer in the application goes through this port (SPEC §9 timings). */
export interface TimerHandle {
  readonly timerId: number;
}

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clear(handle: TimerHandle | undefined): void;
}
export const Clock = Symbol.for('Clock');
