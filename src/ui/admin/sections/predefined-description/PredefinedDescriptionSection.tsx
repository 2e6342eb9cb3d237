import { Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DescriptionChoice } from '../../../../domain/incident/predefined-description';
import { FormSlotDialog, FormTextField } from '../../resource/ResourceFormDialog';
import type { ResourceColumn } from '../../resource/ResourceTable';
import { RowActions } from '../../resource/RowActions';
import { SectionPage } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { createPredefinedDescriptionsViewModel } from './predefined-descriptions.view-model';

/** The label, then the text it puts in the description (wrapped). */
function descriptionColumns(t: TFunction): ResourceColumn<DescriptionChoice>[] {
  const words = (key: string) => t(`admin.predefined-description.columns.${key}`);
  const wrapped = (c: DescriptionChoice) => (
    <Text as="span" display="block" maxW="xl" whiteSpace="normal">
      {c.description}
    </Text>
  );
  return [
    { key: 'label', label: words('label'), sortable: true, render: (c) => c.label },
    { key: 'description', label: words('description'), sortable: true, render: wrapped },
  ];
}

/** SPEC §2 admin section 'predefined-description' (its own lazy chunk): the tenant's quick choices for descriptions. */
export default observer(function PredefinedDescriptionSection() {
  const { vm } = useSectionViewModel('predefined-description', createPredefinedDescriptionsViewModel);
  const { t } = useTranslation();
  const columns = descriptionColumns(t);
  return (
    <SectionPage
      intro
      section="predefined-description"
      createLabel={t('admin.predefined-description.create')}
      onCreate={() => vm.openForm(null)}
      columns={columns}
      vm={vm.list}
      rowActions={(c) => (
        <RowActions
          name={c.label}
          words="admin.predefined-description"
          buttons={[{ key: 'edit', onSelect: () => vm.openForm(c) }]}
          menu={{ items: [{ key: 'delete', tone: 'danger', onSelect: () => vm.list.askRemove(c) }] }}
        />
      )}
    >
      <FormSlotDialog
        slot={vm.editor}
        createTitle={t('admin.predefined-description.create_title')}
        createSubmit={t('admin.predefined-description.create')}
        editTitle={(d) => t('admin.predefined-description.edit_title', { name: d.descriptionOption ?? '' })}
      >
        {(form) => (
          <>
            <FormTextField
              form={form}
              field="descriptionOption"
              label={t('admin.predefined-description.columns.label')}
              hint={t('admin.predefined-description.label_hint')}
              required
            />
            <FormTextField form={form} field="description" label={t('admin.predefined-description.columns.description')} required />
          </>
        )}
      </FormSlotDialog>
    </SectionPage>
  );
});
