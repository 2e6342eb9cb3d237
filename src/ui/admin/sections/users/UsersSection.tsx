import { Badge, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../domain/admin/access-entities';
import { MIN_PASSWORD_LENGTH } from '../../../../domain/admin/access-schemas';
import { FormCheckboxGroup, FormSlotDialog, FormTextField, type FieldForm } from '../../resource/ResourceFormDialog';
import { DeclaredFormFields } from '../../resource/SectionForm';
import { CellBadge } from '../../resource/CellBadge';
import { RowActions } from '../../resource/RowActions';
import { SectionPage, type SectionColumn } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { USER_FIELDS, createUsersViewModel, roleNames, type UsersViewModel } from './users.view-model';

const WORDS = 'admin.users';

/** SPEC §2 admin section 'users': the tenant's console users (its own lazy chunk). */
export default observer(function UsersSection() {
  const { t } = useTranslation();
  const { vm } = useSectionViewModel('users', createUsersViewModel);
  // Looked up once per render of the section, not in each row's cells.
  const [yes, no, you] = [t('admin.list.yes'), t('admin.list.no'), t('admin.users.you')];
  const yesNo = (value: boolean) => <CellBadge palette={value ? 'green' : 'gray'}>{value ? yes : no}</CellBadge>;
  const columns: SectionColumn<AdminUser>[] = [
    {
      key: 'name',
      sortable: true,
      render: (user) =>
        vm.isSelf(user) ? (
          <HStack gap="2">
            <Text as="span">{user.name}</Text>
            <Badge colorPalette="blue" variant="outline">
              {you}
            </Badge>
          </HStack>
        ) : (
          user.name
        ),
    },
    {
      key: 'lastName',
      sortable: true,
      dropOrder: 3,
      render: (user) => user.lastName,
    },
    { key: 'email', sortable: true, render: (user) => user.email },
    // At a narrow width the list leaves out the phone first, then the HQ admin and last name columns: Edit shows them.
    { key: 'phone', sortable: true, dropOrder: 1, render: (user) => user.phone },
    { key: 'active', sortable: true, render: (user) => yesNo(user.active) },
    {
      key: 'isHqAdmin',
      sortable: true,
      dropOrder: 2,
      render: (user) => yesNo(user.isHqAdmin),
    },
    { key: 'isSuperUser', sortable: true, render: (user) => yesNo(user.isSuperUser) },
    { key: 'roles', render: (user) => roleNames(user) },
  ];
  return (
    <SectionPage
      section="users"
      vm={vm.list}
      columns={columns}
      selects={[
        { name: 'role', label: t('admin.users.filters.role'), options: vm.roleOptions },
        {
          name: 'active',
          label: t('admin.users.filters.active'),
          options: [
            { value: 'true', label: t('admin.users.filters.active_only') },
            { value: 'false', label: t('admin.users.filters.inactive_only') },
          ],
        },
      ]}
      createLabel={t('admin.users.create')}
      onCreate={() => vm.openCreate()}
      removeText={t('admin.users.remove_text')}
      rowActions={(user) => <UserActions vm={vm} user={user} />}
    >
      <UserFormDialog vm={vm} />
      <PasswordDialog vm={vm} />
    </SectionPage>
  );
});

const UserActions = observer(function UserActions({ vm, user }: { readonly vm: UsersViewModel; readonly user: AdminUser }) {
  const self = vm.isSelf(user);
  return (
    <RowActions
      words="admin.users"
      name={vm.list.nameOf(user)}
      buttons={[{ key: 'edit', onSelect: () => vm.openEdit(user) }]}
      menu={{
        busy: vm.toggling === user.id,
        items: [
          { key: 'change_password', onSelect: () => vm.openPassword(user) },
          { key: 'self_note', disabled: true, when: self, onSelect: () => undefined },
          { key: user.active ? 'deactivate' : 'activate', when: !self, onSelect: () => void vm.setActive(user, !user.active) },
          { key: 'delete', tone: 'danger', when: !self, onSelect: () => vm.list.askRemove(user) },
        ],
      }}
    />
  );
});

const UserFormDialog = observer(function UserFormDialog({ vm }: { readonly vm: UsersViewModel }) {
  const { t } = useTranslation();
  return (
    <FormSlotDialog
      slot={vm.editor}
      createTitle={t('admin.users.create_title')}
      createSubmit={t('admin.users.create_submit')}
      editTitle={(user) => t('admin.users.edit_title', { name: vm.list.nameOf(user) })}
    >
      {(form, editing) => (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <DeclaredFormFields form={form} words={WORDS} fields={USER_FIELDS.texts} />
          </SimpleGrid>
          {editing ? null : (
            <PasswordField form={form} field="password" label={t('admin.users.password_min', { min: MIN_PASSWORD_LENGTH })} />
          )}
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <DeclaredFormFields
              form={form}
              words={WORDS}
              fields={USER_FIELDS.switches}
              hints={{ active: editing && vm.isSelf(editing) ? t('admin.users.self_active_hint') : undefined }}
            />
          </SimpleGrid>
          <FormCheckboxGroup
            legend={t('admin.users.columns.roles')}
            options={vm.roleOptions}
            checked={form.values.roleIds}
            onToggle={(id) => vm.toggleRole(id)}
            emptyText={t('admin.users.no_roles')}
          />
        </>
      )}
    </FormSlotDialog>
  );
});

const PasswordDialog = observer(function PasswordDialog({ vm }: { readonly vm: UsersViewModel }) {
  const { t } = useTranslation();
  return (
    <FormSlotDialog
      slot={vm.password}
      editTitle={(user) => t('admin.users.password_title', { name: vm.list.nameOf(user) })}
      editSubmit={t('admin.users.change_password')}
    >
      {(form) => (
        <>
          <PasswordField form={form} field="password" label={t('admin.users.password_min', { min: MIN_PASSWORD_LENGTH })} />
          <PasswordField form={form} field="confirmation" label={t('admin.users.password_confirmation')} />
        </>
      )}
    </FormSlotDialog>
  );
});

/** A new password's field (never filled in by the browser's saved passwords). */
function PasswordField<V extends object>(props: { readonly form: FieldForm<V>; readonly field: keyof V & string; readonly label: string }) {
  return <FormTextField {...props} type="password" autoComplete="new-password" required />;
}
