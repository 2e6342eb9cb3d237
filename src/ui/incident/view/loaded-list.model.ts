import { runInAction } from 'mobx';
import type { CallFailure } from '../../../application/shared/failure';
import { NewestAnswer } from '../../../application/shared/newest-answer';
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
  private readonly answers = new NewestAnswer();

  constructor(
    private readonly source: IncidentListSource<T>,
    private readonly incidentId: string,
  ) {
    makeObservableExcept(this, ['source', 'incidentId', 'answers']);
  }

  start(): void {
    const current = this.answers.begin();
    void this.source.execute({ incidentId: this.incidentId }).then((result) => {
      if (!current()) return;
      runInAction(() => {
        this.state = result.ok ? 'loaded' : 'failed';
        if (result.ok) this.items = result.value;
      });
    });
  }

  dispose(): void {
    this.answers.drop();
  }
}
