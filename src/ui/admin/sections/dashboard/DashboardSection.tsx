import { Alert, Button, HStack, Progress, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DashboardFigures, DelaySummary, Figure } from '../../../../domain/analytics/dashboard-figures';
import { useHashPath } from '../../../shared/hash-location';
import { useAdminShell } from '../../admin-shell-context';
import { RangePicker } from '../../../shared/RangePicker';
import { SectionHeader } from '../../../shared/SectionHeader';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { ColumnChart, StepsChart } from './DashboardCharts';
import { FigureCard } from './FigureCard';
import { countText, dayText, durationText, offsetText, shareText } from '../../../shared/figure-text';
import { createDashboardViewModel, type DashboardViewModel } from './dashboard.view-model';
import { progressRecipe } from '../../../theme/recipes/progress';

/** The figures computed from the incidents' message statuses (one call per incident, read after the incidents). */
const STATUS_FIGURES: ReadonlySet<string> = new Set(['links', 'funnel', 'link_to_video', 'link_to_location', 'refusals']);

/** The most day labels under the incidents per day (a 90-day range labels every 12th day), and hour labels (every 2nd). */
const DAY_LABELS = 8;
const HOUR_LABELS = 12;

/**
 * SPEC §2 the dashboard, under both its keys ({tenant}/dashboard, and the sidebar's control-panel entry): the range,
 * the figures as cards, the charts (incidents per day, busiest hours, the link funnel), each with how it is computed
 * and a link to the incidents behind it.
 */
export default observer(function DashboardSection() {
  const { t } = useTranslation();
  const [path] = useHashPath();
  const section = path.split('/')[2] === 'control-panel' ? 'control-panel' : 'dashboard';
  const { vm } = useSectionViewModel(section, createDashboardViewModel);
  return (
    <Stack gap="5">
      <Stack gap="1">
        <SectionHeader id="dashboard-title" level="h1" title={t('admin.dashboard.title')} />
        <Text color="fg.muted">{t('admin.dashboard.intro', { zone: offsetText(vm.model.choice.utcOffsetMinutes) })}</Text>
      </Stack>
      <RangePicker vm={vm.model.choice} />
      {vm.model.status === 'failed' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t(vm.model.failureKey ?? 'call_failure.unexpected')}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => void vm.model.load()}>
            {t('admin.figures.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {vm.model.status === 'loading' && vm.model.progress && vm.model.progress.of > 0 ? (
        <Progress.Root recipe={progressRecipe} value={vm.model.progress.read} max={vm.model.progress.of} size="sm" maxW="md">
          <Progress.Label>{t('admin.figures.progress', { read: vm.model.progress.read, of: vm.model.progress.of })}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : vm.model.status === 'loading' ? (
        <HStack gap="2">
          <Spinner size="sm" />
          <Text>{t('admin.figures.loading')}</Text>
        </HStack>
      ) : null}
      {vm.model.figures ? (
        <Figures vm={vm} figures={vm.model.figures} pending={false} />
      ) : vm.model.status === 'loading' && vm.model.early ? (
        <Figures vm={vm} figures={vm.model.early} pending />
      ) : vm.model.status === 'loading' ? (
        <LoadingFigures />
      ) : null}
    </Stack>
  );
});

/** The cards' places while the range's incidents are read: placeholders, never a number. */
function LoadingFigures() {
  const { t } = useTranslation();
  const ids = ['total', 'live_now', 'link_to_video', 'link_to_location', 'links', 'refusals'];
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {ids.map((id) => (
        <FigureCard key={id} title={t(`admin.dashboard.figures.${id}`)} how={t(`admin.dashboard.how.${id}`)} link={null} loading />
      ))}
    </SimpleGrid>
  );
}

/** What a figure card shows besides its value: its title, how it is computed, its link to the incidents list. */
type CardOf = (figure: Figure<unknown>) => {
  readonly title: string;
  readonly how: string;
  readonly link: { readonly path: string; readonly open: () => void } | null;
  readonly loading: boolean;
};

/** The figures' cards and whether their charts may open the incidents list (SPEC §2: the public tenant's only). */
function useFigureCards(vm: DashboardViewModel, pending: boolean): { readonly card: CardOf; readonly listAllowed: boolean } {
  const { t } = useTranslation();
  const listAllowed = (useAdminShell()?.sectionRefusal('incidents') ?? null) === null;
  const card: CardOf = (figure) => {
    const filters = figure.listFilters;
    return {
      title: t(`admin.dashboard.figures.${figure.id}`),
      how: t(`admin.dashboard.how.${figure.id}`),
      link: listAllowed && filters ? { path: vm.listPath(filters), open: () => vm.openList(filters) } : null,
      loading: pending && STATUS_FIGURES.has(figure.id),
    };
  };
  return { card, listAllowed };
}

interface FiguresProps {
  readonly vm: DashboardViewModel;
  readonly figures: DashboardFigures;
  readonly pending: boolean;
}

