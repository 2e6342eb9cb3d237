import { Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Answer, MessageStatusPanel } from '../live/MessageStatusPanel';
import { PanelSection } from '../live/panels/PanelSection';
import { codeWord } from '../../shared/code-words';
import type { MessagesPanelModel } from './messages-panel.model';
import { TableHead } from '../../shared/TableHead';

/** SPEC §2 messages panel: a summary (counts by channel and status, the latest permissions) or every record, toggled. */
export const MessagesPanel = observer(function MessagesPanel({ vm }: { vm: MessagesPanelModel }) {
  const { t } = useTranslation();
  const summary = vm.summary;
  return (
    <PanelSection title={t('incident_view.messages.title')} gap="2">
      <Flex justify="space-between" align="center" gap="2">
        <Text fontSize="sm" color="fg.muted">
          {t('incident_view.messages.total', { count: summary.total })}
        </Text>
        <Button size="xs" variant="outline" aria-pressed={vm.mode === 'detail'} onClick={() => vm.toggle()}>
          {vm.mode === 'summary' ? t('incident_view.messages.show_detail') : t('incident_view.messages.show_summary')}
        </Button>
      </Flex>
      {vm.records.state === 'failed' ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {t('incident_view.messages.failed')}
        </Text>
      ) : vm.mode === 'detail' ? (
        <MessageStatusPanel records={vm.records.items} />
      ) : (
        <Stack gap="2">
          {summary.counts.length > 0 ? (
            <Table.Root size="sm" aria-label={t('incident_view.messages.summary')}>
              <TableHead
                columns={[
                  t('incident_view.messages.channel'),
                  t('incident_live.status.status'),
                  { label: t('incident_view.messages.count'), textAlign: 'end' },
                ]}
              />
              <Table.Body>
                {summary.counts.map((row) => (
                  <Table.Row key={`${row.channel}-${row.status}`}>
                    <Table.Cell>{t(`incident_view.messages.channels.${row.channel}`)}</Table.Cell>
                    <Table.Cell>{codeWord(t, 'delivery', row.status)}</Table.Cell>
                    <Table.Cell textAlign="end">{row.count}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : null}
          {summary.latest ? (
            <Flex wrap="wrap" gap="1" aria-label={t('incident_view.messages.latest')} role="group">
              <Answer label={t('incident_live.status.clicked')} value={summary.latest.clickedLink} />
              <Answer label={t('incident_live.status.location')} value={summary.latest.location} />
              <Answer label={t('incident_live.status.camera')} value={summary.latest.video} />
              <Answer label={t('incident_live.status.microphone')} value={summary.latest.audio} />
            </Flex>
          ) : null}
        </Stack>
      )}
    </PanelSection>
  );
});
