import { Badge, Flex, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MessageStatusRecord } from '../../../domain/incident/message-status';
import { dateTimeText } from '../../shared/date-text';
import { readMessageStatus } from '../../../domain/messaging/message-status';
import type { TriState } from '../../../domain/visibility/flag';
import { codeWord } from '../../shared/code-words';
import { LiveSection } from './LiveSection';
import { TableHead } from '../../shared/TableHead';

/** SPEC §9: message status dates in the pt-BR format (dd/mm/yyyy hh:mm:ss), at the browser's local time. */

/** A permission answer as a badge: yes, no or not answered yet. */
export function Answer({ label, value }: { label: string; value: TriState }) {
  const { t } = useTranslation();
  const text =
    value === true ? t('incident_live.status.yes') : value === false ? t('incident_live.status.no') : t('incident_live.status.unknown');
  return (
    <Badge colorPalette={value === true ? 'green' : value === false ? 'red' : 'gray'} variant="subtle">
      {label}: {text}
    </Badge>
  );
}

const HEADING_ID = 'live-message-status-heading';
/** The table's columns, by their words' keys under incident_live.status. */
const STATUS_COLUMNS = ['receiver', 'date', 'method', 'status', 'permissions'] as const;

/**
 * SPEC §2 message status panel: receiver, date (pt-BR), method, status, permissions. The permission badges wrap inside
 * their cell and the date may break between day and time, so the table fits the live page's column on a 1280 px
 * window; narrower, the table scrolls sideways in a container that takes the keyboard focus.
 */
export function MessageStatusPanel({ records }: { records: readonly MessageStatusRecord[] }) {
  const { t, i18n } = useTranslation();
  return (
    <LiveSection
      headingId={HEADING_ID}
      title={t('incident_live.status.title')}
      emptyText={t('incident_live.status.empty')}
      empty={records.length === 0}
    >
      <Table.ScrollArea role="group" aria-labelledby={HEADING_ID} tabIndex={0} focusVisibleRing="inside">
        <Table.Root size="sm" aria-labelledby={HEADING_ID}>
          <TableHead columns={STATUS_COLUMNS.map((column) => t(`incident_live.status.${column}`))} />
          <Table.Body>
            {records.map((record, index) => {
              const reading = readMessageStatus(record);
              return (
                <Table.Row key={`${String(record.receiver)}-${String(record.method)}-${index}`}>
                  <Table.Cell>{String(record.receiver ?? '')}</Table.Cell>
                  <Table.Cell whiteSpace="normal">{dateTimeText(record.date, i18n.language, 'date-time-seconds')}</Table.Cell>
                  <Table.Cell>{codeWord(t, 'method', reading.method ?? String(record.method ?? ''))}</Table.Cell>
                  <Table.Cell>
                    {codeWord(t, 'delivery', reading.status === 'other' ? String(record.status ?? '') : reading.status)}
                  </Table.Cell>
                  <Table.Cell whiteSpace="normal">
                    <Flex wrap="wrap" gap="1">
                      <Answer label={t('incident_live.status.clicked')} value={reading.clickedLink} />
                      <Answer label={t('incident_live.status.location')} value={reading.location} />
                      <Answer label={t('incident_live.status.camera')} value={reading.video} />
                      <Answer label={t('incident_live.status.microphone')} value={reading.audio} />
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </LiveSection>
  );
}