/**
 * The figures; `pending` while the message statuses are still read: the figures computed from them (links, the funnel,
 * the delays, the refusals) show placeholders, the others (from the incidents alone) show their values.
 */
const Figures = observer(function Figures({ vm, figures, pending }: FiguresProps) {
  const { t } = useTranslation();
  const { card, listAllowed } = useFigureCards(vm, pending);
  const missing = vm.model.answer?.statusesMissing ?? 0;
  return (
    <Stack gap="4">
      {missing > 0 ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('admin.dashboard.statuses_missing', { count: missing })}</Alert.Title>
        </Alert.Root>
      ) : null}
      <CountCards vm={vm} figures={figures} card={card} />
      <ChartCards vm={vm} figures={figures} card={card} listAllowed={listAllowed} />
      <FunnelCard funnel={figures.funnel} card={card} />
    </Stack>
  );
});

/** The cards of one figure each: the total over the range, live now, the delays, the links and the refusals. */
const CountCards = observer(function CountCards({ vm, figures, card }: Omit<FiguresProps, 'pending'> & { readonly card: CardOf }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const over = (count: number) => t('admin.dashboard.over_incidents', { count });
  const delayCard = (figure: Figure<DelaySummary>) => (
    <FigureCard {...card(figure)} value={durationText(t, figure.value.medianMs)} detail={over(figure.value.count)} />
  );
  const { total, liveNow, linkToVideo, linkToLocation, links, refusals } = figures;
  const { from, to } = vm.model.choice.range;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      <FigureCard
        {...card(total)}
        value={countText(language, total.value)}
        detail={
          from === to
            ? dayText(language, from, true)
            : t('admin.range_text', { from: dayText(language, from, true), to: dayText(language, to, true) })
        }
      />
      <FigureCard {...card(liveNow)} value={countText(language, liveNow.value)} />
      {delayCard(linkToVideo)}
      {delayCard(linkToLocation)}
      <FigureCard
        {...card(links)}
        value={t('admin.dashboard.links_value', {
          sms: countText(language, links.value.sms),
          whatsapp: countText(language, links.value.whatsapp),
        })}
      />
      <FigureCard
        {...card(refusals)}
        value={shareText(t, language, refusals.value.share)}
        detail={t('admin.dashboard.refusals_detail', { ...refusals.value })}
      />
    </SimpleGrid>
  );
});

/** The charts: incidents per day (each day's bar opens its incidents) and the busiest hours. */
function ChartCards({
  vm,
  figures,
  card,
  listAllowed,
}: Omit<FiguresProps, 'pending'> & { readonly card: CardOf; readonly listAllowed: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { total, perDay, busiestHours } = figures;
  const busiest = busiestHours.value.top;
  const busiestText =
    busiest === null ? t('admin.figures.none') : t('admin.dashboard.hour_span', { from: busiest, to: (busiest + 1) % 24 });
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <FigureCard {...card(perDay)}>
        <ColumnChart
          color="blue.solid"
          maxLabels={DAY_LABELS}
          seriesLabel={t('admin.dashboard.figures.total')}
          summary={t('admin.dashboard.per_day_summary', { total: total.value, days: perDay.value.length })}
          data={perDay.value.map((d) => ({
            label: dayText(language, d.day),
            count: d.count,
            onOpen: listAllowed ? () => vm.openList({ from: d.day, to: d.day }) : undefined,
          }))}
        />
      </FigureCard>
      <FigureCard
        {...card(busiestHours)}
        value={busiestText}
        detail={busiest === null ? undefined : t('admin.dashboard.over_incidents', { count: busiestHours.value.perHour[busiest] ?? 0 })}
      >
        <ColumnChart
          color="orange.solid"
          maxLabels={HOUR_LABELS}
          seriesLabel={t('admin.dashboard.figures.total')}
          summary={t('admin.dashboard.busiest_summary', { hours: busiestText })}
          data={busiestHours.value.perHour.map((count, hour) => ({ label: String(hour).padStart(2, '0'), count }))}
        />
      </FigureCard>
    </SimpleGrid>
  );
}

/** The link's funnel: sent, delivered, read, clicked, granted, each with its share of those sent. */
function FunnelCard({ funnel, card }: { readonly funnel: DashboardFigures['funnel']; readonly card: CardOf }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <FigureCard {...card(funnel)}>
      <StepsChart
        title={t('admin.dashboard.figures.funnel')}
        valueText={(value) =>
          t('admin.dashboard.funnel_value', {
            value: countText(language, value),
            share: shareText(t, language, funnel.value.sent > 0 ? value / funnel.value.sent : null),
          })
        }
        steps={(['sent', 'delivered', 'read', 'clicked', 'granted'] as const).map((step) => ({
          name: t(`admin.dashboard.funnel.${step}`),
          value: funnel.value[step],
        }))}
      />
    </FigureCard>
  );
}
