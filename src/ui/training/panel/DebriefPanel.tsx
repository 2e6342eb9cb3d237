import { Badge, Button, Grid, HStack, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Debrief } from '../../../domain/training/debrief';
import { reportDateText } from '../../../domain/training/debrief-report';
import { drillTimeText } from '../../../domain/training/drill-time';
import { InlineAlert } from '../../shared/InlineAlert';
import { Column, TableColumn } from './Column';
import {
  actorText,
  alertReactionText,
  alertText,
  cutShortText,
  expectationText,
  figureRows,
  noScoreLinesText,
  recordingText,
  scoreLineText,
  scoreText,
} from './debrief-words';
import type { TrainerPanelViewModel } from './trainer-panel.view-model';
import { scrollMotion } from '../../shared/scroll-motion';
import { statRecipe } from '../../theme/recipes/stat';

/**
 * Step 5: the drill's debrief (figures, alerts and reactions, the call's recordings, score explained line by line), its
 * exports and the recording of the drill as a scenario.
 */
export const DebriefPanel = observer(function DebriefPanel({ vm }: { vm: TrainerPanelViewModel }) {
  const { t } = useTranslation();
  const report = vm.report;
  const debrief = report?.debrief ?? null;
  const top = useRef<HTMLDivElement>(null);
  const shown = debrief !== null;
  // The drill just ended: its debrief comes into sight (it sits below the fold on a laptop's screen).
  useEffect(() => {
    if (shown) top.current?.scrollIntoView({ behavior: scrollMotion(), block: 'start' });
  }, [shown]);
  if (!report || !debrief) return <Text color="fg.muted">{t('training.debrief.when')}</Text>;
  const none = t('training.debrief.pdf.not_given');
  return (
    <Stack gap="4" ref={top} scrollMarginTop="16">
      <DebriefHeader vm={vm} debrief={debrief} />
      <Text fontSize="sm">
        {t('training.debrief.signed', {
          trainee: report.trainee ?? none,
          trainer: report.trainer ?? none,
          date: reportDateText(report.startedAt),
          duration: drillTimeText(report.durationSeconds),
        })}
      </Text>
      {debrief.cutShortAt !== null && <InlineAlert status="info" text={cutShortText(t, debrief) ?? ''} />}
      {actorText(t, debrief) !== null && <InlineAlert status="info" text={actorText(t, debrief) ?? ''} />}
      {!vm.canRecord && (
        <Text fontSize="sm" color="fg.muted">
          {t('training.debrief.record_needs')}
        </Text>
      )}
      {vm.exportFailed && <InlineAlert status="error" title={t('training.debrief.export_failed')} />}
      {vm.recordRefused && (
        <InlineAlert
          status="error"
          title={t('training.debrief.record_refused')}
          text={vm.recordRefused.map((problem) => `${problem.path}: ${problem.message}`).join('\n')}
        />
      )}
      <DebriefTables debrief={debrief} />
      <TableColumn
        title={t('training.debrief.recordings')}
        empty={report.recordings.length === 0 ? t('training.debrief.no_recordings') : null}
      >
        {report.recordings.map((recording) => {
          const words = recordingText(t, recording);
          return (
            <Table.Row key={recording.url}>
              <Table.Cell fontFamily="mono">{words.at}</Table.Cell>
              <Table.Cell>{words.what}</Table.Cell>
            </Table.Row>
          );
        })}
      </TableColumn>
      <Column title={t('training.debrief.score_lines')} empty={debrief.scoreLines.length === 0 ? noScoreLinesText(t, debrief) : null}>
        <Stack as="ul" gap="1" aria-label={t('training.debrief.score_lines')}>
          {debrief.scoreLines.map((line) => (
            <Text as="li" key={line.component} fontSize="sm" listStyleType="none">
              <Text as="span" fontWeight="semibold">
                {t(`training.debrief.component.${line.component}`)}
              </Text>
              {`: ${scoreLineText(t, line)}`}
            </Text>
          ))}
        </Stack>
      </Column>
    </Stack>
  );
});

/** The score, the exports and the button recording the drill. */
const DebriefHeader = observer(function DebriefHeader({ vm, debrief }: { vm: TrainerPanelViewModel; debrief: Debrief }) {
  const { t } = useTranslation();
  return (
    <HStack gap="3" wrap="wrap" justify="space-between">
      <Stat.Root recipe={statRecipe} maxW="48">
        <Stat.Label>{t('training.debrief.score')}</Stat.Label>
        <Stat.ValueText
          aria-label={
            debrief.score === null ? t('training.debrief.not_scored') : t('training.debrief.score_value', { score: debrief.score })
          }
        >
          {scoreText(t, debrief)}
        </Stat.ValueText>
      </Stat.Root>
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" loading={vm.exporting} onClick={() => void vm.exportPdf()}>
          {t('training.debrief.export_pdf')}
        </Button>
        <Button variant="outline" onClick={() => vm.exportJson()}>
          {t('training.debrief.export_json')}
        </Button>
        <Button colorPalette="blue" disabled={!vm.canRecord} onClick={() => vm.record()}>
          {t('training.debrief.record')}
        </Button>
      </HStack>
    </HStack>
  );
});

/** The figures, the alerts and how they were answered, and the scenario's expectations met or not. */
function DebriefTables({ debrief }: { debrief: Debrief }) {
  const { t } = useTranslation();
  return (
    <>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4" alignItems="start">
        <TableColumn title={t('training.debrief.figures')} empty={null}>
          {figureRows(t, debrief).map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell>{row.label}</Table.Cell>
              <Table.Cell fontFamily="mono">{row.value}</Table.Cell>
            </Table.Row>
          ))}
        </TableColumn>
        <TableColumn title={t('training.debrief.alerts')} empty={debrief.alerts.length === 0 ? t('training.debrief.no_alerts') : null}>
          {debrief.alerts.map((alert, index) => (
            <Table.Row key={index}>
              <Table.Cell fontFamily="mono">{drillTimeText(alert.at)}</Table.Cell>
              <Table.Cell>{alertText(t, alert)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={alert.reactions.length === 0 ? 'gray' : alert.reactedAt === null ? 'red' : 'green'}>
                  {alertReactionText(t, alert)}
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </TableColumn>
      </Grid>
      {debrief.expectations.length > 0 && (
        <TableColumn title={t('training.debrief.expectations')} empty={null}>
          {debrief.expectations.map((expectation) => {
            const words = expectationText(t, expectation, debrief.actorFrom);
            const palette =
              expectation.unchecked || expectation.notDue || expectation.byActor || expectation.vacuous
                ? 'gray'
                : expectation.met
                  ? 'green'
                  : 'red';
            return (
              <Table.Row key={expectation.index}>
                <Table.Cell>
                  {words.what}
                  {words.subject && (
                    <Text as="span" display="block" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                      {words.subject}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={palette} whiteSpace="normal">
                    {words.outcome}
                  </Badge>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </TableColumn>
      )}
    </>
  );
}
