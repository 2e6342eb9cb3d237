import { Alert, Box, Button, Field, Flex, HStack, Input, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { OptionsSelect } from '../../shared/OptionsSelect';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { DateField } from '../../shared/DateField';
import { useHashSearch } from '../../shared/hash-location';
import { useFollowed } from '../../shared/use-followed';
import { PlusIcon } from '../../shared/icons';
import { noticeText } from '../../shared/notice-text';
import { Paginator } from './Paginator';
import type { ResourceListViewModel } from './resource-list.view-model';
import { ResourceTable, type ResourceColumn } from './ResourceTable';

export interface ResourceListViewProps<T> {
  readonly vm: ResourceListViewModel<T>;
  /** The list's name (the section's title): the table's accessible name. */
  readonly label: string;
  readonly columns: readonly ResourceColumn<T>[];
  /** The search box's label ('Search users'). */
  readonly searchLabel: string;
  /** The section's filters (ListFilterSelect …), always shown beside the search. */
  readonly filters?: ReactNode;
  readonly createLabel?: string;
  readonly onCreate?: () => void;
  readonly rowActions?: (record: T) => ReactNode;
  /** What the empty list says when nothing was searched or filtered. */
  readonly emptyText: string;
  /** What deleting means for this resource, in the delete confirmation (a generic 'cannot be undone' otherwise). */
  readonly removeText?: string;
  /** The section's rules for the plain elements its cells render (ResourceTable); a constant. */
  readonly cellCss?: SystemStyleObject;
}

/**
 * A resource list as an administrator uses it: search, filters, create, export and bulk delete above the table; the
 * paginator below; a skeleton while loading, the empty and failed states, and the delete confirmations. Each part
 * follows only what it shows, so a page, a sort or a filter renders the rows, the count and the paginator, not the
 * toolbar, the filters or the dialogs.
 */
export function ResourceListView<T>(props: ResourceListViewProps<T>) {
  const { vm } = props;
  return (
    <Stack gap="4">
      <FollowRoute vm={vm} />
      <Toolbar {...props} />
      <ListTotal vm={vm} />
      <ListBody {...props} />
      <RemoveDialog vm={vm} text={props.removeText} />
    </Stack>
  );
}

/** Back, forward and links move the list through the route's query; only this follows it. */
function FollowRoute<T>({ vm }: { readonly vm: ResourceListViewModel<T> }) {
  const search = useHashSearch();
  useEffect(() => vm.syncFromRoute(Object.fromEntries(new URLSearchParams(search))), [vm, search]);
  return null;
}

/** The list's total; while another page loads, the total of the rows shown. */
const ListTotal = observer(function ListTotal<T>({ vm }: { readonly vm: ResourceListViewModel<T> }) {
  const { t } = useTranslation();
  const total = useFollowed(() => (vm.status === 'ready' || (vm.status === 'loading' && vm.items.length > 0) ? vm.total : null));
  return (
    <Text textStyle="sm" color="fg.muted" aria-live="polite">
      {total === null ? t('common.loading') : t('admin.list.total', { count: total })}
    </Text>
  );
}) as <T>(props: { readonly vm: ResourceListViewModel<T> }) => ReactNode;

/** The table and its paginator; or why the list is empty, or why it failed. */
const ListBody = observer(function ListBody<T>(props: ResourceListViewProps<T>) {
  const { vm } = props;
  const { t } = useTranslation();
  const failed = useFollowed(() => vm.status === 'failed');
  if (failed)
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('admin.list.load_failed')}</Alert.Title>
          {vm.failure ? <Alert.Description>{noticeText(t, vm.failure)}</Alert.Description> : null}
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => vm.retry()}>
          {t('admin.list.retry')}
        </Button>
      </Alert.Root>
    );
  if (vm.isEmpty)
    return (
      <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="8" textAlign="center">
        <Text mb="4">{vm.isFiltered ? t('admin.list.no_match') : props.emptyText}</Text>
        {vm.isFiltered ? (
          <Button variant="outline" onClick={() => vm.clearFilters()}>
            {t('admin.list.clear_filters')}
          </Button>
        ) : props.onCreate && props.createLabel ? (
          <Button colorPalette="blue" onClick={props.onCreate}>
            <PlusIcon /> {props.createLabel}
          </Button>
        ) : null}
      </Box>
    );
  return (
    <Box>
      <StaleRows vm={vm} />
      <ResourceTable vm={vm} label={props.label} columns={props.columns} rowActions={props.rowActions} cellCss={props.cellCss} />
      <Paginator vm={vm} />
    </Box>
  );
}) as <T>(props: ResourceListViewProps<T>) => ReactNode;

/** The rows shown could not be read again (a list opened again, a timed refresh): they may be out of date. */
const StaleRows = observer(function StaleRows<T>({ vm }: { readonly vm: ResourceListViewModel<T> }) {
  const { t } = useTranslation();
  const stale = useFollowed(() => vm.stale);
  if (!stale) return null;
  return (
    <Alert.Root status="warning" role="status" mb="3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('admin.list.stale')}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={() => vm.retry()}>
        {t('admin.list.retry')}
      </Button>
    </Alert.Root>
  );
}) as <T>(props: { readonly vm: ResourceListViewModel<T> }) => ReactNode;

