import { Box, Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../shared/InlineAlert';
import { useViewModel } from '../../shared/use-view-model';
import { dateTimeText } from '../../shared/date-text';
import { createLiveIncidentsListViewModel } from './live-incidents-list.view-model';
import { SectionHeader } from '../../shared/SectionHeader';

/**
 * SPEC §2, §9 the live incidents of the operator's tenant beside create mode ({tenant}/incident/live): title (or
 * "Untitled incident"), the caller's phone, when it started, and Open to its live view; loading, empty and error
 * states, and Refresh.
 */
export const LiveIncidentsList = observer(function LiveIncidentsList({ tenant }: { readonly tenant: string }) {
  const { t, i18n } = useTranslation();
  const vm = useViewModel(createLiveIncidentsListViewModel, { tenant });

  return (
    <Stack as="section" aria-labelledby="live-incidents-title" gap="3" minW="0">
      <SectionHeader id="live-incidents-title" level="h2" title={t('incident_live_list.title')}>
        <Button size="sm" variant="outline" loading={vm.loading && vm.loaded} disabled={vm.loading} onClick={() => void vm.refresh()}>
          {t('incident_live_list.refresh')}
        </Button>
      </SectionHeader>

      {vm.initialLoading && (
        <Center p="6">
          <Spinner role="status" aria-label={t('incident_live_list.loading')} />
        </Center>
      )}

      {vm.error && (
        <InlineAlert status="error" text={t(vm.error.key)}>
          <Button size="xs" variant="outline" loading={vm.loading} onClick={() => void vm.refresh()}>
            {t('incident_live_list.retry')}
          </Button>
        </InlineAlert>
      )}

      {vm.empty && <Text color="fg.muted">{t('incident_live_list.empty')}</Text>}

      {vm.entries.length > 0 && (
        <Box as="ul" aria-label={t('incident_live_list.title')} listStyleType="none" m="0" p="0">
          {vm.entries.map((entry) => {
            const title = entry.title || t('incident_live_list.untitled');
            const started = dateTimeText(entry.startedAt, i18n.language);
            return (
              <Box as="li" key={entry.id} borderWidth="1px" borderRadius="md" p="3" mb="2">
                <HStack justify="space-between" align="center" gap="3">
                  <Stack gap="0.5" minW="0">
                    <Text dir="auto" fontWeight="semibold" truncate title={title} fontStyle={entry.title ? undefined : 'italic'}>
                      {title}
                    </Text>
                    {entry.phone !== '' && (
                      <Text fontSize="sm" color="fg.muted">
                        {t('incident_live_list.caller', { phone: entry.phone })}
                      </Text>
                    )}
                    {started !== '' && (
                      <Text fontSize="sm" color="fg.muted">
                        {t('incident_live_list.started', { time: started })}
                      </Text>
                    )}
                  </Stack>
                  <Button
                    size="sm"
                    flexShrink={0}
                    aria-label={t('incident_live_list.open_named', { title })}
                    onClick={() => vm.open(entry)}
                  >
                    {t('incident_live_list.open')}
                  </Button>
                </HStack>
              </Box>
            );
          })}
        </Box>
      )}
    </Stack>
  );
});
