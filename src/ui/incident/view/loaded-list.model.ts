import { runInAction } from 'mobx';
import type { CallFailure } from '../../../application/shared/failure';
import type { Result } from '../../../domain/shared/result';
import { makeObservableExcept } from '../../shared/make-observable-except';

/** A use case answering a list about the incident on screen. */
export interface IncidentListSource<T> {
  execute(input: { readonly incidentId: string | number }): Promise<Result<readonly T[], CallFailure>>;
}

/** A list read for the incident on screen (its recordings, linked incidents, message records); a late answer is dropped. */
export class LoadedList<T> {
  items: readonly T[] = [];
  state: 'loading' | 'loaded' | 'failed' = 'loading';
  private run = 0;

  constructor(
    private readonly source: IncidentListSource<T>,
    private readonly incidentId: string,
  ) {
    makeObservableExcept(this, ['source', 'incidentId', 'run']);
  }

  start(): void {
    const run = ++this.run;
    void this.source.execute({ incidentId: this.incidentId }).then((result) => {
      if (run !== this.run) return;
      runInAction(() => {
        this.state = result.ok ? 'loaded' : 'failed';
        if (result.ok) this.items = result.value;
      });
    });
  }

  dispose(): void {
    this.run++;
  }
}
