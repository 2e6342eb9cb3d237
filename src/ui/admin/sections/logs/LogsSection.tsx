import { Button, HStack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LogRecord } from '../../../../application/ports/recent-logs.port';
import { dateTimeText } from '../../../shared/date-text';
import { SectionPage, type SectionColumn } from '../../resource/SectionPage';
import { StatusBadge } from '../../resource/StatusBadge';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { createLogsViewModel, ENTRY_LEVELS, type LogsViewModel } from './logs.view-model';

const LEVEL_COLOURS = { error: 'red', warning: 'orange', info: 'blue', debug: 'gray' } as const;

/** SPEC §2 sidebar entry 'logs': the console's own recent log entries (its own lazy chunk). */
export default observer(function LogsSection() {
  const { i18n } = useTranslation();
  const { vm } = useSectionViewModel('logs', createLogsViewModel);
  const columns: SectionColumn<LogRecord>[] = [
    { key: 'at', sortable: true, render: (r) => dateTimeText(String(r.at), i18n.language, 'date-time-seconds') },
    { key: 'level', sortable: true, render: (r) => <StatusBadge status={r.level} palette={LEVEL_COLOURS} words="admin.logs.levels" /> },
    { key: 'message', render: (r) => r.message },
    {
      key: 'data',
      render: (r) => (
        <Text as="span" fontFamily="mono" textStyle="xs" wordBreak="break-all">
          {r.data ?? ''}
        </Text>
      ),
    },
  ];
  return (
    <SectionPage
      section="logs"
      intro
      vm={vm.list}
      columns={columns}
      above={<Kept vm={vm} />}
      selects={[{ name: 'level', values: ENTRY_LEVELS, words: 'admin.logs.at_least' }]}
    />
  );
});

/** What the console keeps, that the server's logs are not here, and the refresh. */
const Kept = observer(function Kept({ vm }: { readonly vm: LogsViewModel }) {
  const { t } = useTranslation();
  return (
    <HStack justify="space-between" gap="4" wrap="wrap">
      <Text color="fg.muted" textStyle="sm">
        {vm.level === null ? null : t('admin.logs.kept', { level: t(`admin.logs.levels.${vm.level}`) })} {t('admin.logs.server_note')}
      </Text>
      <Button variant="outline" size="sm" onClick={() => vm.refresh()}>
        {t('admin.logs.refresh')}
      </Button>
    </HStack>
  );
});
