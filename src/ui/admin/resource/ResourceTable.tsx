import { Box, Button, Skeleton, Table, type SystemStyleObject } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { autorun } from 'mobx';
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFittedColumns, type DroppableColumn } from './fitted-columns';
import { STICKY_ACTIONS, useListTableCss } from './list-table-styles';
import type { ResourceListViewModel } from './resource-list.view-model';
import { ListRowsProvider, useListRows } from './RowMenus';
import { useFollowed } from '../../shared/use-followed';

/**
 * A column of a resource list: its header, whether it sorts (by its key), how a record's cell reads, and whether a
 * frame too narrow for the whole table leaves it out (`dropOrder`: 1 first; a column without one always shows).
 */
export interface ResourceColumn<T> extends DroppableColumn {
  readonly key: string;
  readonly label: string;
  readonly sortable?: boolean;
  readonly render: (record: T) => ReactNode;
}

export interface ResourceTableProps<T> {
  readonly vm: ResourceListViewModel<T>;
  /** The table's accessible name (the section's title). */
  readonly label: string;
  readonly columns: readonly ResourceColumn<T>[];
  /** The row's own buttons or menu, in the last column. */
  readonly rowActions?: (record: T) => ReactNode;
  /** The section's rules for the plain elements its cells render (see useListTableCss); a constant. */
  readonly cellCss?: SystemStyleObject;
}

const SKELETON_ROWS = 5;

const SORT_MARK = { ascending: '▲', descending: '▼', none: '↕' } as const;

/**
 * The list's table: sortable headers (aria-sort), a selection column where records may be deleted, row actions. The
 * table renders once: the header cells, the rows and `aria-busy` each follow only what they show, so a page, a sort
 * or a filter renders the new rows (and the header cells whose order changed), and the rows are plain elements the
 * table's root styles (see list-table-styles). While another page loads, the rows shown stay, the table busy.
 */
