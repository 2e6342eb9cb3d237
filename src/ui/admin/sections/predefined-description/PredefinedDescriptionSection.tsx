import { Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DescriptionChoice } from '../../../../domain/incident/predefined-description';
import type { ResourceColumn } from '../../resource/ResourceTable';
import { RowActions } from '../../resource/RowActions';
import { SectionFormDialog } from '../../resource/SectionForm';
import { SectionPage } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { DESCRIPTION_FIELDS, createPredefinedDescriptionsViewModel } from './predefined-descriptions.view-model';

/** The label, then the text it puts in the description (wrapped). */
function descriptionColumns(t: TFunction): ResourceColumn<DescriptionChoice>[] {
  const words = (key: string) => t(`admin.predefined-description.columns.${key}`);
  const wrapped = (c: DescriptionChoice) => (
    <Text as="span" display="block" maxW="xl" whiteSpace="normal">
      {c.description}
    </Text>
  );
  return [
    { key: 'label', label: words('descriptionOption'), sortable: true, render: (c) => c.label },
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
      <SectionFormDialog
        slot={vm.editor}
        words="admin.predefined-description"
        name={(c) => c.descriptionOption ?? ''}
        fields={DESCRIPTION_FIELDS}
      />
    </SectionPage>
  );
});
