import { Badge, Field, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../../../shared/FieldControls';
import { FieldLength } from '../../../shared/TextLength';
import { ResourceFormDialog } from '../../resource/ResourceFormDialog';
import { SectionPage, type SectionColumn } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import {
  createPermissionsViewModel,
  permissionKindWords,
  permissionMeaning,
  permissionWords,
  type PermissionRow,
  type PermissionsViewModel,
} from './permissions.view-model';

const KIND_PALETTE = { entry: 'blue', control: 'purple', other: 'orange' } as const;

/** SPEC §2 admin section 'permissions' (its own lazy chunk): the tenant's permission list and a form creating one. */
export default observer(function PermissionsSection() {
  const { t } = useTranslation();
  const { vm } = useSectionViewModel('permissions', createPermissionsViewModel);
  const translate = (key: string) => t(key);
  const columns: SectionColumn<PermissionRow>[] = [
    {
      key: 'name',
      sortable: true,
      render: (p) => (
        <Text as="span" fontWeight="medium" title={p.name}>
          {permissionWords(p.name, translate)}
        </Text>
      ),
    },
    {
      key: 'grants',
      render: (p) => (
        <Badge variant="subtle" colorPalette={KIND_PALETTE[permissionMeaning(p.name).kind]}>
          {permissionKindWords(p.name, translate)}
        </Badge>
      ),
    },
  ];
  return (
    <SectionPage
      section="permissions"
      intro
      vm={vm.list}
      columns={columns}
      selects={[
        {
          name: 'kind',
          label: t('admin.permissions.filters.kind'),
          values: ['entry', 'control', 'other'],
          words: 'admin.permissions.kinds',
        },
      ]}
      createLabel={t('admin.permissions.create')}
      onCreate={() => vm.openCreate()}
    >
      <PermissionFormDialog vm={vm} />
    </SectionPage>
  );
});

/** The new permission's name, typed or picked from the names the tenant's list still lacks. */
const PermissionFormDialog = observer(function PermissionFormDialog({ vm }: { readonly vm: PermissionsViewModel }) {
  const { t } = useTranslation();
  const listId = useId();
  const form = vm.form;
  if (!form) return null;
  const reason = form.error('name');
  return (
    <ResourceFormDialog form={form} title={t('admin.permissions.create_title')} submitLabel={t('admin.permissions.create')}>
      <Field.Root invalid={reason !== null} required>
        <Field.Label>
          {t('admin.permissions.columns.name')}
          <Field.RequiredIndicator />
        </Field.Label>
        <FieldInput
          value={form.values.name}
          list={listId}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => form.set('name', e.currentTarget.value)}
        />
        <datalist id={listId}>
          {vm.suggestions.map((name) => (
            <option key={name} value={name}>
              {t(permissionMeaning(name).labelKey)}
            </option>
          ))}
        </datalist>
        {reason ? (
          <Field.ErrorText>{t([`admin.form.errors.${reason}`, 'admin.form.errors.invalid'])}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('admin.permissions.name_hint')}</Field.HelperText>
        )}
        <FieldLength hint={form.lengthHint('name')} />
      </Field.Root>
      {vm.suggestions.length > 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('admin.permissions.missing', { names: vm.suggestions.join(', ') })}
        </Text>
      ) : null}
    </ResourceFormDialog>
  );
});
