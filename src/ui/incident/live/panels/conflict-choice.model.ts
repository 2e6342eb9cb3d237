import type { ConflictSide, OtherEdit } from '../../../../application/incidents/incident-edit.types';
import type { EditPart } from '../../../../domain/incident-form/edit-merge';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/**
 * The conflict dialog's choices before the one save: a side for each part both operators changed. Nothing is chosen
 * for the operator: Save waits until every part shown has a side.
 */
export class ConflictChoiceModel {
  sides: Readonly<Partial<Record<EditPart, ConflictSide>>> = {};

  constructor() {
    makeObservableExcept(this, []);
  }

  side(part: EditPart): ConflictSide | null {
    return this.sides[part] ?? null;
  }

  choose(part: EditPart, side: ConflictSide): void {
    this.sides = { ...this.sides, [part]: side };
  }

  /** Whether every part in conflict has a side. */
  decided(conflict: readonly OtherEdit[] | null): boolean {
    return conflict !== null && conflict.length > 0 && conflict.every((edit) => this.sides[edit.part] !== undefined);
  }

  clear(): void {
    this.sides = {};
  }
}