export function ResourceTable<T>({ vm, label, columns, rowActions, cellCss }: ResourceTableProps<T>) {
  const listCss = useListTableCss(cellCss);
  const frame = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const droppedCss = useFittedColumns(frame, table, columns);
  const css = useMemo(() => ({ ...listCss, ...droppedCss }), [listCss, droppedCss]);
  // Set on the element as the list's status changes, not by rendering the table (and its styles) again.
  useLayoutEffect(() => autorun(() => table.current?.setAttribute('aria-busy', String(vm.status === 'loading'))), [vm]);
  return (
    <Table.ScrollArea ref={frame} borderWidth="1px" rounded="md">
      <Table.Root ref={table} size="sm" aria-label={label} interactive css={css}>
        <ResourceTableHead vm={vm} columns={columns} actions={rowActions !== undefined} />
        <Table.Body>
          <ListRowsProvider>
            <ResourceRows
              vm={vm}
              columns={columns}
              rowActions={rowActions}
              width={columns.length + (vm.canRemove ? 1 : 0) + (rowActions ? 1 : 0)}
            />
          </ListRowsProvider>
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The page's rows; a skeleton while the first page loads. */
const ResourceRows = observer(function ResourceRows<T>({
  vm,
  columns,
  rowActions,
  width,
}: Pick<ResourceTableProps<T>, 'vm' | 'columns' | 'rowActions'> & { readonly width: number }) {
  const skeleton = useFollowed(() => vm.status === 'loading' && vm.items.length === 0);
  if (skeleton)
    return Array.from({ length: SKELETON_ROWS }, (_, row) => (
      <tr key={row}>
        {Array.from({ length: width }, (_, cell) => (
          <td key={cell}>
            <Skeleton height="4" />
          </td>
        ))}
      </tr>
    ));
  // Keyed by place on the page: another page, sort or filter changes the rows' text in place rather than making new
  // rows (a row holds no state of its record's: its check box and buttons read the record it is given).
  return vm.items.map((record, place) => (
    <ResourceRow key={place} vm={vm} record={record} columns={columns} rowActions={rowActions} selectable={vm.canRemove} />
  ));
}) as <T>(props: Pick<ResourceTableProps<T>, 'vm' | 'columns' | 'rowActions'> & { readonly width: number }) => ReactNode;

interface ResourceTableHeadProps<T> {
  readonly vm: ResourceListViewModel<T>;
  readonly columns: readonly ResourceColumn<T>[];
  readonly actions: boolean;
}

/** The header row: the page's selection, the sortable headers and the actions' heading. */
function ResourceTableHead<T>({ vm, columns, actions }: ResourceTableHeadProps<T>) {
  const { t } = useTranslation();
  return (
    <Table.Header>
      <Table.Row>
        {vm.canRemove ? (
          <Table.ColumnHeader width="10">
            <SelectPage vm={vm} label={t('admin.list.select_page')} />
          </Table.ColumnHeader>
        ) : null}
        {columns.map((column) =>
          column.sortable ? (
            <SortHeader key={column.key} vm={vm} field={column.key} label={column.label} />
          ) : (
            <Table.ColumnHeader key={column.key} data-col={column.key}>
              {column.label}
            </Table.ColumnHeader>
          ),
        )}
        {actions ? (
          <Table.ColumnHeader textAlign="end" {...STICKY_ACTIONS}>
            {t('admin.list.actions')}
          </Table.ColumnHeader>
        ) : null}
      </Table.Row>
    </Table.Header>
  );
}

/** The page's selection box: all, some (indeterminate) or none of the page's rows selected. */
const SelectPage = observer(function SelectPage<T>({ vm, label }: { readonly vm: ResourceListViewModel<T>; readonly label: string }) {
  const all = useFollowed(() => vm.allSelected);
  const some = useFollowed(() => vm.someSelected);
  const none = useFollowed(() => vm.selectable.length === 0);
  return (
    <input
      type="checkbox"
      data-row-check=""
      // Some of the page's rows selected, not all: neither checked nor unchecked.
      ref={(input) => {
        if (input) input.indeterminate = some;
      }}
      checked={all}
      disabled={none}
      aria-label={label}
      onChange={() => vm.toggleAll()}
    />
  );
}) as <T>(props: { readonly vm: ResourceListViewModel<T>; readonly label: string }) => ReactNode;

/** A sortable column's header: renders again only when its own order changes. */
const SortHeader = observer(function SortHeader<T>({
  vm,
  field,
  label,
}: {
  readonly vm: ResourceListViewModel<T>;
  readonly field: string;
  readonly label: string;
}) {
  const order = useFollowed(() => vm.sortOrder(field));
  return (
    <Table.ColumnHeader aria-sort={order} data-col={field}>
      <Button variant="plain" size="sm" px="0" fontWeight="semibold" onClick={() => vm.toggleSort(field)}>
        {label}
        <Box as="span" aria-hidden="true" color={order === 'none' ? 'fg.subtle' : undefined}>
          {SORT_MARK[order]}
        </Box>
      </Button>
    </Table.ColumnHeader>
  );
}) as <T>(props: { readonly vm: ResourceListViewModel<T>; readonly field: string; readonly label: string }) => ReactNode;

interface ResourceRowProps<T> extends Pick<ResourceTableProps<T>, 'vm' | 'columns' | 'rowActions'> {
  readonly record: T;
  readonly selectable: boolean;
}

/**
 * One row of the page, on its own: it renders again only when its record or its selection changes, not when the list
 * is loading around it (its props are the same record and the same columns then); given another record (a page, a
 * sort, a filter), it changes its cells in place.
 */
const ResourceRow = observer(function ResourceRow<T>({ vm, record, columns, rowActions, selectable }: ResourceRowProps<T>) {
  const rows = useListRows();
  if (!rows) throw new Error('A list row renders inside its table.');
  const selected = vm.isSelected(record);
  return (
    <tr data-selected={selected ? '' : undefined}>
      {selectable ? (
        <td>
          <input
            type="checkbox"
            data-row-check=""
            checked={selected}
            disabled={!vm.mayRemove(record)}
            aria-label={rows.words.named('admin.list.select_record')(vm.nameOf(record))}
            onChange={() => vm.toggleSelected(record)}
          />
        </td>
      ) : null}
      {columns.map((column) => (
        <td key={column.key} data-col={column.key}>
          {column.render(record)}
        </td>
      ))}
      {rowActions ? <td data-actions="">{rowActions(record)}</td> : null}
    </tr>
  );
}) as <T>(props: ResourceRowProps<T>) => ReactNode;
