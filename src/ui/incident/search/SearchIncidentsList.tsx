import { Badge, Box, Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RECENT_INCIDENT_DAYS, type IncidentSummary } from '../../../domain/search/incident-summary';
import { dateTimeText, LIST_DATE_TIME } from '../../shared/date-text';
import type { SearchIncidentsViewModel } from './search-incidents.view-model';

const STATUS_PALETTE: Record<string, string> = { live: 'red', finished: 'gray', draft: 'orange', deleted: 'gray' };

/** An incident's status in words: the one status an operator sees, or that it is not known. */
function statusWord(t: TFunction, status: IncidentSummary['status']): string {
  return status === '' ? t('search.status.unknown') : t(`lifecycle.${status}`);
}

/** Up and down arrows move between the incidents of a list (Tab still goes through them one by one). */
function moveWithArrows(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.findIndex((button) => button === document.activeElement);
  if (at < 0) return;
  event.preventDefault();
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, buttons.length - 1) : Math.max(at - 1, 0);
  buttons[next]?.focus();
}

function IncidentItem({ incident, onChoose }: { incident: IncidentSummary; onChoose: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const date = dateTimeText(incident.createdAt, i18n.language, LIST_DATE_TIME);
  const details = [`#${incident.id}`, date, incident.phone].filter((part) => part !== '').join(' · ');
  return (
    <Box as="li" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <Button
        variant="ghost"
        w="full"
        h="auto"
        py="2"
        px="2"
        justifyContent="flex-start"
        whiteSpace="normal"
        textAlign="left"
        fontWeight="normal"
        onClick={() => onChoose(incident.id)}
      >
        <Stack gap="0.5" align="stretch" w="full" minW="0">
          <HStack justify="space-between" align="flex-start" gap="2">
            <Text fontWeight="semibold" lineClamp={2}>
              {incident.title || t('search.untitled')}
            </Text>
            <Badge variant="subtle" flexShrink={0} colorPalette={STATUS_PALETTE[incident.status] ?? 'gray'}>
              {statusWord(t, incident.status)}
            </Badge>
          </HStack>
          <Text fontSize="sm" lineClamp={2}>
            {incident.address || t('search.no_address')}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {details}
          </Text>
        </Stack>
      </Button>
    </Box>
  );
}

/**
 * Under the criteria: the tenant's recent incidents before a search, the results with their count, or a calm line
 * when nothing matched. Choosing an incident opens its view.
 */
export const SearchIncidentsList = observer(function SearchIncidentsList({ vm }: { vm: SearchIncidentsViewModel }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = vm.list;
  const heading = list.kind === 'recent' ? t('search.recent_heading') : t('search.results_heading');
  const count =
    list.kind === 'recent'
      ? t('search.recent_count', { count: list.total, days: RECENT_INCIDENT_DAYS })
      : t('search.results_count', { count: list.total });
  const choose = (id: string) => vm.choose(id);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h3" size="sm" id={headingId}>
          {heading}
        </Heading>
        {list.kind !== 'recent' && (
          <Button variant="plain" size="xs" px="0" textDecoration="underline" onClick={() => vm.showRecent()}>
            {t('search.show_recent')}
          </Button>
        )}
      </HStack>
      {/* One live line: the count, or that nothing matched (information, not an error). */}
      <Text fontSize="sm" color={list.kind === 'no-results' ? undefined : 'fg.muted'} role="status">
        {list.kind === 'no-results' ? t('search.no_results') : list.kind === 'recent' && vm.recentStatus !== 'ready' ? '' : count}
        {list.kind === 'recent' && list.total > list.items.length ? ` ${t('search.recent_shown', { count: list.items.length })}` : ''}
      </Text>
      {list.kind === 'no-results' ? null : list.kind === 'recent' && vm.recentStatus === 'loading' ? (
        <HStack gap="2">
          <Spinner size="sm" />
          <Text fontSize="sm">{t('search.recent_loading')}</Text>
        </HStack>
      ) : list.kind === 'recent' && vm.recentStatus === 'failed' ? (
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm">{t('search.recent_failed')}</Text>
          <Button size="xs" variant="outline" onClick={() => vm.reloadRecent()}>
            {t('search.retry')}
          </Button>
        </HStack>
      ) : list.items.length === 0 ? null : (
        <Box
          as="ul"
          aria-label={list.kind === 'recent' ? t('search.recent_heading') : t('search.results_label')}
          listStyleType="none"
          m="0"
          p="0"
          onKeyDown={moveWithArrows}
        >
          {list.items.map((incident) => (
            <IncidentItem key={incident.id} incident={incident} onChoose={choose} />
          ))}
        </Box>
      )}
    </Stack>
  );
});
