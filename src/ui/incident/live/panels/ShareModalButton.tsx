import { Alert, Button, Field, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { shortcutKeys } from '../../../../domain/live/live-shortcuts';
import { AppDialog } from '../../../shared/AppDialog';
import { useViewModel } from '../../../shared/use-view-model';
import { PhoneField } from '../../../shared/PhoneField';
import { createShareModalViewModel, type ShareModalViewModel } from './share-modal.view-model';
import { radioGroupRecipe } from '../../../theme/recipes/radio-group';
import { FieldInput, FieldTextarea } from '../../../shared/FieldControls';

export interface ShareModalButtonProps {
  readonly incidentId: string;
  readonly tenantId: string;
}

/** SPEC §2 Share modal: send address, collab broadcast, new broadcast, new incident, share invitation. */
export const ShareModalButton = observer(function ShareModalButton({ incidentId, tenantId }: ShareModalButtonProps) {
  const { t } = useTranslation();
  const vm = useViewModel(createShareModalViewModel, { incidentId, tenantId });
  const outcome = vm.outcome;
  return (
    <>
      <Button variant="outline" size="sm" aria-keyshortcuts={shortcutKeys('share')} onClick={() => vm.openModal()}>
        {t('incident_panels.share.open')}
      </Button>
      <AppDialog
        size="lg"
        open={vm.open}
        title={t('incident_panels.share.title')}
        onClose={() => vm.close()}
        onSubmit={() => void vm.send()}
        actions={
          <>
            <Button variant="outline" onClick={() => vm.close()}>
              {t('common.close')}
            </Button>
            <Button type="submit" colorPalette="blue" disabled={vm.sendDisabled} loading={vm.sending || vm.loading}>
              {t('incident_panels.share.send')}
            </Button>
          </>
        }
      >
        <Stack gap="4">
          <ChoiceGroup
            label={t('incident_panels.share.mode')}
            value={vm.activeMode}
            options={vm.modes}
            optionLabel={(mode) => t(`incident_panels.share.mode_${mode}`)}
            onChange={(mode) => vm.setMode(mode)}
          />
          <Text fontSize="sm" color="fg.muted">
            {t(`incident_panels.share.help_${vm.activeMode}`)}
          </Text>
          <ChoiceGroup
            label={t('incident_panels.share.channel')}
            value={vm.channel}
            options={['sms', 'whatsapp'] as const}
            optionLabel={(channel) => t(`incident_panels.share.channel_${channel}`)}
            onChange={(channel) => vm.setChannel(channel)}
            inRow
          />
          <PhoneField
            phone={vm.phone}
            prefixWidth="28"
            onPrefix={(prefix) => vm.setPrefix(prefix)}
            onNumber={(typed) => vm.typeNumber(typed)}
            labels={{
              prefix: t('incident_panels.phone.prefix'),
              number: t('incident_panels.phone.number'),
              help: t('incident_panels.phone.help', { mask: vm.phone.mask }),
            }}
          />
          <ModeFields vm={vm} />
          {outcome && (
            <Alert.Root status={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
              <Alert.Indicator />
              <Alert.Title>{t(outcome.message.key, outcome.message.params)}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </AppDialog>
    </>
  );
});

/** What a mode asks besides the phone: a new incident's title and description, or the invitation's channel. */
const ModeFields = observer(function ModeFields({ vm }: { readonly vm: ShareModalViewModel }) {
  const { t } = useTranslation();
  if (vm.activeMode === 'newIncident')
    return (
      <>
        <ModeField vm={vm} field="newTitle" label={t('incident_panels.share.new_title')} help={t('incident_panels.share.copied_help')} />
        <Field.Root>
          <Field.Label>{t('incident_panels.share.new_description')}</Field.Label>
          <FieldTextarea rows={2} value={vm.newDescription} onChange={(e) => vm.setField('newDescription', e.currentTarget.value)} />
        </Field.Root>
      </>
    );
  if (vm.activeMode === 'shareInvitation')
    return (
      <ModeField
        vm={vm}
        field="broadcastChannel"
        label={t('incident_panels.share.broadcast_channel')}
        help={t('incident_panels.share.broadcast_channel_help')}
      />
    );
  return null;
});

/** A line of text the mode asks, held by the view model, with its help under it. */
const ModeField = observer(function ModeField({
  vm,
  field,
  label,
  help,
}: {
  readonly vm: ShareModalViewModel;
  readonly field: 'newTitle' | 'broadcastChannel';
  readonly label: string;
  readonly help: string;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <FieldInput value={vm[field]} onChange={(e) => vm.setField(field, e.currentTarget.value)} />
      <Field.HelperText>{help}</Field.HelperText>
    </Field.Root>
  );
});

interface ChoiceGroupProps<T extends string> {
  /** The question; it also names the group for screen readers. */
  readonly label: string;
  readonly value: string;
  readonly options: readonly T[];
  readonly optionLabel: (option: T) => string;
  readonly onChange: (value: string) => void;
  /** The options side by side rather than one under the other. */
  readonly inRow?: boolean;
}

/** One question of the modal answered by one of its options (a radio group under its label). */
function ChoiceGroup<T extends string>({ label, value, options, optionLabel, onChange, inRow }: ChoiceGroupProps<T>) {
  return (
    <RadioGroup.Root
      recipe={radioGroupRecipe}
      value={value}
      onValueChange={(details) => details.value && onChange(details.value)}
      aria-label={label}
    >
      <Text fontWeight="semibold" mb="1">
        {label}
      </Text>
      <Stack direction={inRow ? 'row' : undefined} gap={inRow ? '4' : '1'}>
        {options.map((option) => (
          <RadioGroup.Item key={option} value={option}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{optionLabel(option)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
