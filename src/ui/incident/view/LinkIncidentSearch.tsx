import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { dateTimeText } from '../../shared/date-text';
import type { LinkedIncidentsModel } from './linked-incidents.model';
import { RowActionButton } from './RowActionButton';

/** SPEC §2 linked-incidents panel: find another incident of the tenant by id or title and ask to link it. */
export const LinkIncidentSearch = observer(function LinkIncidentSearch({ vm }: { vm: LinkedIncidentsModel }) {
  const { t, i18n } = useTranslation();
  const candidates = vm.candidates;
  return (
    <Stack gap="2">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void vm.search();
        }}
      >
        <Flex gap="2" align="end">
          <Field.Root flex="1">
            <Field.Label fontSize="sm">{t('incident_view.linked.search_label')}</Field.Label>
            <Input
              size="sm"
              value={vm.query}
              placeholder={t('incident_view.linked.search_placeholder')}
              onChange={(event) => vm.setQuery(event.target.value)}
            />
          </Field.Root>
          <Button type="submit" size="sm" variant="outline" loading={vm.searching} disabled={!vm.canSearch}>
            {t('incident_view.linked.search')}
          </Button>
        </Flex>
      </form>
      {vm.searchFailed ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {t('incident_view.linked.search_failed')}
        </Text>
      ) : null}
      {candidates && candidates.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" role="status">
          {t('incident_view.linked.no_candidates')}
        </Text>
      ) : null}
      {candidates && candidates.length > 0 ? (
        <Stack
          as="ul"
          listStyleType="none"
          m="0"
          p="0"
          pr="1"
          gap="1"
          maxH="64"
          overflowY="auto"
          tabIndex={0}
          aria-label={t('incident_view.linked.candidates')}
        >
          {candidates.map((candidate) => {
            const heading = `${candidate.id} - ${candidate.title || t('incident_view.none')}`;
            return (
              <Flex as="li" key={candidate.id} gap="2" align="center" justify="space-between">
                <Text fontSize="sm" truncate>
                  {heading}
                </Text>
                <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>
                  {dateTimeText(candidate.at, i18n.language, 'date-time-seconds')}
                </Text>
                <RowActionButton
                  label={t('incident_view.linked.link')}
                  name={t('incident_view.linked.link_named', { incident: heading })}
                  onClick={() => vm.question.ask({ kind: 'link', candidate })}
                />
              </Flex>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
});
