import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice, OtherEdit } from '../../../../application/incidents/incident-edit.types';
import type { IncidentUser } from '../../../../domain/incident/incident';
import { AppDialog } from '../../../shared/AppDialog';
import { dateTimeText } from './panel-format';

const PART_LABELS: Readonly<Record<OtherEdit['part'], string>> = {
  title: 'incident_panels.edit.field_title',
  description: 'incident_panels.edit.field_description',
  address: 'incident_panels.edit.field_address',
};

/** Who changed it, as the server names them (name, else email), or "someone else". */
function useWho(): (user: IncidentUser | null) => string {
  const { t } = useTranslation();
  return (user) => {
    const name = [user?.name, user?.lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
    return name || user?.email || t('incident_panels.edit.other_someone');
  };
}

/** Under a field being edited here: someone else saved another text meanwhile (theirs, who, when). */
export function OtherEditNote({ edit }: { readonly edit: OtherEdit }) {
  const { t, i18n } = useTranslation();
  const who = useWho()(edit.by);
  const when = dateTimeText(edit.at === null ? null : String(edit.at), i18n.language);
  return (
    <Text as="span" display="block" color="fg.warning" fontWeight="medium">
      {t(when ? 'incident_panels.edit.other_changed_at' : 'incident_panels.edit.other_changed', { who, when, text: edit.theirs })}
    </Text>
  );
}

export interface EditConflictDialogProps {
  readonly conflict: readonly OtherEdit[] | null;
  readonly busy: boolean;
  readonly onChoose: (choice: ConflictChoice) => void;
  readonly onClose: () => void;
}

/** A save found fields changed here and by someone else: both texts, who and when, and which one stays. */
export function EditConflictDialog({ conflict, busy, onChoose, onClose }: EditConflictDialogProps) {
  const { t, i18n } = useTranslation();
  const who = useWho();
  const first = conflict?.[0] ?? null;
  const name = who(first?.by ?? null);
  const when = dateTimeText(first?.at === null || first?.at === undefined ? null : String(first.at), i18n.language);
  return (
    <AppDialog
      role="alertdialog"
      size="lg"
      open={conflict !== null && conflict.length > 0}
      title={t('incident_panels.edit.conflict_title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('incident_panels.edit.conflict_later')}
          </Button>
          <Button variant="outline" loading={busy} onClick={() => onChoose('theirs')}>
            {t('incident_panels.edit.conflict_keep_theirs', { who: name })}
          </Button>
          <Button colorPalette="blue" loading={busy} onClick={() => onChoose('mine')}>
            {t('incident_panels.edit.conflict_keep_mine')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>{t(when ? 'incident_panels.edit.conflict_text_at' : 'incident_panels.edit.conflict_text', { who: name, when })}</Text>
        {(conflict ?? []).map((edit) => (
          <Stack key={edit.part} gap="2" as="section" aria-label={t(PART_LABELS[edit.part])}>
            <Text fontWeight="semibold">{t(PART_LABELS[edit.part])}</Text>
            <Side label={t('incident_panels.edit.conflict_theirs', { who: name })} text={edit.theirs} />
            <Side label={t('incident_panels.edit.conflict_mine')} text={edit.mine} />
          </Stack>
        ))}
      </Stack>
    </AppDialog>
  );
}

function Side({ label, text }: { readonly label: string; readonly text: string }) {
  const { t } = useTranslation();
  return (
    <Box borderWidth="1px" borderRadius="md" p="2">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text whiteSpace="pre-wrap" wordBreak="break-word" dir="auto">
        {text.trim() === '' ? t('incident_panels.edit.conflict_empty') : text}
      </Text>
    </Box>
  );
}
