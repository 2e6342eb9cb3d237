import { Box, Button, Checkbox, Skeleton, Table } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
}

const SKELETON_ROWS = 5;

const SORT_MARK = { ascending: '▲', descending: '▼', none: '↕' } as const;

/**
 * The row actions' column stays at the frame's right edge while a wide table scrolls sideways under it (a narrow
 * screen, a long e-mail), so Edit or Open is never cut off. Its background is the row's (hover and selection too), and
 * a line marks where the scrolled columns pass under it.
 */
const STICKY_ACTIONS = {
  position: 'sticky',
  insetInlineEnd: '0',
  zIndex: '1',
  bg: 'inherit',
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)',
} as const;

/** The list's table: sortable headers (aria-sort), a selection column where records may be deleted, row actions. */
export const ResourceTable = observer(function ResourceTable<T>({ vm, label, columns, rowActions }: ResourceTableProps<T>) {
  const { t } = useTranslation();
  const selectable = vm.canRemove;
  const width = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label} aria-busy={vm.status === 'loading'} interactive>
        <Table.Header>
          <Table.Row>
            {selectable ? (
              <Table.ColumnHeader width="10">
                <Checkbox.Root
                  size="sm"
                  checked={vm.allSelected ? true : vm.someSelected ? 'indeterminate' : false}
                  disabled={vm.selectable.length === 0}
                  onCheckedChange={() => vm.toggleAll()}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label srOnly>{t('admin.list.select_page')}</Checkbox.Label>
                </Checkbox.Root>
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
            {rowActions ? (
              <Table.ColumnHeader textAlign="end" {...STICKY_ACTIONS}>
                {t('admin.list.actions')}
              </Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {vm.status === 'loading' && vm.items.length === 0
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <Table.Row key={row}>
                  {Array.from({ length: width }, (_, cell) => (
                    <Table.Cell key={cell}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
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
    <Table.Row data-selected={selected ? '' : undefined}>
      {selectable ? (
        <Table.Cell>
          <Checkbox.Root size="sm" checked={selected} disabled={!vm.mayRemove(record)} onCheckedChange={() => vm.toggleSelected(record)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label srOnly>{t('admin.list.select_record', { name: vm.nameOf(record) })}</Checkbox.Label>
          </Checkbox.Root>
        </Table.Cell>
      ) : null}
      {columns.map((column) => (
        <Table.Cell key={column.key}>{column.render(record)}</Table.Cell>
      ))}
      {rowActions ? (
        <Table.Cell textAlign="end" {...STICKY_ACTIONS}>
          {rowActions(record)}
        </Table.Cell>
      ) : null}
    </Table.Row>
  );
}) as <T>(props: ResourceRowProps<T>) => ReactNode;
