import type { EntityId } from '../../../domain/incident/incident';
import { RowActions } from '../resource/RowActions';

/** What a section beside a map does with a row's record. */
export interface MapRowsViewModel<T> {
  readonly list: { askRemove(record: T): void; nameOf(record: T): string; idOf(record: T): EntityId };
  showOnMap(record: T): void;
  openEdit(record: T): void;
}

/** The row actions of a list beside a map: show the record on the map, edit it, delete it (`<words>.show`, `.edit`, `.delete`). */
export function MapRowActions<T>({ words, vm, record }: { readonly words: string; readonly vm: MapRowsViewModel<T>; readonly record: T }) {
  return (
    <RowActions
      words={words}
      name={vm.list.nameOf(record)}
      buttons={[
        { key: 'show', onSelect: () => vm.showOnMap(record) },
        { key: 'edit', onSelect: () => vm.openEdit(record) },
        { key: 'delete', tone: 'danger', onSelect: () => vm.list.askRemove(record) },
      ]}
    />
  );
}
