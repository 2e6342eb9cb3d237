import { Alert, Box, Button, Field, Fieldset, Grid, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FootActionBar } from '../../../shared/FootActionBar';
import { MAX_TITLE_LENGTH_LIMIT, SETTINGS_LANGUAGES, SHARE_LOCATION_PREFERENCES } from '../../../../domain/admin/settings-schema';
import { useLeaveGuard } from '../../../shared/use-leave-guard';
import { AppForm } from '../../../shared/AppForm';
import { FieldInput } from '../../../shared/FieldControls';
import { useNotify } from '../../../shared/AppToaster';
import { LeavePromptDialog } from '../../../shared/LeavePromptDialog';
import { useViewModel } from '../../../shared/use-view-model';
import { OptionsSelect } from '../../../shared/OptionsSelect';
import { SectionTitle } from '../SectionTitle';
import { createSettingsFormViewModel, type SettingsFlag, type SettingsFormViewModel } from './settings-form.view-model';
import { fieldsetRecipe } from '../../../theme/recipes/fieldset';
import { switchRecipe } from '../../../theme/recipes/switch';

/**
 * SPEC §3 the settings section ({tenant}/settings, GET and POST /teleport-config): the tenant's settings grouped by
 * what they change, each with what it does; Save and Discard below. Unsaved changes ask before leaving.
 */
