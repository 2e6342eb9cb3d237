import { Button, Field, HStack, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressCombobox } from '../../../shared/AddressCombobox';
import { dateTimeText } from '../../../shared/date-text';
import { IncidentFormField, RequiredLegend } from '../../shared/IncidentFormField';
import { useAddressWords } from '../../shared/use-address-words';
import { OtherEditNote } from './EditConflict';
import type { IncidentEditFormViewModel } from './incident-edit-form.view-model';

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

/** What the operator reads but does not write: city, phone, latitude, longitude, created at. */
const IncidentFacts = observer(function IncidentFacts({ vm }: { vm: IncidentEditFormViewModel }) {
  const { t, i18n } = useTranslation();
  const form = vm.form;
  const { city, latitude, longitude } = vm.values;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
      <Fact label={t('incident_panels.edit.field_city')} value={city} />
      <Fact label={t('incident_panels.edit.field_phone')} value={form?.phone ?? ''} />
      <Fact label={t('incident_panels.edit.field_latitude')} value={latitude === null ? '' : String(latitude)} />
      <Fact label={t('incident_panels.edit.field_longitude')} value={longitude === null ? '' : String(longitude)} />
      <Fact label={t('incident_panels.edit.field_created_at')} value={dateTimeText(form?.createdAt, i18n.language)} />
    </SimpleGrid>
  );
});

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" value={value} readOnly />
    </Field.Root>
  );
}

/** The loaded form's fields and buttons: title, address, the read-only facts, description; Edit or Save. */
export const IncidentEditFields = observer(function IncidentEditFields({ vm }: { vm: IncidentEditFormViewModel }) {
  const { t } = useTranslation();
  return (
    <>
      {vm.editMode === 'readOnly' && (
        <Text fontSize="sm" color="fg.muted">
          {t('incident_panels.edit.read_only')}
        </Text>
      )}
      {!vm.readOnly ? <RequiredLegend fontSize="xs" /> : null}
      <EditedPart vm={vm} part="title" label={t('incident_panels.edit.field_title')}>
        <Input size="sm" dir="auto" value={vm.values.title} readOnly={vm.readOnly} onChange={(e) => vm.setTitle(e.target.value)} />
      </EditedPart>
      <AddressPart vm={vm} />
      <IncidentFacts vm={vm} />
      <EditedPart vm={vm} part="description" label={t('incident_panels.edit.field_description')}>
        <Textarea
          size="sm"
          dir="auto"
          value={vm.values.description}
          readOnly={vm.readOnly}
          rows={2}
          onChange={(e) => vm.setDescription(e.target.value)}
        />
      </EditedPart>
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
    </>
  );
});
