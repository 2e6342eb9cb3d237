import { Alert, Box, Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FootActionBar } from '../../shared/FootActionBar';
import { InlineAlert } from '../../shared/InlineAlert';
import { PhoneField } from '../../shared/PhoneField';
import { AddressCombobox } from '../../shared/AddressCombobox';
import { LeavePromptDialog } from '../../shared/LeavePromptDialog';
import { useLeaveGuard } from '../../shared/use-leave-guard';
import { useViewModel } from '../../shared/use-view-model';
import { SearchIncidentsButton } from '../search/SearchIncidentsDrawer';
import { createCreateIncidentViewModel, type CreateIncidentViewModel } from './create-incident.view-model';
import { IncidentFormField, RequiredLegend } from '../shared/IncidentFormField';
import { useAddressWords } from '../shared/use-address-words';
import { TrainerConsoleLink } from '../TrainerConsoleLink';
import { AppForm } from '../../shared/AppForm';
import { SectionHeader } from '../../shared/SectionHeader';
import { FieldInput, FieldTextarea } from '../../shared/FieldControls';

export interface CreateIncidentPageProps {
  readonly tenant: string;
  /** The route's query: `phone` prefills the phone field (SPEC §2). */
  readonly search: URLSearchParams;
  /** Set when the surrounding page already shows the search-incidents button. */
  readonly hideSearch?: boolean;
}

/**
 * SPEC §2, §5, §8, §9 the live page in create mode ({tenant}/incident/live): phone with prefix and mask, title,
 * address with autocomplete, description with quick choices, Send SMS / Send WhatsApp. Success opens the new
 * incident's live route; a §8 send failure shows its message, then the operator goes on to the created incident.
 */
export const CreateIncidentPage = observer(function CreateIncidentPage({ tenant, search, hideSearch }: CreateIncidentPageProps) {
  const { t } = useTranslation();
  const vm = useViewModel(createCreateIncidentViewModel, { tenant, search, describe: (key) => t(key) });
  // SPEC §2: leaving with typed input (another live incident, a menu link) asks first; staying keeps it.
  useLeaveGuard({ mayLeave: (to) => vm.mayLeave(to) });

  return (
    <Stack as="section" aria-labelledby="create-incident-title" gap="5" maxW="3xl">
      <SectionHeader id="create-incident-title" level="h1" title={t('incident_create.title')}>
        <TrainerConsoleLink />
        {!hideSearch && <SearchIncidentsButton tenant={tenant} />}
      </SectionHeader>

      {!vm.creationAllowed ? (
        <InlineAlert
          status="info"
          title={t('settings_enforced.creation_restricted')}
          text={t('settings_enforced.creation_restricted_help')}
        />
      ) : (
        <CreateIncidentForm vm={vm} />
      )}

      <SaveFailureAlert vm={vm} />
      <LeavePromptDialog prompt={vm.leavePrompt} wordsPrefix="live.callState.leave." />
    </Stack>
  );
});

interface FormPartProps {
  readonly vm: CreateIncidentViewModel;
}

