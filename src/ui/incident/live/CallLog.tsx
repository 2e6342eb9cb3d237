import { Badge, List, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { dateTimeText } from '../../shared/date-text';
import type { CallLogEntry } from './call-state.model';
import { LiveSection } from './LiveSection';
import { listRecipe } from '../../theme/recipes/list';

const TONE_PALETTE: Record<CallLogEntry['tone'], string> = { info: 'gray', success: 'green', warning: 'orange', error: 'red' };
const HEADING_ID = 'live-call-log-heading';

/**
 * The call log: every notice a toast showed (refusals, delivery failures), the take-over, resends and the stop, newest
 * first with its time, so nothing depends on reading a toast in time.
 */
export const CallLog = observer(function CallLog({ entries }: { readonly entries: readonly CallLogEntry[] }) {
  const { t, i18n } = useTranslation();
  return (
    <LiveSection
      headingId={HEADING_ID}
      title={t('live.callState.log.title')}
      size="sm"
      emptyText={t('live.callState.log.empty')}
      empty={entries.length === 0}
    >
      <List.Root recipe={listRecipe} variant="plain" gap="1" fontSize="sm" aria-labelledby={HEADING_ID}>
        {entries.map((entry) => (
          <List.Item key={entry.id} display="flex" gap="2" alignItems="baseline">
            <Badge colorPalette={TONE_PALETTE[entry.tone]} variant="subtle" fontVariantNumeric="tabular-nums" flexShrink={0}>
              <time dateTime={new Date(entry.at).toISOString()}>{dateTimeText(String(entry.at), i18n.language, 'time-seconds')}</time>
            </Badge>
            <Text>{t(entry.key, entry.values)}</Text>
          </List.Item>
        ))}
      </List.Root>
    </LiveSection>
  );
});
