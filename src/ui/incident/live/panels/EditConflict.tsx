import { Box, Button, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConflictSide, OtherEdit } from '../../../../application/incidents/incident-edit.types';
import type { IncidentUser } from '../../../../domain/incident/incident';
import { AppDialog } from '../../../shared/AppDialog';
import { LIST_DATE_TIME, dateTimeText } from '../../../shared/date-text';
import type { ConflictChoiceModel } from './conflict-choice.model';
import { radioGroupRecipe } from '../../../theme/recipes/radio-group';

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

/** When the other saved, in the console's date format, or '' when the server did not say. */
function useWhen(): (at: OtherEdit['at'] | undefined) => string {
  const { i18n } = useTranslation();
  return (at) => dateTimeText(at === null || at === undefined ? null : String(at), i18n.language, LIST_DATE_TIME) ?? '';
}

/** Under a field being edited here: someone else saved another text meanwhile (theirs, who, when). */
export function OtherEditNote({ edit }: { readonly edit: OtherEdit }) {
  const { t } = useTranslation();
  const who = useWho()(edit.by);
  const when = useWhen()(edit.at);
  return (
    <Text as="span" display="block" color="fg.warning" fontWeight="medium">
      {t(when ? 'incident_panels.edit.other_changed_at' : 'incident_panels.edit.other_changed', { who, when, text: edit.theirs })}
    </Text>
  );
}

export interface EditConflictDialogProps {
  readonly conflict: readonly OtherEdit[] | null;
  readonly choice: ConflictChoiceModel;
  readonly busy: boolean;
  /** Saves once with the side chosen for each field. */
  readonly onSave: () => void;
  readonly onClose: () => void;
}

/**
 * A save found fields changed here and by someone else: for each field both texts, who saved the other and when, and
 * a choice of which one stays; one save once every field has its side.
 */
export const EditConflictDialog = observer(function EditConflictDialog({
  conflict,
  choice,
  busy,
  onSave,
  onClose,
}: EditConflictDialogProps) {
  const { t } = useTranslation();
  const who = useWho();
  const when = useWhen();
  const first = conflict?.[0] ?? null;
  const name = who(first?.by ?? null);
  const at = when(first?.at);
  const decided = choice.decided(conflict);
  return (
    <AppDialog
      role="alertdialog"
      size="xl"
      scrollInside
      open={conflict !== null && conflict.length > 0}
      title={t('incident_panels.edit.conflict_title')}
      onClose={onClose}
      actions={
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="3" width="full" justify="flex-end">
          {!decided && (
            <Text fontSize="sm" color="fg.muted" flex="1">
              {t('incident_panels.edit.conflict_pending')}
            </Text>
          )}
          <Button variant="ghost" onClick={onClose}>
            {t('incident_panels.edit.conflict_later')}
          </Button>
          <Button colorPalette="blue" loading={busy} disabled={!decided} onClick={onSave}>
            {t('incident_panels.edit.conflict_save')}
          </Button>
        </Stack>
      }
    >
      <Stack gap="4">
        <Text>{t(at ? 'incident_panels.edit.conflict_text_at' : 'incident_panels.edit.conflict_text', { who: name, when: at })}</Text>
        {(conflict ?? []).map((edit) => (
          <PartChoice
            key={edit.part}
            edit={edit}
            who={who(edit.by)}
            when={when(edit.at)}
            side={choice.side(edit.part)}
            onChoose={(side) => choice.choose(edit.part, side)}
          />
        ))}
      </Stack>
    </AppDialog>
  );
});

interface PartChoiceProps {
  readonly edit: OtherEdit;
  readonly who: string;
  readonly when: string;
  readonly side: ConflictSide | null;
  readonly onChoose: (side: ConflictSide) => void;
}

/** One field in conflict: a group of two choices, each with the text it keeps. */
function PartChoice({ edit, who, when, side, onChoose }: PartChoiceProps) {
  const { t } = useTranslation();
  const label = t(PART_LABELS[edit.part]);
  return (
    <Box as="section" aria-label={label} borderWidth="1px" borderRadius="md" p="3">
      <RadioGroup.Root
        recipe={radioGroupRecipe}
        value={side}
        onValueChange={(details) => {
          if (details.value === 'mine' || details.value === 'theirs') onChoose(details.value);
        }}
        aria-label={label}
      >
        <Text fontWeight="semibold" mb="2">
          {label}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <SideChoice
            side="theirs"
            chosen={side === 'theirs'}
            label={t('incident_panels.edit.conflict_keep_theirs', { who })}
            caption={[t('incident_panels.edit.conflict_theirs', { who }), when].filter(Boolean).join(', ')}
            text={edit.theirs}
          />
          <SideChoice
            side="mine"
            chosen={side === 'mine'}
            label={t('incident_panels.edit.conflict_keep_mine')}
            caption={t('incident_panels.edit.conflict_mine')}
            text={edit.mine}
          />
        </SimpleGrid>
      </RadioGroup.Root>
    </Box>
  );
}

interface SideChoiceProps {
  readonly side: ConflictSide;
  readonly chosen: boolean;
  readonly label: string;
  readonly caption: string;
  readonly text: string;
}

/** One side: the radio named by what it keeps, described by the text it keeps (read as text, never as markup). */
function SideChoice({ side, chosen, label, caption, text }: SideChoiceProps) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      p="2"
      minWidth="0"
      borderColor={chosen ? 'blue.solid' : 'border'}
      bg={chosen ? 'blue.subtle' : undefined}
    >
      <RadioGroup.Item value={side}>
        <RadioGroup.ItemHiddenInput aria-describedby={textId} />
        <RadioGroup.ItemIndicator />
        <RadioGroup.ItemText fontWeight="medium">{label}</RadioGroup.ItemText>
      </RadioGroup.Item>
      <Box id={textId}>
        <Text fontSize="xs" color="fg.muted">
          {caption}
        </Text>
        <Text whiteSpace="pre-wrap" wordBreak="break-word" dir="auto">
          {text.trim() === '' ? t('incident_panels.edit.conflict_empty') : text}
        </Text>
      </Box>
    </Stack>
  );
}
