import { Alert, Box, Button, Heading, HStack, Stack, Stat, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LazyTimeChart } from '../../../shared/charts/LazyTimeChart';
import { LIST_DATE, LIST_DATE_TIME, dateTimeText } from '../../../shared/date-text';
import { ProgressBar } from '../../../shared/ProgressBar';
import type { ResourceColumn } from '../../resource/ResourceTable';
import { SectionPage } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { createSpeedTestsViewModel, type SpeedTestRow, type SpeedTestsViewModel } from './speed-tests.view-model';
import { statRecipe } from '../../../theme/recipes/stat';

/** SPEC §2 admin section 'speed-tests' (SPEC §7 speed test): run a test, and the history (its own lazy chunk). */
export default observer(function SpeedTestsSection() {
  const { t, i18n } = useTranslation();
  const { vm } = useSectionViewModel('speed-tests', createSpeedTestsViewModel);
  const columns = historyColumns(vm, t, i18n.language);
  return (
    <SectionPage
      section="speed-tests"
      words="admin.speed-tests"
      intro
      vm={vm.list}
      columns={columns}
      above={
        <Stack gap="4">
          <RunTest vm={vm} />
          <History vm={vm} />
        </Stack>
      }
      selects={[{ name: 'user', options: vm.users.options }]}
    />
  );
});

/** The history's columns: when, whose, how fast. */
function historyColumns(vm: SpeedTestsViewModel, t: TFunction, language: string): ResourceColumn<SpeedTestRow>[] {
  const column = (key: string, render: (r: SpeedTestRow) => string): ResourceColumn<SpeedTestRow> => ({
    key,
    label: t(`admin.speed-tests.columns.${key}`),
    sortable: true,
    render,
  });
  return [
    column('at', (r) => dateTimeText(r.at, language, LIST_DATE_TIME)),
    column('user', (r) => vm.users.label(r.userId)),
    column('speed', (r) => `${r.speed.toFixed(2)} ${r.unit}`),
  ];
}

/** The test: its button, the upload's progress, and the speed measured. */
const RunTest = observer(function RunTest({ vm }: { readonly vm: SpeedTestsViewModel }) {
  const { t } = useTranslation();
  const outcome = vm.outcome;
  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p="4" maxW="2xl">
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Text color="fg.muted">{t('admin.speed-tests.run_hint')}</Text>
        <Button colorPalette="blue" onClick={() => void vm.run()} loading={vm.running} loadingText={t('admin.speed-tests.running')}>
          {t('admin.speed-tests.run')}
        </Button>
      </HStack>
      {vm.progress !== null ? <ProgressBar label={t('admin.speed-tests.uploading')} fraction={vm.progress} /> : null}
      {outcome?.run ? (
        <Stat.Root recipe={statRecipe}>
          <Stat.Label>{t('admin.speed-tests.result')}</Stat.Label>
          <Stat.ValueText>
            {outcome.run.result.speed.toFixed(2)} <Stat.ValueUnit>{outcome.run.result.unit}</Stat.ValueUnit>
          </Stat.ValueText>
          <Stat.HelpText>{t('admin.speed-tests.took', { seconds: (outcome.run.milliseconds / 1000).toFixed(1) })}</Stat.HelpText>
        </Stat.Root>
      ) : null}
      {outcome?.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t(`admin.speed-tests.errors.${outcome.error}`)}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
});

/** The filtered history's speeds over time. */
const History = observer(function History({ vm }: { readonly vm: SpeedTestsViewModel }) {
  const { t, i18n } = useTranslation();
  if (vm.series.length === 0) return null;
  const title = t('admin.speed-tests.chart_title');
  const speeds = vm.series.map((r) => r.speed);
  return (
    <Box>
      <Heading as="h2" size="md" mb="2">
        {title}
      </Heading>
      <LazyTimeChart
        kind="line"
        title={title}
        valueLabel={t('admin.speed-tests.chart_value')}
        data={vm.series.map((r) => ({ label: dateTimeText(r.at, i18n.language, LIST_DATE), value: r.speed }))}
        summary={t('admin.speed-tests.chart_summary', {
          count: speeds.length,
          min: Math.min(...speeds).toFixed(2),
          max: Math.max(...speeds).toFixed(2),
        })}
      />
    </Box>
  );
});
