import { makeAutoObservable, type AnnotationsMap } from 'mobx';

/**
 * makeAutoObservable for a view model or a UI model, naming only what MobX must leave alone: its dependencies and
 * parameters, and the models, handles and flags it keeps for itself. Every other field is observable, every getter
 * computed and every method an action. A name the object does not have is a mistake (MobX would say nothing): it throws.
 */
export function makeObservableExcept(target: object, plain: readonly string[]): void {
  for (const name of plain) {
    if (!(name in target)) throw new Error(`makeObservableExcept: ${target.constructor.name} has no member '${name}'`);
  }
  makeAutoObservable(target, Object.fromEntries(plain.map((name) => [name, false])) as AnnotationsMap<object, never>);
}
