import { Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { LeavePromptDialog } from '../../shared/LeavePromptDialog';
import { NoticeDialog } from '../../shared/NoticeDialog';
import { callStateTitle } from './CallStateView';
import type { LiveIncidentViewModel } from './live-incident.view-model';

/**
 * SPEC §4, §8 the live page's questions and warnings: a warning to acknowledge (a take-over, a link that expired…),
 * leaving the page, and stopping or cancelling the call.
 */
export const LiveDialogs = observer(function LiveDialogs({
  vm,
  readOnly,
}: {
  readonly vm: LiveIncidentViewModel;
  readonly readOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <NoticeDialog
        open={vm.warning !== null}
        title={t('incident_live.warning.title')}
        closeLabel={t('incident_live.warning.ok')}
        onClose={() => vm.closeWarning()}
      >
        <Text>
          {vm.warning?.key === 'take-over'
            ? callStateTitle(t, vm)
            : vm.warning
              ? warningText(t, vm.warning.key, vm.warning.message ?? null, readOnly)
              : ''}
        </Text>
      </NoticeDialog>

      <LeavePromptDialog prompt={vm.leave.prompt} wordsPrefix="live.callState.confirm.leave_" />

      <ConfirmDialog
        open={vm.confirming !== null}
        title={t(vm.confirming === 'cancel' ? 'live.callState.confirm.cancel_title' : 'live.callState.confirm.stop_title')}
        confirmLabel={t(vm.confirming === 'cancel' ? 'live.callState.confirm.cancel_confirm' : 'live.callState.confirm.stop_confirm')}
        cancelLabel={t('live.callState.confirm.keep')}
        tone="danger"
        busy={vm.stopping}
        onConfirm={() => void vm.stop()}
        onCancel={() => vm.keepCall()}
      >
        <Text>{t(vm.confirming === 'cancel' ? 'live.callState.confirm.cancel_body' : 'live.callState.confirm.stop_body')}</Text>
      </ConfirmDialog>
    </>
  );
});

type T = (key: string, options?: Record<string, unknown>) => string;

function warningText(t: T, key: string, message: string | null, readOnly: boolean): string {
  // A shared link says what it can: expired (the server signed it), or nothing to open, never which incidents exist.
  if (key === 'not_found') return t(readOnly ? 'incident_live.warning.shared_not_found' : 'incident_live.warning.not_found');
  if (key === 'link_expired') return t('incident_live.warning.shared_expired');
  // A shared link of an incident that was finished or deleted: it ended, which is not the same as never found.
  if (key === 'finished_incident' && readOnly) return t('incident_live.warning.shared_ended');
  if (key === 'start_failed') return message ? message : t('incident_live.warning.start_failed');
  if (key === 'video_unavailable') return t('incident_live.warning.video_unavailable');
  return t(key);
}
