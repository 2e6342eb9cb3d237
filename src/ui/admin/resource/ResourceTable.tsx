import { Box, Button, Skeleton, Table, type SystemStyleObject } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STICKY_ACTIONS, useListTableCss } from './list-table-styles';
import type { ResourceListViewModel } from './resource-list.view-model';

/** A column of a resource list: its header, whether it sorts (by its key), and how a record's cell reads. */
export interface ResourceColumn<T> {
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
 * header renders on its own (a new page of rows leaves it as it is), and the rows are plain elements the table's
 * root styles (see list-table-styles).
 */
export const ResourceTable = observer(function ResourceTable<T>({ vm, label, columns, rowActions, cellCss }: ResourceTableProps<T>) {
  const css = useListTableCss(cellCss);
  const selectable = vm.canRemove;
  const width = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label} aria-busy={vm.status === 'loading'} interactive css={css}>
        <ResourceTableHead vm={vm} columns={columns} actions={rowActions !== undefined} />
        <Table.Body>
          {vm.status === 'loading' && vm.items.length === 0
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <tr key={row}>
                  {Array.from({ length: width }, (_, cell) => (
                    <td key={cell}>
                      <Skeleton height="4" />
                    </td>
                  ))}
                </tr>
              ))
            : vm.items.map((record) => (
                <ResourceRow
                  key={String(vm.idOf(record))}
                  vm={vm}
                  record={record}
                  columns={columns}
                  rowActions={rowActions}
                  selectable={selectable}
                />
              ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}) as <T>(props: ResourceTableProps<T>) => ReactNode;

interface ResourceTableHeadProps<T> {
  readonly vm: ResourceListViewModel<T>;
  readonly columns: readonly ResourceColumn<T>[];
  readonly actions: boolean;
}

/** The header row: the page's selection, the sortable headers and the actions' heading. */
const ResourceTableHead = observer(function ResourceTableHead<T>({ vm, columns, actions }: ResourceTableHeadProps<T>) {
  const { t } = useTranslation();
  return (
    <Table.Header>
      <Table.Row>
        {vm.canRemove ? (
          <Table.ColumnHeader width="10">
            <input
              type="checkbox"
              data-row-check=""
              // Some of the page's rows selected, not all: neither checked nor unchecked.
              ref={(input) => {
                if (input) input.indeterminate = vm.someSelected;
              }}
              checked={vm.allSelected}
              disabled={vm.selectable.length === 0}
              aria-label={t('admin.list.select_page')}
              onChange={() => vm.toggleAll()}
            />
          </Table.ColumnHeader>
        ) : null}
        {columns.map((column) => (
          <Table.ColumnHeader key={column.key} aria-sort={column.sortable ? vm.sortOrder(column.key) : undefined}>
            {column.sortable ? (
              <Button variant="plain" size="sm" px="0" fontWeight="semibold" onClick={() => vm.toggleSort(column.key)}>
                {column.label}
                <Box as="span" aria-hidden="true" color={vm.sortOrder(column.key) === 'none' ? 'fg.subtle' : undefined}>
                  {SORT_MARK[vm.sortOrder(column.key)]}
                </Box>
              </Button>
            ) : (
              column.label
            )}
          </Table.ColumnHeader>
        ))}
        {actions ? (
          <Table.ColumnHeader textAlign="end" {...STICKY_ACTIONS}>
            {t('admin.list.actions')}
          </Table.ColumnHeader>
        ) : null}
      </Table.Row>
    </Table.Header>
  );
}) as <T>(props: ResourceTableHeadProps<T>) => ReactNode;

interface ResourceRowProps<T> extends Pick<ResourceTableProps<T>, 'vm' | 'columns' | 'rowActions'> {
  readonly record: T;
  readonly selectable: boolean;
}

/**
 * One record's row, on its own: it renders again only when its record or its selection changes, not when the list
 * is loading, re-sorted or filtered around it (its props are the same record and the same columns then).
 */
const ResourceRow = observer(function ResourceRow<T>({ vm, record, columns, rowActions, selectable }: ResourceRowProps<T>) {
  const { t } = useTranslation();
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
            aria-label={t('admin.list.select_record', { name: vm.nameOf(record) })}
            onChange={() => vm.toggleSelected(record)}
          />
        </td>
      ) : null}
      {columns.map((column) => (
        <td key={column.key}>{column.render(record)}</td>
      ))}
      {rowActions ? <td data-actions="">{rowActions(record)}</td> : null}
    </tr>
  );
}) as <T>(props: ResourceRowProps<T>) => ReactNode;
