import { Alert, Box, Button, Collapsible, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Incident } from '../../../../domain/incident/incident';
import { useLeaveGuard } from '../../../shared/use-leave-guard';
import { useViewModel } from '../../../shared/use-view-model';
import { useNotify } from '../../../shared/AppToaster';
import { noticeText } from '../../../shared/notice-text';
import type { Message, StopGuard } from './incident-edit-form.types';
import type { AutoSaveStatus } from './save-state';
import type { IncidentFollower } from './incident-edit-form.types';
import { OtherTabNotice } from './OtherTabNotice';
import { IncidentEditFields } from './IncidentEditFields';
import { createIncidentEditFormViewModel } from './incident-edit-form.factory';
import { DraftOffer, LeaveWithUnsavedDialog, SaveNoticeView } from './UnsavedWork';
import { EditConflictDialog } from './EditConflict';
import { AppForm } from '../../../shared/AppForm';
import { collapsibleRecipe } from '../../../theme/recipes/collapsible';

export interface IncidentEditFormProps {
  readonly incidentId: string;
  readonly tenantId: string;
  /** The live page's stop button asks every registered guard; the form's answers 'required.title' (SPEC §5). */
  readonly registerStopGuard: (guard: StopGuard) => () => void;
  /**
   * While mounted the form registers a leave check (src/ui/shared/leave-guard.ts) that sends unsaved text before the page
   * goes and, when the server still does not have it, asks to keep it as a draft or stay (the page's own check asks
   * the stop guards, which answer 'required.title'). Pass false to leave it out. Default true.
   */
  readonly guardLeave?: boolean;
  /** Hears every save the server accepted (the live page shows the saved title and point at once). */
  readonly onSaved?: (incident: Incident) => void;
  /** The page's follower of the incident (the live session, the incident view's), instead of one of the form's own. */
  readonly follow?: () => IncidentFollower | null;
  /**
   * The heading and save state stay in sight while the form scrolls in an area of its own (the live page). Off where
   * the whole page scrolls (the incident view): there the page's padding left a band above the stuck heading through
   * which the fields showed. Default true.
   */
  readonly stickyHeader?: boolean;
}

const STATUS_KEYS: Readonly<Record<AutoSaveStatus, string | null>> = {
  idle: null,
  pending: 'incident_panels.edit.status_pending',
  saving: 'incident_panels.edit.status_saving',
  saved: 'incident_panels.edit.status_saved',
  failed: 'incident_panels.edit.status_retrying',
};

/** The form's heading, its save state and the button folding it; sticky, the save state stays in sight while the details scroll in their area of the live page. */
function EditFormHeader({ titleId, status, sticky }: { titleId: string; status: AutoSaveStatus; sticky: boolean }) {
  const { t } = useTranslation();
  const statusKey = STATUS_KEYS[status];
  return (
    <HStack justifyContent="space-between" position={sticky ? 'sticky' : undefined} top="0" zIndex="1" bg="bg" pt="3" pb="1">
      <Text id={titleId} fontWeight="semibold" flex="1">
        {t('incident_panels.edit.title')}
      </Text>
      <Text
        role="status"
        aria-live="polite"
        aria-label={statusKey ? `${t('incident_panels.edit.save_state')}: ${t(statusKey)}` : t('incident_panels.edit.save_state')}
        fontSize="xs"
        fontWeight={status === 'failed' ? 'semibold' : undefined}
        color={status === 'failed' ? 'fg.error' : 'fg.muted'}
      >
        {statusKey ? t(statusKey) : ''}
      </Text>
      <Collapsible.Context>
        {(collapsible) => (
          <Collapsible.Trigger asChild>
            <Button size="xs" variant="ghost">
              {collapsible.open ? t('incident_panels.edit.collapse') : t('incident_panels.edit.expand')}
            </Button>
          </Collapsible.Trigger>
        )}
      </Collapsible.Context>
    </HStack>
  );
}

/**
 * SPEC §2, §4, §5, §8 the live page's edit form: title, address (autocomplete through the
 * AddressSuggestionsFlow), description; phone, latitude, longitude and created-at read-only; title and description
 * auto-save after 3 s idle; Save sends the whole form.
 */
export const IncidentEditForm = observer(function IncidentEditForm({
  incidentId,
  registerStopGuard,
  guardLeave = true,
  onSaved,
  follow,
  stickyHeader = true,
}: IncidentEditFormProps) {
  const { t } = useTranslation();
  const vm = useViewModel(createIncidentEditFormViewModel, {
    incidentId,
    registerStopGuard,
    notify: useNotify(),
    onSaved: onSaved ?? null,
    follow: follow ?? null,
  });
  useLeaveGuard(guardLeave ? { mayLeave: (to) => vm.mayLeave(to), blocksUnload: () => vm.blocksUnload() } : null);
  const titleId = useId();
  const tr = (message: Message | null) => (message ? t(message.key, message.params) : '');
  return (
    <Collapsible.Root recipe={collapsibleRecipe} defaultOpen asChild>
      <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" px="3" pb="3">
        <AppForm onSubmit={() => void vm.save()}>
          <Stack gap="2">
            <EditFormHeader titleId={titleId} status={vm.autoSaveStatus} sticky={stickyHeader} />
            <Collapsible.Content>
              <Stack gap="3">
                <OtherTabNotice incidentId={incidentId} />
                {vm.draft && <DraftOffer draft={vm.draft} onRestore={() => void vm.restoreDraft()} onDismiss={() => vm.dismissDraft()} />}
                {vm.saveNotice && <SaveNoticeView notice={vm.saveNotice} saving={vm.editState?.saving ?? false} />}
                {vm.phase === 'loading' && <Text color="fg.muted">{t('common.loading')}</Text>}
                {vm.phase === 'failed' && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{tr(vm.loadError)}</Alert.Title>
                  </Alert.Root>
                )}
                {vm.phase === 'ready' && <IncidentEditFields vm={vm} />}
              </Stack>
            </Collapsible.Content>
            {vm.toast && (
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Title>{noticeText(t, vm.toast)}</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        </AppForm>
        <EditConflictDialog
          conflict={vm.conflict}
          choice={vm.conflictChoice}
          busy={vm.saving}
          onSave={() => void vm.resolveConflict()}
          onClose={() => vm.dismissConflict()}
        />
        <LeaveWithUnsavedDialog open={vm.leavePrompt.open} onAnswer={(leave) => vm.leavePrompt.answer(leave)} />
      </Box>
    </Collapsible.Root>
  );
});
