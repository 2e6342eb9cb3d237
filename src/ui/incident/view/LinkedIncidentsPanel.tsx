import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMessageStatusDate } from '../../../domain/format/date-format';
import { PanelSection } from '../live/panels/PanelSection';
import type { LinkedIncidentsModel } from './linked-incidents.model';

const localOffset = () => -new Date().getTimezoneOffset();

/** SPEC §2 linked-incidents panel: each one opens its view; the incident on screen is marked and disabled. */
export const LinkedIncidentsPanel = observer(function LinkedIncidentsPanel({ vm }: { vm: LinkedIncidentsModel }) {
  const { t } = useTranslation();
  return (
    <PanelSection title={t('incident_view.linked.title')} gap="2">
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
            <li key={entry.id}>
              <Button
                size="sm"
                variant={entry.disabled ? 'subtle' : 'outline'}
                width="100%"
                justifyContent="space-between"
                disabled={entry.disabled}
                aria-current={entry.disabled ? 'page' : undefined}
                onClick={() => vm.choose(entry)}
              >
                <Text truncate>
                  {entry.id} - {entry.title || t('incident_view.none')}
                </Text>
                <Text as="span" fontSize="xs" color="fg.muted">
                  {formatMessageStatusDate(entry.at, localOffset())}
                </Text>
                <Badge size="sm" colorPalette={entry.relation === 'current' ? 'blue' : 'gray'}>
                  {t(`incident_view.linked.${entry.relation}`)}
                </Badge>
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </PanelSection>
  );
});
