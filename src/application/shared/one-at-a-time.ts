/** What a use case answers when asked again while its one call is still running. */
export interface Busy {
  readonly kind: 'busy';
}

/**
 * One call at a time: `busy` while a call runs, so a use case refuses a second send (a double click) before it starts
 * anything, instead of sending twice.
 */
export class OneAtATime {
  private running = false;

  get busy(): boolean {
    return this.running;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.running = true;
    try {
      return await work();
    } finally {
      this.running = false;
    }
  }
}
