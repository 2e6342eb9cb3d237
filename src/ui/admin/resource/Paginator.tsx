import { Button, Field, Flex, HStack, Text } from '@chakra-ui/react';
import { OptionsSelect, plainOptions } from '../../shared/OptionsSelect';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../domain/admin/list-query';
import type { ResourceListViewModel } from './resource-list.view-model';

/** SPEC §9 Paginator: rows per page (1, 5, 10, 20, 30, 50, 100; 10 by default), the rows shown, and page steps. */
export const Paginator = observer(function Paginator<T>({ vm }: { readonly vm: ResourceListViewModel<T> }) {
  const { t } = useTranslation();
  const { page } = vm.query;
  const last = vm.lastPage;
  const step = (label: string, to: number, disabled: boolean) => (
    <Button size="sm" variant="outline" aria-label={label} disabled={disabled || vm.status === 'loading'} onClick={() => vm.goToPage(to)}>
      {label}
    </Button>
  );
  return (
    <Flex as="nav" aria-label={t('admin.list.pagination')} wrap="wrap" gap="4" align="center" justify="space-between" pt="3">
      <HStack gap="2">
        <Field.Root orientation="horizontal" gap="2" width="auto">
          <Field.Label textStyle="sm" whiteSpace="nowrap">
            {t('admin.list.per_page')}
          </Field.Label>
          <OptionsSelect
            size="sm"
            width="20"
            value={String(vm.query.perPage)}
            options={plainOptions(PAGE_SIZES)}
            onChange={(value) => vm.setPerPage(Number(value))}
          />
        </Field.Root>
        <Text textStyle="sm" aria-live="polite">
          {t('admin.list.range', { from: vm.range.from, to: vm.range.to, total: vm.total })}
        </Text>
      </HStack>
      <HStack gap="2">
        {step(t('admin.list.first_page'), 1, page <= 1)}
        {step(t('admin.list.previous_page'), page - 1, page <= 1)}
        <Text textStyle="sm">{t('admin.list.page_of', { page, pages: last })}</Text>
        {step(t('admin.list.next_page'), page + 1, page >= last)}
        {step(t('admin.list.last_page'), last, page >= last)}
      </HStack>
    </Flex>
  );
});
