import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * SPEC §2 Authenticated incident routes. The live page and the incident view come with later issues; until then
 * each route shows its translated title.
 */
export function IncidentLivePage({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2">
      <Heading as="h1" size="xl">
        {id ? t('incident_pages.live_title', { id }) : t('incident_pages.create_title')}
      </Heading>
    </Stack>
  );
}

/** {tenant}/incident/live/{id}/view: the read-only live view (no login guard). */
export function IncidentLiveViewPage({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Stack as="main" gap="2" p="6">
      <Heading as="h1" size="xl">
        {t('incident_pages.live_view_title', { id })}
      </Heading>
    </Stack>
  );
}

/** {tenant}/incident/view/{id}: the incident detail (optional `token` and `fromIncidentDetail` in the query). */
export function IncidentViewPage({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2">
      <Heading as="h1" size="xl">
        {t('incident_pages.view_title', { id })}
      </Heading>
    </Stack>
  );
}