export const SettingsForm = observer(function SettingsForm() {
  const { t } = useTranslation();
  const vm = useViewModel(createSettingsFormViewModel, { notify: useNotify() });
  useLeaveGuard({ mayLeave: () => vm.mayLeave(), blocksUnload: () => vm.blocksUnload() });

  return (
    <Stack gap="6" maxW="6xl">
      <Stack gap="1">
        <SectionTitle sectionKey="settings" />
        <Text color="fg.muted">{t('admin.settings.intro')}</Text>
      </Stack>
      {vm.status === 'loading' ? <Skeleton height="24rem" role="status" aria-busy="true" aria-label={t('common.loading')} /> : null}
      {vm.status === 'failed' ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('admin.settings.load_failed')}</Alert.Title>
            {vm.loadFailureKey ? <Alert.Description>{t(vm.loadFailureKey)}</Alert.Description> : null}
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void vm.load()}>
            {t('admin.settings.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {vm.status === 'ready' && vm.draft ? <SettingsFields vm={vm} /> : null}
      <LeavePromptDialog prompt={vm.leavePrompt} wordsPrefix="admin.settings.leave_" />
    </Stack>
  );
});

const SettingsFields = observer(function SettingsFields({ vm }: { vm: SettingsFormViewModel }) {
  const { t } = useTranslation();
  const fields = useRef<HTMLDivElement>(null);
  // A save the rules refuse: every reason shows under its field; the focus goes to the first, read out and fixed first.
  const refusals = vm.refusals;
  useEffect(() => {
    if (refusals > 0) fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const draft = vm.draft;
  if (!draft) return null;
  const limitError = vm.fieldError('limitedTitleLength');
  return (
    <AppForm onSubmit={() => void vm.save()}>
      <Grid ref={fields} templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
        <SettingsGroup legend={t('admin.settings.group_incidents')}>
          <FlagField vm={vm} field="restrictCreateIncident" />
          <FlagField vm={vm} field="requireIncidentTitle" />
          <Field.Root invalid={limitError !== null} maxW="xs">
            <Field.Label>{t('admin.settings.fields.limitedTitleLength.label')}</Field.Label>
            <FieldInput
              inputMode="numeric"
              autoComplete="off"
              value={draft.limitedTitleLength}
              onChange={(event) => vm.setTitleLimit(event.currentTarget.value)}
            />
            {limitError ? (
              <Field.ErrorText>{t(`admin.form.errors.${limitError}`, { max: MAX_TITLE_LENGTH_LIMIT })}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('admin.settings.fields.limitedTitleLength.help', { max: MAX_TITLE_LENGTH_LIMIT })}</Field.HelperText>
            )}
          </Field.Root>
          <FlagField
            vm={vm}
            field="allowArgoCreateIncident"
            note={draft.restrictCreateIncident && draft.allowArgoCreateIncident ? t('admin.settings.argos_overridden') : null}
          />
        </SettingsGroup>

        <Stack gap="6">
          <SettingsGroup legend={t('admin.settings.group_live')}>
            <FlagField vm={vm} field="restrictVideo" />
            <FlagField vm={vm} field="allowOperatorBroadcast" />
          </SettingsGroup>

          <SettingsGroup legend={t('admin.settings.group_sharing')}>
            <ChoiceField vm={vm} field="shareLocationPreference" />
            <ChoiceField vm={vm} field="defaultLanguage" />
          </SettingsGroup>
        </Stack>

        <FootActionBar gridColumn="1 / -1">
          <Button type="submit" colorPalette="blue" disabled={vm.saveDisabled} loading={vm.saving}>
            {t('admin.settings.save')}
          </Button>
          <Button type="button" variant="outline" disabled={!vm.dirty || vm.saving} onClick={() => vm.discard()}>
            {t('admin.settings.discard')}
          </Button>
          <Text fontSize="sm" color="fg.muted" role="status">
            {vm.dirty ? t('admin.settings.unsaved') : t('admin.settings.all_saved')}
          </Text>
        </FootActionBar>
      </Grid>
    </AppForm>
  );
});

function FlagField({ vm, field, note = null }: { vm: SettingsFormViewModel; field: SettingsFlag; note?: string | null }) {
  const { t } = useTranslation();
  const checked = vm.draft?.[field] === true;
  const helpId = useId();
  return (
    <Box>
      <Switch.Root
        recipe={switchRecipe}
        checked={checked}
        onCheckedChange={(details) => vm.setFlag(field, details.checked)}
        colorPalette="blue"
      >
        <Switch.HiddenInput aria-describedby={helpId} />
        <Switch.Control />
        <Switch.Label fontWeight="medium">{t(`admin.settings.fields.${field}.label`)}</Switch.Label>
      </Switch.Root>
      <Text id={helpId} fontSize="sm" color="fg.muted" mt="1" ms="11">
        {t(`admin.settings.fields.${field}.help`)}
      </Text>
      {note ? (
        <Text fontSize="sm" color="fg.warning" mt="1" ms="11">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}

/** A titled group of settings. */
function SettingsGroup({ legend, children }: { readonly legend: string; readonly children: ReactNode }) {
  return (
    <Fieldset.Root recipe={fieldsetRecipe} borderWidth="1px" borderRadius="md" p="4">
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <Stack gap="4" mt="3">
        {children}
      </Stack>
    </Fieldset.Root>
  );
}

/** The settings chosen from a few values: each value's words, and how the form takes a choice. */
const CHOICES = {
  shareLocationPreference: {
    words: 'admin.settings.share_location',
    values: SHARE_LOCATION_PREFERENCES,
    choose: (vm: SettingsFormViewModel, value: string) => vm.setSharePreference(value),
  },
  defaultLanguage: {
    words: 'admin.settings.languages',
    values: SETTINGS_LANGUAGES,
    choose: (vm: SettingsFormViewModel, value: string) => vm.setDefaultLanguage(value),
  },
} as const;

/** A setting chosen from a few values, its label and help under `admin.settings.fields.<field>`. */
const ChoiceField = observer(function ChoiceField({
  vm,
  field,
}: {
  readonly vm: SettingsFormViewModel;
  readonly field: keyof typeof CHOICES;
}) {
  const { t } = useTranslation();
  const choice = CHOICES[field];
  return (
    <Field.Root maxW="sm">
      <Field.Label>{t(`admin.settings.fields.${field}.label`)}</Field.Label>
      <OptionsSelect
        value={vm.draft?.[field] ?? ''}
        options={choice.values.map((value) => ({ value, label: t(`${choice.words}.${value}`) }))}
        onChange={(value) => choice.choose(vm, value)}
      />
      <Field.HelperText>{t(`admin.settings.fields.${field}.help`)}</Field.HelperText>
    </Field.Root>
  );
});
