import type { Clock, TimerHandle } from '../../application/ports/clock.port';

/** The browser's (or Node's) own clock and timers. */
export class SystemClock implements Clock {
  private readonly handles = new Map<number, { kind: 'timeout' | 'interval'; native: ReturnType<typeof globalThis.setTimeout> }>();
  private nextId = 1;

  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const timerId = this.nextId++;
    const native = globalThis.setTimeout(() => {
      this.handles.delete(timerId);
      callback();
    }, ms);
    this.handles.set(timerId, { kind: 'timeout', native });
    return { timerId };
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    const timerId = this.nextId++;
    this.handles.set(timerId, { kind: 'interval', native: globalThis.setInterval(callback, ms) });
    return { timerId };
  }

  clear(handle: TimerHandle | undefined): void {
    if (!handle) return;
    const entry = this.handles.get(handle.timerId);
    if (!entry) return;
    if (entry.kind === 'timeout') globalThis.clearTimeout(entry.native);
    else globalThis.clearInterval(entry.native);
    this.handles.delete(handle.timerId);
  }
}
