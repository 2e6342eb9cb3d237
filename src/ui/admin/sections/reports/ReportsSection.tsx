import { Alert, Button, Card, HStack, SimpleGrid, Skeleton, SkeletonText, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RangePicker } from '../../../shared/RangePicker';
import { SectionHeader } from '../../../shared/SectionHeader';
import { useSectionViewModel } from '../../resource/use-admin-section';
import type { SheetTable } from './report-sheet';
import { createReportsViewModel } from './reports.view-model';
import { cardRecipe } from '../../../theme/recipes/card';

/** One table of the report, named by its caption. */
function ReportTable({ table }: { readonly table: SheetTable }) {
  const { t } = useTranslation();
  return (
    <Card.Root recipe={cardRecipe} as="section" aria-labelledby={`report-${table.id}`} size="sm" height="full">
      <Card.Body gap="2">
        <Text id={`report-${table.id}`} fontWeight="semibold">
          {table.caption}
        </Text>
        {table.rows.length === 0 ? (
          <Text color="fg.muted">{t('admin.reports.empty')}</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-labelledby={`report-${table.id}`}>
              <Table.Header>
                <Table.Row>
                  {table.headers.map((header, i) => (
                    <Table.ColumnHeader key={header} textAlign={i === 0 ? 'start' : 'end'}>
                      {header}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {table.rows.map((row) => (
                  <Table.Row key={row[0]}>
                    {row.map((cell, i) => (
                      <Table.Cell key={i} textAlign={i === 0 ? 'start' : 'end'}>
                        {cell}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The report's place while its figures are read: placeholders, never a count. */
function LoadingReport() {
  return (
    <Stack gap="4" aria-hidden>
      <SkeletonText noOfLines={3} maxW="md" />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="40" />
        ))}
      </SimpleGrid>
      <Skeleton height="32" />
    </Stack>
  );
}

/**
 * SPEC §2 admin section 'reports': a range of days for the signed-in tenant; counts by status, category and channel,
 * response times, each operator's activity; exported as CSV or PDF (jsPDF loaded on the first PDF) once every figure
 * of the range is read.
 */
export default observer(function ReportsSection() {
  const { t, i18n } = useTranslation();
  const { vm } = useSectionViewModel('reports', createReportsViewModel);
  const model = vm.model;
  const sheet = vm.sheet(t, i18n.language);
  return (
    // Busy while the range's figures are read: a screen reader waits for the report, not the skeleton.
    <Stack gap="5" aria-busy={model.status === 'loading'}>
      <Stack gap="1">
        <SectionHeader id="reports-title" level="h1" title={t('admin.reports.title')}>
          <HStack gap="2">
            <Button size="sm" variant="outline" disabled={!sheet} onClick={() => vm.exportCsv(t, i18n.language)}>
              {t('admin.reports.export_csv')}
            </Button>
            <Button size="sm" disabled={!sheet} loading={vm.exporting === 'pdf'} onClick={() => void vm.exportPdf(t, i18n.language)}>
              {t('admin.reports.export_pdf')}
            </Button>
          </HStack>
        </SectionHeader>
        <Text color="fg.muted">{t('admin.reports.intro')}</Text>
      </Stack>
      <RangePicker vm={model.choice} />
      {model.status === 'failed' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t(model.failureKey ?? 'call_failure.unexpected')}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => void model.load()}>
            {t('admin.figures.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {model.status === 'loading' ? (
        <HStack>
          <Spinner size="sm" />
          <Text>
            {model.progress
              ? t('admin.figures.progress', { read: model.progress.read, of: model.progress.of })
              : t('admin.figures.loading')}
          </Text>
        </HStack>
      ) : null}
      {model.status === 'loading' ? <LoadingReport /> : null}
      {sheet ? (
        <Stack gap="4">
          <Stack gap="0">
            {sheet.lines.map((line) => (
              <Text key={line} fontWeight={line === sheet.lines.at(-1) ? 'bold' : 'normal'}>
                {line}
              </Text>
            ))}
          </Stack>
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
            {sheet.tables.slice(0, 3).map((table) => (
              <ReportTable key={table.id} table={table} />
            ))}
          </SimpleGrid>
          {sheet.tables.slice(3).map((table) => (
            <ReportTable key={table.id} table={table} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
});
