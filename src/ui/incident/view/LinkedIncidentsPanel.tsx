import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { dateTimeText } from '../../shared/date-text';
import { ConfirmSlotDialog } from '../../shared/ConfirmSlotDialog';
import { PanelSection } from '../live/panels/PanelSection';
import type { LinkedIncidentsModel, LinkQuestion } from './linked-incidents.model';
import { LinkIncidentSearch } from './LinkIncidentSearch';
import { RowActionButton } from './RowActionButton';

const headingOf = (q: LinkQuestion): string => {
  const { id, title } = q.kind === 'link' ? q.candidate : q.entry;
  return title ? `${id} - ${title}` : id;
};

/** SPEC §2 linked-incidents panel of the incident view: a section under its own "Linked incidents" heading. */
export function LinkedIncidentsPanel({ vm }: { vm: LinkedIncidentsModel }) {
  const { t } = useTranslation();
  return (
    <PanelSection title={t('incident_view.linked.title')} gap="2">
      <LinkedIncidentsBody vm={vm} />
    </PanelSection>
  );
}

/**
 * What the linked-incidents panel holds, without a heading (the live page's dialog is titled already): each one opens
 * its view; the incident on screen is marked and disabled. Another incident can be found and linked, and a listed link
 * removed, each after a question.
 */
export const LinkedIncidentsBody = observer(function LinkedIncidentsBody({ vm }: { vm: LinkedIncidentsModel }) {
  const { t, i18n } = useTranslation();
  const question = vm.question;
  return (
    <Stack gap="2">
      {vm.entries.state === 'failed' ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {t('incident_view.linked.failed')}
        </Text>
      ) : vm.entries.state === 'loaded' && vm.entries.items.length <= 1 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('incident_view.linked.empty')}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="1" aria-label={t('incident_view.linked.title')}>
          {vm.entries.items.map((entry) => (
            <Flex as="li" key={entry.id} gap="2" align="center">
              <Button
                size="sm"
                variant={entry.disabled ? 'subtle' : 'outline'}
                flex="1"
                minW="0"
                height="auto"
                py="1"
                justifyContent="flex-start"
                disabled={entry.disabled}
                aria-current={entry.disabled ? 'page' : undefined}
                onClick={() => vm.choose(entry)}
              >
                <Stack gap="0.5" align="start" minW="0" width="100%">
                  <Text truncate maxW="100%">
                    {entry.id} - {entry.title || t('incident_view.none')}
                  </Text>
                  <Flex gap="2" align="center">
                    <Text as="span" fontSize="xs" color="fg.muted">
                      {dateTimeText(entry.at, i18n.language, 'date-time-seconds')}
                    </Text>
                    <Badge size="sm" colorPalette={entry.relation === 'current' ? 'blue' : 'gray'}>
                      {t(`incident_view.linked.${entry.relation}`)}
                    </Badge>
                  </Flex>
                </Stack>
              </Button>
              {vm.canUnlink(entry) ? (
                <RowActionButton
                  label={t('incident_view.linked.unlink')}
                  name={t('incident_view.linked.unlink_named', { incident: `${entry.id} - ${entry.title}` })}
                  danger
                  onClick={() => question.ask({ kind: 'unlink', entry })}
                />
              ) : null}
            </Flex>
          ))}
        </Stack>
      )}
      {vm.canLink ? <LinkIncidentSearch vm={vm} /> : null}
      <ConfirmSlotDialog
        slot={question}
        title={(q) => t(`incident_view.linked.${q.kind}_question`, { incident: headingOf(q) })}
        confirmLabel={question.subject?.kind === 'unlink' ? t('incident_view.linked.unlink') : t('incident_view.linked.link')}
        tone={question.subject?.kind === 'unlink' ? 'danger' : 'primary'}
      >
        <Text>{question.subject?.kind === 'unlink' ? t('incident_view.linked.unlink_effect') : t('incident_view.linked.link_effect')}</Text>
      </ConfirmSlotDialog>
    </Stack>
  );
});
