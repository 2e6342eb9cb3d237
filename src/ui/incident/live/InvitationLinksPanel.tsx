import { Badge, List, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { InvitationLinkState } from '../../../domain/messaging/invitation-link';
import { useViewModel } from '../../shared/use-view-model';
import { createInvitationLinksViewModel } from './invitation-links.view-model';
import { LiveSection } from './LiveSection';
import { listRecipe } from '../../theme/recipes/list';

const STATE_PALETTE: Record<InvitationLinkState, string> = {
  sent: 'gray',
  opened: 'blue',
  joined: 'green',
  failed: 'red',
  unknown: 'gray',
};
const HEADING_ID = 'live-invitations-heading';

/** Who was invited from the share modal and how far each link got; nothing at all until someone is invited. */
export const InvitationLinksPanel = observer(function InvitationLinksPanel({ incidentId }: { readonly incidentId: string }) {
  const { t } = useTranslation();
  const vm = useViewModel(createInvitationLinksViewModel, { incidentId });
  if (vm.links.length === 0) return null;
  return (
    <LiveSection headingId={HEADING_ID} title={t('incident_live.invitations.title')} size="sm" emptyText="" empty={false}>
      <List.Root recipe={listRecipe} variant="plain" gap="1" fontSize="sm" aria-labelledby={HEADING_ID}>
        {vm.links.map((link) => (
          <List.Item key={link.linkId} display="flex" gap="2" alignItems="baseline" flexWrap="wrap">
            <Text fontVariantNumeric="tabular-nums">{link.phone}</Text>
            <Text color="fg.muted">{t(`incident_live.invitations.mode.${link.mode}`)}</Text>
            <Badge colorPalette={STATE_PALETTE[link.state]} variant="subtle">
              {t(`incident_live.invitations.state.${link.state}`)}
            </Badge>
          </List.Item>
        ))}
      </List.Root>
    </LiveSection>
  );
});
