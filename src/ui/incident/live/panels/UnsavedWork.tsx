import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncidentDraft } from '../../../../domain/incident-form/unsaved-edits';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import type { SaveNotice } from './save-state';

/**
 * The edit form's unsaved work: the one notice while saves fail (SPEC §8's text, shown once however many saves fail
 * in a row), the offer of a draft kept from an earlier visit, and the question asked before leaving with unsaved text.
 */
export function SaveNoticeView({ notice, saving, onRetry }: { notice: SaveNotice; saving: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { failure } = notice;
  return (
    <Alert.Root status="warning" role="alert" aria-labelledby={titleId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id={titleId}>{t('incident_panels.edit.notice_title')}</Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <Text>{t(failure.textKey)}</Text>
            {failure.detail && <Text>{failure.detail.kind === 'key' ? t(failure.detail.key) : failure.detail.message}</Text>}
            <Text>{t(notice.sessionEnded ? 'incident_panels.edit.notice_session_ended' : 'incident_panels.edit.notice_kept')}</Text>
          </Stack>
        </Alert.Description>
      </Alert.Content>
      {!notice.sessionEnded && (
        <Button size="sm" variant="outline" alignSelf="center" loading={saving} onClick={onRetry}>
          {t('incident_panels.edit.retry_now')}
        </Button>
      )}
    </Alert.Root>
  );
}

export function DraftOffer({ draft, onRestore, onDismiss }: { draft: IncidentDraft; onRestore: () => void; onDismiss: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Alert.Root status="info" role="region" aria-labelledby={titleId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id={titleId}>{t('incident_panels.edit.draft_title')}</Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <Text>{t('incident_panels.edit.draft_text')}</Text>
            {draft.title !== undefined && (
              <Text>
                <Text as="span" fontWeight="semibold">
                  {t('incident_panels.edit.field_title')}:
                </Text>{' '}
                {draft.title}
              </Text>
            )}
            {draft.description !== undefined && (
              <Text whiteSpace="pre-wrap">
                <Text as="span" fontWeight="semibold">
                  {t('incident_panels.edit.field_description')}:
                </Text>{' '}
                {draft.description}
              </Text>
            )}
            <HStack mt="1">
              <Button size="sm" colorPalette="blue" onClick={onRestore}>
                {t('incident_panels.edit.draft_restore')}
              </Button>
              <Button size="sm" variant="outline" onClick={onDismiss}>
                {t('incident_panels.edit.draft_discard')}
              </Button>
            </HStack>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function LeaveWithUnsavedDialog({ open, onAnswer }: { open: boolean; onAnswer: (leave: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('incident_panels.edit.leave_title')}
      confirmLabel={t('incident_panels.edit.leave_keep')}
      cancelLabel={t('incident_panels.edit.leave_stay')}
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    >
      <Text>{t('incident_panels.edit.leave_text')}</Text>
    </ConfirmDialog>
  );
}
