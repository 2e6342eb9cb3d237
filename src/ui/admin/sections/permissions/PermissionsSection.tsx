import { Badge, Code, Field, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHashPath, useHashSearch } from '../../../app/hash-location';
import { useViewModel } from '../../../shared/use-view-model';
import { AdminToaster, showAdminToast } from '../../resource/AdminToaster';
import { ResourceFormDialog } from '../../resource/ResourceFormDialog';
import { ListFilterSelect, ResourceListView } from '../../resource/ResourceListView';
import type { ResourceColumn } from '../../resource/ResourceTable';
import { SectionTitle } from '../SectionTitle';
import { createPermissionsViewModel, permissionMeaning, type PermissionRow, type PermissionsViewModel } from './permissions.view-model';

const KIND_PALETTE = { entry: 'blue', control: 'purple', other: 'orange' } as const;

/** SPEC §2 admin section 'permissions' (its own lazy chunk): the tenant's permission list and a form creating one. */
export default observer(function PermissionsSection() {
  const { t } = useTranslation();
  const [path] = useHashPath();
  const search = useHashSearch();
  const tenant = path.split('/')[1] ?? '';
  const vm = useViewModel(createPermissionsViewModel, {
    route: { name: 'admin-section', tenant, section: 'permissions' },
    query: Object.fromEntries(new URLSearchParams(search)),
    translate: (key: string) => t(key),
    notify: (toast) => showAdminToast(t, toast),
  });
  const columns: ResourceColumn<PermissionRow>[] = [
    { key: 'name', label: t('admin.permissions.columns.name'), sortable: true, render: (p) => <Code>{p.name}</Code> },
    {
      key: 'grants',
      label: t('admin.permissions.columns.grants'),
      render: (p) => {
        const meaning = permissionMeaning(p.name);
        return (
          <Badge variant="subtle" colorPalette={KIND_PALETTE[meaning.kind]}>
            {t(meaning.labelKey)}
          </Badge>
        );
      },
    },
  ];
  return (
    <Stack gap="4">
      <SectionTitle sectionKey="permissions" />
      <Text color="fg.muted">{t('admin.permissions.intro')}</Text>
      <ResourceListView
        vm={vm.list}
        search={search}
        label={t('sidebar.permissions')}
        columns={columns}
        searchLabel={t('admin.permissions.search')}
        filters={
          <ListFilterSelect
            vm={vm.list}
            name="kind"
            label={t('admin.permissions.filters.kind')}
            options={(['entry', 'control', 'other'] as const).map((kind) => ({ value: kind, label: t(`admin.permissions.kinds.${kind}`) }))}
          />
        }
        createLabel={t('admin.permissions.create')}
        onCreate={() => vm.openCreate()}
        emptyText={t('admin.permissions.empty')}
      />
      <PermissionFormDialog vm={vm} />
      <AdminToaster />
    </Stack>
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
        <Input
          value={form.values.name}
          list={listId}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
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
      </Field.Root>
      {vm.suggestions.length > 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('admin.permissions.missing', { names: vm.suggestions.join(', ') })}
        </Text>
      ) : null}
    </ResourceFormDialog>
  );
});