/** The phone, title, address and description, with the two ways to send the link. */
const CreateIncidentForm = observer(function CreateIncidentForm({ vm }: FormPartProps) {
  const { t } = useTranslation();
  return (
    // No onSubmit: Enter in a field never sends a link, the operator chooses SMS or WhatsApp.
    <AppForm>
      <Stack gap="4">
        <PhoneField
          phone={vm.phone}
          prefixWidth="36"
          onPrefix={(p) => vm.setPrefix(p)}
          onNumber={(typed) => vm.typeNumber(typed)}
          labels={{
            prefix: t('incident_create.prefix'),
            number: t('incident_create.phone'),
            help: t('incident_create.phone_help', { mask: vm.phone.mask }),
          }}
        />

        <RequiredLegend />
        <IncidentFormField label={t('incident_create.incident_title')} state={vm.fieldState('title')}>
          <FieldInput dir="auto" value={vm.form.title} onChange={(e) => vm.setTitle(e.currentTarget.value)} />
        </IncidentFormField>

        <AddressField vm={vm} />

        <IncidentFormField label={t('incident_create.description')} state={vm.fieldState('description')}>
          <FieldTextarea dir="auto" rows={4} value={vm.form.description} onChange={(e) => vm.setDescription(e.currentTarget.value)} />
        </IncidentFormField>
        <QuickDescriptions vm={vm} />

        {/* Held at the foot of the screen while the form scrolls: the messages a send brings up never push it out of view. */}
        <FootActionBar>
          <Button type="button" disabled={vm.sendDisabled} loading={vm.sending} onClick={() => void vm.send('sms')}>
            {t('incident_create.send_sms')}
          </Button>
          <Button
            type="button"
            colorPalette="green"
            disabled={vm.sendDisabled}
            loading={vm.sending}
            onClick={() => void vm.send('whatsapp')}
          >
            {t('incident_create.send_whatsapp')}
          </Button>
        </FootActionBar>
      </Stack>
    </AppForm>
  );
});

/** The address with its suggestions, what was chosen (or a caution), and a warning outside the allowed places. */
const AddressField = observer(function AddressField({ vm }: FormPartProps) {
  const { t } = useTranslation();
  const addressWords = useAddressWords();
  return (
    <>
      <IncidentFormField
        label={t('incident_create.address')}
        state={vm.fieldState('address')}
        help={
          vm.addressCaution ? (
            <Text as="span" color="fg.warning">
              {t(vm.addressCaution.key, vm.addressCaution.params)}
            </Text>
          ) : vm.form.city !== '' ? (
            t('incident_create.address_chosen', {
              city: vm.form.city,
              latitude: vm.form.latitude ?? '',
              longitude: vm.form.longitude ?? '',
            })
          ) : (
            t('incidentForm.address_help')
          )
        }
      >
        <AddressCombobox
          value={vm.form.address}
          suggestions={vm.form.suggestions}
          search={vm.form.addressSearch}
          words={addressWords}
          onType={(text) => vm.typeAddress(text)}
          onChoose={(s) => void vm.chooseSuggestion(s)}
          onClose={() => vm.closeSuggestions()}
        />
      </IncidentFormField>
      {vm.outsideAllowedPlaces ? (
        <InlineAlert status="warning" title={t('admin.allowed-places.outside_title')} text={t('admin.allowed-places.outside_text')} />
      ) : null}
    </>
  );
});

/** The tenant's predefined descriptions, one button each. */
const QuickDescriptions = observer(function QuickDescriptions({ vm }: FormPartProps) {
  const { t } = useTranslation();
  if (vm.choices.length === 0) return null;
  return (
    <Box role="group" aria-labelledby="quick-descriptions">
      <Text id="quick-descriptions" fontSize="sm" mb="1">
        {t('incident_create.quick_descriptions')}
      </Text>
      <Wrap gap="2">
        {vm.choices.map((c) => (
          <Button key={c.id || c.label} size="xs" variant="subtle" onClick={() => vm.chooseDescription(c)}>
            {c.label}
          </Button>
        ))}
      </Wrap>
    </Box>
  );
});

/** SPEC §8: a send that failed, with the server's detail when it gave one. */
const SaveFailureAlert = observer(function SaveFailureAlert({ vm }: FormPartProps) {
  const { t } = useTranslation();
  const saveFailure = vm.saveFailure;
  if (!saveFailure) return null;
  const detail = saveFailure.detail;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(saveFailure.titleKey)}</Alert.Title>
        <Alert.Description>
          {t(saveFailure.textKey)}
          {detail ? `: ${detail.kind === 'key' ? t(detail.key) : detail.message}` : ''}
        </Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="ghost" onClick={() => vm.dismissSaveFailure()}>
        {t('incident_create.dismiss')}
      </Button>
    </Alert.Root>
  );
});
