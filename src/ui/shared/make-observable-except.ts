import { makeAutoObservable, observableRef, type AnnotationsMap } from 'mobx';

/** Fields kept observable by reference only: MobX watches the field, never the object or list it holds. */
export interface ObservableExceptOptions {
  readonly byReference?: readonly string[];
}

/**
 * The one way the UI makes an object observable (eslint forbids `makeAutoObservable` and `makeObservable` elsewhere):
 * makeAutoObservable for a view model or a UI model, naming only what MobX must leave alone: its dependencies and
 * parameters, and the models, handles and flags it keeps for itself. Every other field is observable, every getter
 * computed and every method an action; a field named in `byReference` is observable by reference (a record list, a
 * chosen record), so MobX neither copies nor deepens what it holds. A name the object does not have is a mistake
 * (MobX would say nothing): it throws.
 */
export function makeObservableExcept(target: object, plain: readonly string[], options: ObservableExceptOptions = {}): void {
  const byReference = options.byReference ?? [];
  for (const name of [...plain, ...byReference]) {
    if (!(name in target)) throw new Error(`makeObservableExcept: ${target.constructor.name} has no member '${name}'`);
  }
  const annotations = Object.fromEntries([
    ...plain.map((name) => [name, false] as const),
    ...byReference.map((name) => [name, observableRef] as const),
  ]);
  makeAutoObservable(target, annotations as AnnotationsMap<object, never>);
}
