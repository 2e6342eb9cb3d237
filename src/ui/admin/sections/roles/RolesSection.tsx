import { Badge, Link, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MAX_ADMIN_NAME_LENGTH } from '../../../../domain/admin/form-validation';
import { FormTextField, ResourceFormDialog } from '../../resource/ResourceFormDialog';
import { RowActions } from '../../resource/RowActions';
import { SectionPage, type SectionColumn } from '../../resource/SectionPage';
import { useAdminSection, useSectionViewModel } from '../../resource/use-admin-section';
import { RolePage } from './RolePage';
import { createRolesViewModel, ROLE_QUERY, type RoleRow, type RolesViewModel } from './roles.view-model';

/**
 * SPEC §2 admin section 'roles' (its own lazy chunk): the tenant's roles, and a role's page when the route's query
 * names one ({tenant}/roles?role=ID), so back returns to the list and a copied link opens the role.
 */
export default function RolesSection() {
  const { params } = useAdminSection('roles');
  const roleId = params.query[ROLE_QUERY];
  return roleId ? <RolePage key={roleId} params={params} roleId={roleId} /> : <RolesList />;
}

const RolesList = observer(function RolesList() {
  const { t } = useTranslation();
  const { vm } = useSectionViewModel('roles', createRolesViewModel);
  const count = (value: number) => (
    <Badge variant="subtle" colorPalette={value === 0 ? 'gray' : 'blue'}>
      {value}
    </Badge>
  );
  const columns: SectionColumn<RoleRow>[] = [
    {
      key: 'name',
      sortable: true,
      render: (role) => (
        <Link
          href={`#/${vm.roleRoute(role.id)}`}
          fontWeight="medium"
          colorPalette="blue"
          onClick={(event) => {
            event.preventDefault();
            vm.openRole(role.id);
          }}
        >
          {role.name}
        </Link>
      ),
    },
    { key: 'permissions', sortable: true, render: (role) => count(role.permissions.length) },
    { key: 'users', sortable: true, render: (role) => count(role.users.length) },
  ];
  return (
    <SectionPage
      section="roles"
      intro
      vm={vm.list}
      columns={columns}
      createLabel={t('admin.roles.create')}
      onCreate={() => vm.openCreate()}
      rowActions={(role) => (
        <RowActions words="admin.roles" name={role.name} buttons={[{ key: 'open', onSelect: () => vm.openRole(role.id) }]} />
      )}
    >
      <RoleFormDialog vm={vm} />
    </SectionPage>
  );
});

const RoleFormDialog = observer(function RoleFormDialog({ vm }: { readonly vm: RolesViewModel }) {
  const { t } = useTranslation();
  const form = vm.form;
  if (!form) return null;
  return (
    <ResourceFormDialog form={form} title={t('admin.roles.create_title')} submitLabel={t('admin.roles.create')}>
      <FormTextField form={form} field="name" label={t('admin.roles.name_max', { max: MAX_ADMIN_NAME_LENGTH })} required />
      <Text textStyle="sm" color="fg.muted">
        {t('admin.roles.create_hint')}
      </Text>
    </ResourceFormDialog>
  );
});
