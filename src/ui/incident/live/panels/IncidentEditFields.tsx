import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressCombobox } from '../../../shared/AddressCombobox';
import { dateTimeText } from '../../../shared/date-text';
import { IncidentFormField, RequiredLegend } from '../../shared/IncidentFormField';
import { useAddressWords } from '../../shared/use-address-words';
import { OtherEditNote } from './EditConflict';
import type { IncidentEditFormViewModel } from './incident-edit-form.view-model';
import { FieldInput, FieldTextarea } from '../../../shared/FieldControls';

type EditedPartName = 'title' | 'description' | 'address';

/** The note under a part another operator is editing now, or null (read in an observer's render). */
function otherNote(vm: IncidentEditFormViewModel, part: EditedPartName): ReactNode {
  const edit = vm.otherEdit(part);
  return edit ? <OtherEditNote edit={edit} /> : null;
}

/** A part the operator writes (title, description): its state, and another operator's edit of it under it. */
const EditedPart = observer(function EditedPart({
  vm,
  part,
  label,
  children,
}: {
  vm: IncidentEditFormViewModel;
  part: 'title' | 'description';
  label: string;
  children: ReactNode;
}) {
  return (
    <IncidentFormField label={label} state={vm.fieldState(part)} readOnly={vm.readOnly} help={otherNote(vm, part)}>
      {children}
    </IncidentFormField>
  );
});

/** The address, chosen among the suggestions while the operator types; a caution or the help under it. */
const AddressPart = observer(function AddressPart({ vm }: { vm: IncidentEditFormViewModel }) {
  const { t } = useTranslation();
  const addressWords = useAddressWords();
  return (
    <IncidentFormField
      label={t('incident_panels.edit.field_address')}
      state={vm.fieldState('address')}
      readOnly={vm.readOnly}
      // How to choose a suggestion shows while the address is being typed; a caution or another's edit shows always.
      helpWhileFocused={!vm.addressCaution && !vm.otherEdit('address')}
      help={
        vm.readOnly ? null : (
          <>
            {vm.addressCaution ? (
              <Text as="span" color="fg.warning">
                {t(vm.addressCaution.key, vm.addressCaution.params)}
              </Text>
            ) : (
              t('incidentForm.address_help')
            )}
            {otherNote(vm, 'address')}
          </>
        )
      }
    >
      <AddressCombobox
        size="sm"
        value={vm.readOnly ? vm.values.address : vm.addressQuery}
        suggestions={vm.suggestions}
        search={vm.addressSearch}
        words={addressWords}
        readOnly={vm.readOnly}
        onType={(text) => void vm.typeAddress(text)}
        onChoose={(suggestion) => void vm.chooseAddress(suggestion)}
        onClose={() => vm.closeSuggestions()}
      />
    </IncidentFormField>
  );
});

/**
 * What the operator reads but does not write (the incident's category, city, phone, coordinates, created at), as text in a
 * list of terms, not as fields: nothing here looks like a box to type in, and assistive technology reads each term
 * with its value, one pair a line.
 */
const IncidentFacts = observer(function IncidentFacts({ vm, only }: { vm: IncidentEditFormViewModel; only?: 'category' }) {
  const { t, i18n } = useTranslation();
  const form = vm.form;
  const { city, latitude, longitude } = vm.values;
  const category: Fact = [t('incident_panels.edit.field_category'), vm.category];
  const facts: readonly Fact[] =
    only === 'category'
      ? [category]
      : [
          [t('incident_panels.edit.field_city'), city],
          [t('incident_panels.edit.field_phone'), form?.phone ?? ''],
          [t('incident_panels.edit.field_latitude'), latitude === null ? '' : String(latitude)],
          [t('incident_panels.edit.field_longitude'), longitude === null ? '' : String(longitude)],
          [t('incident_panels.edit.field_created_at'), dateTimeText(form?.createdAt, i18n.language, 'date-time-seconds')],
        ];
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" m="0">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" m="0" minW="0">
            {value.trim() === '' ? t('incident_view.none') : value}
          </Text>
        </Fragment>
      ))}
    </Box>
  );
});

/** A term the form shows as read-only text and its value. */
type Fact = readonly [label: string, value: string];

/** The loaded form's fields and buttons: title, category, address, description, then the other facts; Edit or Save. */
export const IncidentEditFields = observer(function IncidentEditFields({ vm }: { vm: IncidentEditFormViewModel }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2">
      {vm.editMode === 'readOnly' && (
        <Text fontSize="sm" color="fg.muted">
          {t('incident_panels.edit.read_only')}
        </Text>
      )}
      {/* What an operator needs at a glance comes first, above the fold at 1280x720 beside the chat: the title, the
          category, the address and the description; what the asterisk means and the other facts after them. */}
      <EditedPart vm={vm} part="title" label={t('incident_panels.edit.field_title')}>
        <FieldInput size="sm" dir="auto" value={vm.values.title} readOnly={vm.readOnly} onChange={(e) => vm.setTitle(e.target.value)} />
      </EditedPart>
      <IncidentFacts vm={vm} only="category" />
      <AddressPart vm={vm} />
      <EditedPart vm={vm} part="description" label={t('incident_panels.edit.field_description')}>
        <FieldTextarea
          size="sm"
          dir="auto"
          value={vm.values.description}
          readOnly={vm.readOnly}
          rows={2}
          onChange={(e) => vm.setDescription(e.target.value)}
        />
      </EditedPart>
      {!vm.readOnly ? <RequiredLegend fontSize="xs" /> : null}
      <IncidentFacts vm={vm} />
      <HStack>
        {vm.showEditButton && (
          <Button variant="outline" onClick={() => vm.enableEdit()}>
            {t('incident_panels.edit.edit')}
          </Button>
        )}
        {vm.editing && (
          <Button type="submit" colorPalette="blue" loading={vm.saving}>
            {t('incident_panels.edit.save')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
});
