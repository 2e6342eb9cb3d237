import { Badge, Field, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PlaceOfInterest } from '../../../../domain/admin/places';
import { AddressSuggestionList } from '../../../shared/AddressSuggestionList';
import { OptionsSelect } from '../../../shared/OptionsSelect';
import { MapPanel } from '../../map/MapListPage';
import { FieldInput } from '../../../shared/FieldControls';
import { FieldLength } from '../../../shared/TextLength';
import { FormTextField } from '../../resource/ResourceFormDialog';
import { SectionFormDialog } from '../../resource/SectionForm';
import { MapRowActions } from '../../map/MapRowActions';
import { SectionPage, type SectionColumn } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { PLACE_FIELDS, createPlacesOfInterestViewModel, placeName, type PlacesOfInterestViewModel } from './places-of-interest.view-model';

const WORDS = 'admin.places-of-interest';

/** SPEC §2 admin section 'places-of-interest' (public tenant): the tenant's named places on a map and in a list. */
export default observer(function PlacesOfInterestSection() {
  const { t } = useTranslation();
  const { vm } = useSectionViewModel('places-of-interest', createPlacesOfInterestViewModel);
  const columns: SectionColumn<PlaceOfInterest>[] = [
    { key: 'name', sortable: true, render: (p) => p.name },
    {
      key: 'category',
      sortable: true,
      render: (p) => <Badge variant="subtle">{t(`${WORDS}.category.${p.category}`)}</Badge>,
    },
    {
      key: 'address',
      // A long address wraps rather than widening the table past its frame.
      render: (p) => (
        <Text as="span" display="block" whiteSpace="normal" minW="48">
          {p.address}
        </Text>
      ),
    },
    // At a narrow width the list leaves out the coordinates (Show on map places them): the address stays.
    {
      key: 'coordinates',
      dropOrder: 1,
      render: (p) => (
        <Text as="span" fontFamily="mono" textStyle="xs">
          {p.latitude.toFixed(5)}, {p.longitude.toFixed(5)}
        </Text>
      ),
    },
  ];
  return (
    <SectionPage
      section="places-of-interest"
      intro
      above={
        <Stack gap="1" maxW="680px">
          <MapPanel vm={vm.map} words={WORDS} legend={false} onPick={(point) => vm.openAdd(point)} />
          <Text textStyle="sm" color="fg.muted">
            {t(`${WORDS}.pick_hint`)}
          </Text>
        </Stack>
      }
      vm={vm.list}
      columns={columns}
      selects={[{ name: 'category', values: vm.categories }]}
      onCreate={() => vm.openAdd()}
      rowActions={(place) => <MapRowActions words={WORDS} vm={vm} record={place} />}
    >
      <PlaceFormDialog vm={vm} />
    </SectionPage>
  );
});

const PlaceFormDialog = observer(function PlaceFormDialog({ vm }: { readonly vm: PlacesOfInterestViewModel }) {
  const { t } = useTranslation();
  return (
    <SectionFormDialog slot={vm.editor} words={WORDS} name={placeName} fields={PLACE_FIELDS}>
      {(form) => (
        <>
          <Field.Root>
            <Field.Label>{t(`${WORDS}.columns.category`)}</Field.Label>
            <OptionsSelect
              value={form.values.category}
              options={vm.categories.map((c) => ({ value: c, label: t(`${WORDS}.category.${c}`) }))}
              onChange={(value) => form.set('category', value)}
            />
          </Field.Root>
          <Field.Root invalid={Boolean(form.errors.address)}>
            <Field.Label>{t(`${WORDS}.columns.address`)}</Field.Label>
            <FieldInput
              autoComplete="off"
              value={form.values.address}
              onChange={(e) => void vm.typeAddress(e.currentTarget.value)}
              onKeyDown={(e) => e.key === 'Escape' && vm.closeSuggestions()}
            />
            {form.errors.address ? (
              <Field.ErrorText>{t([`admin.form.errors.${form.errors.address}`, 'admin.form.errors.invalid'])}</Field.ErrorText>
            ) : vm.addressNotChosen ? (
              <Field.HelperText color="fg.warning">{t(`${WORDS}.address_not_chosen`)}</Field.HelperText>
            ) : (
              <Field.HelperText>{t(`${WORDS}.address_hint`)}</Field.HelperText>
            )}
            <FieldLength hint={form.lengthHint('address')} />
          </Field.Root>
          <AddressSuggestionList
            label={t(`${WORDS}.suggestions`)}
            suggestions={vm.suggestions}
            onChoose={(s) => void vm.chooseSuggestion(s)}
          />
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <FormTextField form={form} field="latitude" label={t(`${WORDS}.columns.latitude`)} required />
            <FormTextField form={form} field="longitude" label={t(`${WORDS}.columns.longitude`)} required />
          </Stack>
        </>
      )}
    </SectionFormDialog>
  );
});
