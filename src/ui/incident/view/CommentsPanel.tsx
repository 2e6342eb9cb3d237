import { Badge, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { dateTimeText } from '../../shared/date-text';
import type { Incident } from '../../../domain/incident/incident';
import { ConfirmSlotDialog } from '../../shared/ConfirmSlotDialog';
import { PanelSection } from '../live/panels/PanelSection';
import { feedOf, type CommentsModel, type FeedEntry } from './comments.model';
import { RowActionButton } from './RowActionButton';

/** SPEC §3 comments, updates and reactions with author and time; a moderator approves or deletes a comment. */
export const CommentsPanel = observer(function CommentsPanel({ vm, incident }: { vm: CommentsModel; incident: Incident }) {
  const { t } = useTranslation();
  const feed = feedOf(incident);
  const reactions = [
    ['fearful_face', incident.fearfulFace],
    ['hands_pressed', incident.handsPressed],
    ['red_angry_face', incident.redAngryFace],
    ['red_heart', incident.redHeart],
  ] as const;
  return (
    <PanelSection title={t('incident_view.comments.title')} gap="2">
      <Flex wrap="wrap" gap="1" role="group" aria-label={t('incident_view.comments.reactions')}>
        {reactions.map(([key, value]) => (
          <Badge key={key} variant="subtle">
            {t(`incident_view.comments.reaction.${key}`)}: {typeof value === 'number' ? value : 0}
          </Badge>
        ))}
      </Flex>
      {feed.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('incident_view.comments.empty')}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" aria-label={t('incident_view.comments.list')}>
          {feed.map((entry) => (
            <CommentEntry key={entry.key} vm={vm} entry={entry} />
          ))}
        </Stack>
      )}
      <ConfirmSlotDialog
        slot={vm.deleting}
        title={() => t('incident_view.comments.delete_question')}
        confirmLabel={t('incident_view.comments.delete')}
        tone="danger"
      >
        <Text>{vm.deleting.subject?.body}</Text>
      </ConfirmSlotDialog>
    </PanelSection>
  );
});

/** One comment or update: its kind, author and time, its text and link, and a moderator's actions on a comment. */
const CommentEntry = observer(function CommentEntry({ vm, entry }: { readonly vm: CommentsModel; readonly entry: FeedEntry }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack as="li" gap="1" borderWidth="1px" borderRadius="md" p="2" aria-label={`${entry.author}: ${entry.body}`}>
      <Flex gap="2" align="center" wrap="wrap">
        <Badge size="sm" colorPalette={entry.kind === 'update' ? 'purple' : 'gray'}>
          {t(`incident_view.comments.kind.${entry.kind}`)}
        </Badge>
        {entry.reported ? (
          <Badge size="sm" colorPalette="orange">
            {t('incident_view.comments.reported')}
          </Badge>
        ) : null}
        <Text fontSize="sm" fontWeight="medium">
          {entry.author || t('incident_view.none')}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {dateTimeText(entry.at, i18n.language, 'date-time-seconds')}
        </Text>
      </Flex>
      <Text fontSize="sm" whiteSpace="pre-wrap">
        {entry.body}
      </Text>
      {entry.hyperlink ? (
        <Link href={entry.hyperlink} target="_blank" rel="noopener noreferrer" fontSize="sm">
          {entry.hyperlink}
        </Link>
      ) : null}
      {entry.kind === 'comment' && vm.moderator ? (
        <Flex gap="2">
          {entry.reported ? (
            <RowActionButton
              label={t('incident_view.comments.approve')}
              name={t('incident_view.comments.approve_named', { author: entry.author })}
              busy={vm.busy === entry.key}
              disabled={vm.busy !== null}
              onClick={() => void vm.approve(entry)}
            />
          ) : null}
          <RowActionButton
            label={t('incident_view.comments.delete')}
            name={t('incident_view.comments.delete_named', { author: entry.author })}
            disabled={vm.busy !== null}
            danger
            onClick={() => vm.deleting.ask(entry)}
          />
        </Flex>
      ) : null}
    </Stack>
  );
});
