import { Button, Field, Flex, HStack, Skeleton, Text } from '@chakra-ui/react';
import { OptionsSelect, plainOptions } from '../../shared/OptionsSelect';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../domain/admin/list-query';
import { useFollowed } from '../../shared/use-followed';
import type { ResourceListViewModel } from './resource-list.view-model';

interface PaginatorProps<T> {
  readonly vm: ResourceListViewModel<T>;
}

const PAGE_SIZE_OPTIONS = plainOptions(PAGE_SIZES);

/**
 * SPEC §9 Paginator: rows per page (1, 5, 10, 20, 30, 50, 100; 10 by default), the rows shown, and page steps. Each
 * part follows only what it shows: a page step renders the range, the page number and the steps that changed.
 */
export function Paginator<T>({ vm }: PaginatorProps<T>) {
  const { t } = useTranslation();
  return (
    <Flex as="nav" aria-label={t('admin.list.pagination')} wrap="wrap" gap="4" align="center" justify="space-between" pt="3">
      <HStack gap="2">
        <Field.Root orientation="horizontal" gap="2" width="auto">
          <Field.Label textStyle="sm" whiteSpace="nowrap">
            {t('admin.list.per_page')}
          </Field.Label>
          <PageSize vm={vm} />
        </Field.Root>
        <PageRange vm={vm} />
      </HStack>
      <HStack gap="2">
        <PageStep vm={vm} label={t('admin.list.first_page')} to={() => 1} back />
        <PageStep vm={vm} label={t('admin.list.previous_page')} to={(page) => page - 1} back />
        <PageNumber vm={vm} />
        <PageStep vm={vm} label={t('admin.list.next_page')} to={(page) => page + 1} />
        <PageStep vm={vm} label={t('admin.list.last_page')} to={(_, last) => last} />
      </HStack>
    </Flex>
  );
}

const PageSize = observer(function PageSize<T>({ vm }: PaginatorProps<T>) {
  const perPage = useFollowed(() => vm.query.perPage);
  return (
    <OptionsSelect
      size="sm"
      width="20"
      value={String(perPage)}
      options={PAGE_SIZE_OPTIONS}
      onChange={(value) => vm.setPerPage(Number(value))}
    />
  );
}) as <T>(props: PaginatorProps<T>) => React.ReactNode;

/** Whether the list has answered (or shows the rows of an earlier answer): before that its figures would read a false zero. */
const answered = <T,>(vm: ResourceListViewModel<T>) => vm.status === 'ready' || vm.items.length > 0;

const PageRange = observer(function PageRange<T>({ vm }: PaginatorProps<T>) {
  const { t } = useTranslation();
  // A skeleton until the first answer: "0–0 of 0" while loading is a false zero.
  if (!answered(vm)) return <Skeleton height="4" width="16" />;
  return (
    <Text textStyle="sm" aria-live="polite">
      {t('admin.list.range', { from: vm.range.from, to: vm.range.to, total: vm.total })}
    </Text>
  );
}) as <T>(props: PaginatorProps<T>) => React.ReactNode;

const PageNumber = observer(function PageNumber<T>({ vm }: PaginatorProps<T>) {
  const { t } = useTranslation();
  if (!answered(vm)) return <Skeleton height="4" width="20" />;
  return <Text textStyle="sm">{t('admin.list.page_of', { page: vm.query.page, pages: vm.lastPage })}</Text>;
}) as <T>(props: PaginatorProps<T>) => React.ReactNode;

/** One step: to the page `to` gives for the page shown and the last; unavailable on the first page (`back`) or the last. */
const PageStep = observer(function PageStep<T>({
  vm,
  label,
  to,
  back = false,
}: PaginatorProps<T> & { readonly label: string; readonly to: (page: number, last: number) => number; readonly back?: boolean }) {
  const disabled = useFollowed(() => (back ? vm.query.page <= 1 : vm.query.page >= vm.lastPage));
  return (
    <Button size="sm" variant="outline" aria-label={label} disabled={disabled} onClick={() => vm.goToPage(to(vm.query.page, vm.lastPage))}>
      {label}
    </Button>
  );
}) as <T>(
  props: PaginatorProps<T> & { readonly label: string; readonly to: (page: number, last: number) => number; readonly back?: boolean },
) => React.ReactNode;