const Toolbar = observer(function Toolbar<T>(props: ResourceListViewProps<T>) {
  const { vm } = props;
  const { t } = useTranslation();
  const nothing = useFollowed(() => vm.total === 0);
  return (
    <Flex wrap="wrap" gap="3" align="end">
      <Box
        as="form"
        role="search"
        width={{ base: 'full', md: '72' }}
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          vm.applySearch();
        }}
      >
        <Field.Root>
          <Field.Label>{props.searchLabel}</Field.Label>
          <SearchInput vm={vm} />
        </Field.Root>
      </Box>
      {props.filters}
      <HStack gap="2" ms="auto" wrap="wrap">
        {vm.selected.length > 0 ? (
          <Button colorPalette="red" variant="outline" onClick={() => vm.askBulkRemove()}>
            {t('admin.list.delete_selected', { count: vm.selected.length })}
          </Button>
        ) : null}
        {vm.canExport ? (
          <Button variant="outline" loading={vm.exporting} disabled={nothing} onClick={() => void vm.exportCsv()}>
            {t('admin.list.export_csv')}
          </Button>
        ) : null}
        {props.onCreate && props.createLabel ? (
          <Button colorPalette="blue" onClick={props.onCreate}>
            <PlusIcon /> {props.createLabel}
          </Button>
        ) : null}
      </HStack>
    </Flex>
  );
}) as <T>(props: ResourceListViewProps<T>) => ReactNode;

/** The search box: a key renders the box alone, not the toolbar around it. */
const SearchInput = observer(function SearchInput<T>({ vm }: { readonly vm: ResourceListViewModel<T> }) {
  return <Input type="search" value={vm.searchText} maxLength={200} onChange={(e) => vm.setSearchText(e.currentTarget.value)} />;
}) as <T>(props: { readonly vm: ResourceListViewModel<T> }) => ReactNode;

interface RemoveDialogProps<T> {
  readonly vm: ResourceListViewModel<T>;
  readonly text: string | undefined;
}

const RemoveDialog = observer(function RemoveDialog<T>({ vm, text }: RemoveDialogProps<T>) {
  const { t } = useTranslation();
  const removing = vm.removing;
  // One record (its row's Delete) or the selected ones (the bulk Delete): one question, worded for which.
  const title = removing
    ? t('admin.list.remove_title', { name: vm.nameOf(removing) })
    : t('admin.list.bulk_remove_title', { count: vm.selected.length });
  return (
    <ConfirmDialog
      open={removing !== null || vm.confirmingBulkRemove}
      title={title}
      confirmLabel={t('admin.list.remove_confirm')}
      tone="danger"
      busy={vm.busy}
      onConfirm={() => void (removing ? vm.confirmRemove() : vm.confirmBulkRemove())}
      onCancel={() => (removing ? vm.cancelRemove() : vm.cancelBulkRemove())}
    >
      {text ?? t('admin.list.remove_text')}
    </ConfirmDialog>
  );
}) as <T>(props: RemoveDialogProps<T>) => ReactNode;

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

export interface ListFilterSelectProps<T> {
  readonly vm: ResourceListViewModel<T>;
  readonly name: string;
  readonly label: string;
  /** The choices; or `values` worded by `<words>.<value>` (a status: `words="admin.devices.status"`). */
  readonly options?: readonly FilterOption[];
  readonly values?: readonly string[];
  readonly words?: string;
}

/** One always-shown filter of a list: a labelled select whose first option is 'All'. */
export const ListFilterSelect = observer(function ListFilterSelect<T>(props: ListFilterSelectProps<T>) {
  const { t } = useTranslation();
  const options = props.options ?? (props.values ?? []).map((value) => ({ value, label: t(`${props.words}.${value}`) }));
  // Renders again when its own filter changes, not on every page, sort or search of the list.
  const value = useFollowed(() => props.vm.filterValue(props.name));
  return (
    <Field.Root width={{ base: 'full', md: '48' }}>
      <Field.Label>{props.label}</Field.Label>
      <OptionsSelect
        value={value}
        options={options}
        onChange={(value) => props.vm.setFilter(props.name, value)}
        emptyLabel={t('admin.list.filter_all')}
      />
    </Field.Root>
  );
}) as <T>(props: ListFilterSelectProps<T>) => ReactNode;

/**
 * The list's days, from and to (the query's `from` and `to`, YYYY-MM-DD, each typed in the page's language), side by
 * side: when the toolbar wraps, the two wrap together rather than leaving "To" alone on a row. Each refuses a day past
 * the other.
 */
export const ListFilterDays = observer(function ListFilterDays<T>(props: {
  readonly vm: ResourceListViewModel<T>;
  readonly fromLabel: string;
  readonly toLabel: string;
}) {
  const from = useFollowed(() => props.vm.filterValue('from'));
  const to = useFollowed(() => props.vm.filterValue('to'));
  return (
    <Flex gap="3" align="start" wrap={{ base: 'wrap', md: 'nowrap' }} width={{ base: 'full', md: 'auto' }}>
      <DateField label={props.fromLabel} value={from} max={to} onChange={(day) => props.vm.setFilter('from', day)} />
      <DateField label={props.toLabel} value={to} min={from} onChange={(day) => props.vm.setFilter('to', day)} />
    </Flex>
  );
}) as <T>(props: { readonly vm: ResourceListViewModel<T>; readonly fromLabel: string; readonly toLabel: string }) => ReactNode;
