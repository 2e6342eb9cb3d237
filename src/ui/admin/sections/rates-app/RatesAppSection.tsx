import { Badge, Box, Grid, HStack, Stat, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AppRating } from '../../../../domain/admin/app-ratings';
import { LazyTimeChart } from '../../../shared/charts/LazyTimeChart';
import { dateTimeColumn } from '../../resource/date-time-column';
import { dayText } from '../../../shared/figure-text';
import { ListFilterDays } from '../../resource/ResourceListView';
import { SectionPage, type SectionColumn } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { STAR_VALUES, createRatesAppViewModel, type RatesAppViewModel } from './rates-app.view-model';
import { statRecipe } from '../../../theme/recipes/stat';

const WORDS = 'admin.rates-app';

/** A rating's scale: its axis runs from none to five stars, whatever the days' averages are. */
const RATING_RANGE = [0, 5] as const;

/** Stars as drawn (★★★★☆), named for assistive technology ('4 of 5 stars'). */
function Stars({ count }: { readonly count: number }) {
  const { t } = useTranslation();
  return (
    <Text
      as="span"
      role="img"
      aria-label={t(`${WORDS}.stars_label`, { count })}
      color="orange.400"
      letterSpacing="wider"
      whiteSpace="nowrap"
    >
      {'★'.repeat(count)}
      <Text as="span" color="fg.subtle">
        {'★'.repeat(Math.max(0, 5 - count))}
      </Text>
    </Text>
  );
}

/** SPEC §2 admin section 'rates-app' (public tenant): citizens' ratings of the app, charted and listed. */
export default observer(function RatesAppSection() {
  const { t, i18n } = useTranslation();
  const { vm } = useSectionViewModel('rates-app', createRatesAppViewModel);
  const list = vm.list;
  const columns: SectionColumn<AppRating>[] = [
    { key: 'stars', sortable: true, render: (r) => <Stars count={r.stars} /> },
    {
      key: 'comment',
      // A citizen's words: plain text, never markup.
      render: (r) =>
        r.comment.trim() ? (
          <Text as="span" whiteSpace="pre-wrap">
            {r.comment}
          </Text>
        ) : (
          <Text as="span" color="fg.muted">
            {t(`${WORDS}.no_comment`)}
          </Text>
        ),
    },
    dateTimeColumn('at', i18n.language),
    {
      key: 'platform',
      render: (r) => <Badge variant="subtle">{t(`${WORDS}.platform.${r.platform}`)}</Badge>,
    },
  ];
  return (
    <SectionPage
      section="rates-app"
      intro
      above={<RatingFigures vm={vm} />}
      vm={list}
      columns={columns}
      selects={[
        {
          name: 'stars',
          label: t(`${WORDS}.stars`),
          options: STAR_VALUES.map((value) => ({ value, label: t(`${WORDS}.stars_value`, { count: Number(value) }) })),
        },
      ]}
      filters={<ListFilterDays vm={list} fromLabel={t(`${WORDS}.from`)} toLabel={t(`${WORDS}.to`)} />}
    />
  );
});

/** The count and average, the distribution by stars and the average by day, of what the filters keep. */
const RatingFigures = observer(function RatingFigures({ vm }: { readonly vm: RatesAppViewModel }) {
  const { t, i18n } = useTranslation();
  const stats = vm.statistics;
  const counts = Object.fromEntries(stats.distribution.map((d) => [d.stars, d.count]));
  const average = stats.average === null ? t(`${WORDS}.no_average`) : t(`${WORDS}.average_value`, { average: stats.average });
  return (
    <Box>
      <HStack gap="8" mb="3" wrap="wrap">
        <Stat.Root recipe={statRecipe} maxW="40">
          <Stat.Label>{t(`${WORDS}.count`)}</Stat.Label>
          <Stat.ValueText>{stats.count}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root recipe={statRecipe} maxW="40">
          <Stat.Label>{t(`${WORDS}.average`)}</Stat.Label>
          <Stat.ValueText>{average}</Stat.ValueText>
        </Stat.Root>
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="4">
        <LazyTimeChart
          title={t(`${WORDS}.distribution_title`)}
          summary={t(`${WORDS}.distribution_summary`, {
            one: counts[1],
            two: counts[2],
            three: counts[3],
            four: counts[4],
            five: counts[5],
          })}
          kind="bar"
          valueLabel={t(`${WORDS}.ratings_value`)}
          data={stats.distribution.map((d) => ({ label: `${d.stars} ★`, value: d.count }))}
          height="48"
        />
        <LazyTimeChart
          title={t(`${WORDS}.daily_title`)}
          summary={t(`${WORDS}.daily_summary`, { days: stats.daily.length, average })}
          kind="line"
          valueLabel={t(`${WORDS}.average_series`)}
          data={stats.daily.map((d) => ({ label: dayText(i18n.language, d.day), value: d.average }))}
          valueRange={RATING_RANGE}
          height="48"
        />
      </Grid>
    </Box>
  );
});
