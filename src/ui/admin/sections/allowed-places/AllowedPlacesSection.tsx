import { Badge, Field, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AllowedPlace } from '../../../../domain/admin/places';
import { dateTimeColumn } from '../../resource/date-time-column';
import { OptionsSelect } from '../../../shared/OptionsSelect';
import { FieldTextarea } from '../../../shared/FieldControls';
import { FieldLength } from '../../../shared/TextLength';
import { FormTextField } from '../../resource/ResourceFormDialog';
import { SectionFormDialog } from '../../resource/SectionForm';
import { MapRowActions } from '../../map/MapRowActions';
import { SectionPage, type SectionColumn } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import {
  AREA_FIELDS,
  AREA_KINDS,
  allowedPlaceName,
  createAllowedPlacesViewModel,
  type AllowedPlacesViewModel,
} from './allowed-places.view-model';
import { AreasMap } from './AreasMap';

const WORDS = 'admin.allowed-places';

/** A circle's radius as people read it: metres below 1 km, else kilometres. */
function radiusText(metres: number, language: string): string {
  const km = metres >= 1000;
  return new Intl.NumberFormat(language, { style: 'unit', unit: km ? 'kilometer' : 'meter', maximumFractionDigits: km ? 1 : 0 }).format(
    km ? metres / 1000 : metres,
  );
}

/** SPEC §2 admin section 'allowed-places' (public tenant): where the service accepts incidents, drawn on a map. */
export default observer(function AllowedPlacesSection() {
  const { t, i18n } = useTranslation();
  const { vm } = useSectionViewModel('allowed-places', createAllowedPlacesViewModel);
  const columns: SectionColumn<AllowedPlace>[] = [
    { key: 'name', sortable: true, render: (p) => p.name },
    {
      key: 'kind',
      render: (p) => <Badge variant="subtle">{t(`${WORDS}.kind.${p.area.kind}`)}</Badge>,
    },
    {
      key: 'size',
      render: (p) =>
        p.area.kind === 'circle'
          ? t(`${WORDS}.circle_size`, { radius: radiusText(p.area.radiusMetres, i18n.language) })
          : t(`${WORDS}.polygon_size`, { count: p.area.points.length }),
    },
    dateTimeColumn('createdAt', i18n.language, t(`${WORDS}.columns.created`)),
  ];
  return (
    <SectionPage
      section="allowed-places"
      intro
      above={<AreasMap vm={vm} />}
      vm={vm.list}
      columns={columns}
      selects={[{ name: 'kind', values: AREA_KINDS }]}
      rowActions={(place) => <MapRowActions words={WORDS} vm={vm} record={place} />}
      onCreate={() => vm.openAdd()}
    >
      <AreaFormDialog vm={vm} />
    </SectionPage>
  );
});

const AreaFormDialog = observer(function AreaFormDialog({ vm }: { readonly vm: AllowedPlacesViewModel }) {
  const { t } = useTranslation();
  return (
    <SectionFormDialog slot={vm.editor} words={WORDS} name={allowedPlaceName} fields={AREA_FIELDS}>
      {(form) => (
        <>
          <Field.Root>
            <Field.Label>{t(`${WORDS}.shape`)}</Field.Label>
            <OptionsSelect
              value={form.values.kind}
              options={AREA_KINDS.map((kind) => ({ value: kind, label: t(`${WORDS}.kind.${kind}`) }))}
              onChange={(value) => form.set('kind', value === 'polygon' ? 'polygon' : 'circle')}
            />
          </Field.Root>
          {form.values.kind === 'circle' ? (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <FormTextField form={form} field="latitude" label={t(`${WORDS}.center_latitude`)} required />
              <FormTextField form={form} field="longitude" label={t(`${WORDS}.center_longitude`)} required />
              <FormTextField form={form} field="radius" label={t(`${WORDS}.radius`)} required />
            </Stack>
          ) : (
            <Field.Root invalid={Boolean(form.errors.corners)} required>
              <Field.Label>{t(`${WORDS}.corners`)}</Field.Label>
              <FieldTextarea
                rows={5}
                fontFamily="mono"
                value={form.values.corners}
                onChange={(e) => form.set('corners', e.currentTarget.value)}
              />
              {form.errors.corners ? <Field.ErrorText>{t(`admin.form.errors.${form.errors.corners}`)}</Field.ErrorText> : null}
              <FieldLength hint={form.lengthHint('corners')} />
            </Field.Root>
          )}
        </>
      )}
    </SectionFormDialog>
  );
});
