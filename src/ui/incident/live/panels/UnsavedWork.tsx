import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncidentDraft } from '../../../../domain/incident-form/unsaved-edits';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import type { Notice } from '../../../../domain/shared/notice';
import { noticeText } from '../../../shared/notice-text';

/**
 * The edit form's unsaved work: the one notice while saves fail (SPEC §8's text, shown once however many saves fail
 * in a row), the offer of a draft kept from an earlier visit, and the question asked before leaving with unsaved text.
 */
export function SaveNoticeView({ notice, saving }: { notice: Notice; saving: boolean }) {
  const { t } = useTranslation();
  const { action } = notice;
  const why = notice.detail ? noticeText(t, notice.detail) : notice.serverText;
  return (
    <TitledAlert
      status="warning"
      role="alert"
      title={t('incident_panels.edit.notice_title')}
      action={
        action && (
          <Button size="sm" variant="outline" alignSelf="center" loading={saving} onClick={action.run}>
            {noticeText(t, action.label)}
          </Button>
        )
      }
    >
      <Text>{t(notice.key as string | string[], notice.values ?? {})}</Text>
      {why && <Text>{why}</Text>}
      {/* Retry now is offered while the session holds; without it the session has ended (the text stays in the form). */}
      <Text>{t(action ? 'incident_panels.edit.notice_kept' : 'incident_panels.edit.notice_session_ended')}</Text>
    </TitledAlert>
  );
}

export function DraftOffer({ draft, onRestore, onDismiss }: { draft: IncidentDraft; onRestore: () => void; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <TitledAlert status="info" role="region" title={t('incident_panels.edit.draft_title')}>
      <Text>{t('incident_panels.edit.draft_text')}</Text>
      {draft.title !== undefined && <DraftField label={t('incident_panels.edit.field_title')} value={draft.title} />}
      {draft.description !== undefined && (
        <DraftField label={t('incident_panels.edit.field_description')} value={draft.description} whiteSpace="pre-wrap" />
      )}
      <HStack mt="1">
        <Button size="sm" colorPalette="blue" onClick={onRestore}>
          {t('incident_panels.edit.draft_restore')}
        </Button>
        <Button size="sm" variant="outline" onClick={onDismiss}>
          {t('incident_panels.edit.draft_discard')}
        </Button>
      </HStack>
    </TitledAlert>
  );
}

/** An alert named by its title, with its lines stacked under the title and `action` beside them. */
function TitledAlert({
  status,
  role,
  title,
  action,
  children,
}: {
  status: 'warning' | 'info';
  role: 'alert' | 'region';
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Alert.Root status={status} role={role} aria-labelledby={titleId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id={titleId}>{title}</Alert.Title>
        <Alert.Description>
          <Stack gap="1">{children}</Stack>
        </Alert.Description>
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}

/** One kept field of a draft: its name, then the text kept. */
function DraftField({ label, value, whiteSpace }: { label: string; value: string; whiteSpace?: 'pre-wrap' }) {
  return (
    <Text whiteSpace={whiteSpace}>
      <Text as="span" fontWeight="semibold">
        {label}:
      </Text>{' '}
      {value}
    </Text>
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
