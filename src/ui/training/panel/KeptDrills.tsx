import { Box, Button, Heading, HStack, Table, Text } from '@chakra-ui/react';
import Play from 'lucide-react/icons/play';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { KeptRecording } from '../../../domain/training/kept-drill';
import { reportDateText } from '../../../domain/training/debrief-report';
import { drillTimeText } from '../../../domain/training/drill-time';
import { InlineAlert } from '../../shared/InlineAlert';
import type { KeptDrillRecord } from '../../../application/training/training-room.flow';
import type { TrainingRoomViewModel } from './training-room.view-model';
import { keptRecordingName, scoreText } from './debrief-words';
import { TableHead } from '../../shared/TableHead';

/** The table's columns, by their words' keys under training.kept. */
const KEPT_COLUMNS = ['date', 'trainee', 'trainer', 'scenario', 'duration', 'score', 'actions'] as const;

/** The room's finished drills, kept by the server: who, what, when, how long and the score; exports and a new run. */
export const KeptDrills = observer(function KeptDrills({ vm }: { vm: TrainingRoomViewModel }) {
  const { t } = useTranslation();
  const replayed = vm.kept.find((record) => record.drill.id === vm.replayed)?.report?.scenario ?? null;
  return (
    <Box as="section" aria-labelledby="training-kept" borderWidth="1px" borderRadius="lg" p="4" bg="bg.panel">
      <Heading as="h2" id="training-kept" size="md" mb="1">
        {t('training.kept.title')}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="3">
        {t('training.kept.intro')}
      </Text>
      {vm.keptExportFailed && <InlineAlert status="error" title={t('training.debrief.export_failed')} />}
      {replayed !== null && <InlineAlert status="success" title={t('training.kept.replayed', { scenario: replayed })} />}
      {vm.kept.length === 0 ? (
        <Text color="fg.muted">{t('training.kept.empty')}</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={t('training.kept.title')}>
            <TableHead columns={KEPT_COLUMNS.map((column) => t(`training.kept.${column}`))} />
            <Table.Body>
              {vm.kept.map((record) => (
                <KeptDrillRow key={record.drill.id} vm={vm} record={record} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
});

/** One kept drill: its date, trainee, trainer, scenario, length and score; its PDF, JSON, recordings and a new run. */
const KeptDrillRow = observer(function KeptDrillRow({
  vm,
  record,
}: {
  readonly vm: TrainingRoomViewModel;
  readonly record: KeptDrillRecord;
}) {
  const { t } = useTranslation();
  const none = t('training.debrief.pdf.not_given');
  const { drill, report } = record;
  const date = reportDateText(drill.assignedAt);
  const names = { scenario: report?.scenario ?? drill.fileName, trainee: drill.trainee ?? none, date };
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{date}</Table.Cell>
      <Table.Cell wordBreak="break-all">{drill.trainee ?? none}</Table.Cell>
      <Table.Cell>{drill.trainer ?? none}</Table.Cell>
      <Table.Cell>{names.scenario}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{report ? drillTimeText(report.durationSeconds) : '—'}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{report ? scoreText(t, report.debrief) : t('training.kept.unreadable')}</Table.Cell>
      <Table.Cell>
        <HStack gap="1" wrap="wrap">
          <Button
            size="xs"
            variant="outline"
            disabled={!report}
            loading={vm.exportingKept === drill.id}
            aria-label={t('training.kept.pdf_label', names)}
            onClick={() => void vm.exportKeptPdf(record)}
          >
            {t('training.kept.pdf')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={!report}
            aria-label={t('training.kept.json_label', names)}
            onClick={() => vm.exportKeptJson(record)}
          >
            {t('training.kept.json')}
          </Button>
          {drill.recordings.filter(playable).map((recording, index, all) => (
            <Button key={recording.url} asChild size="xs" variant="outline" colorPalette="purple">
              <a
                href={recording.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={keptRecordingName(t, recording, index, all.length, names)}
              >
                <Play aria-hidden="true" />
                {keptRecordingName(t, recording, index, all.length)}
              </a>
            </Button>
          ))}
          <Button
            size="xs"
            colorPalette="blue"
            disabled={!record.recorded?.ok || vm.desks.length === 0}
            aria-label={t('training.kept.replay_label', names)}
            onClick={() => vm.replay(record)}
          >
            {t('training.kept.replay')}
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
});

/** Only a web address is offered as a link: the list comes over the wire. */
function playable(recording: KeptRecording): boolean {
  return /^https?:\/\//i.test(recording.url);
}
