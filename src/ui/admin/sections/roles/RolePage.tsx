import { Alert, Badge, Box, Button, Code, Field, Flex, Heading, HStack, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { OptionsSelect } from '../../../shared/OptionsSelect';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../../../domain/routing/routes';
import { ChevronLeftIcon } from '../../../shared/icons';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { useViewModel } from '../../../shared/use-view-model';
import { messageText } from '../../resource/AdminToaster';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { permissionMeaning } from '../permissions/permissions.view-model';
import { createRoleViewModel, userName, type RoleViewModel } from './role.view-model';
import { ROLE_QUERY } from './roles.view-model';

/** A role's page under the roles section: its permissions and its users, each added from a picker and removed after a question. */
export const RolePage = observer(function RolePage({ params, roleId }: { readonly params: AdminSectionParams; readonly roleId: string }) {
  const { t } = useTranslation();
  const listQuery = Object.fromEntries(Object.entries(params.query).filter(([key]) => key !== ROLE_QUERY));
  const vm = useViewModel(createRoleViewModel, { roleId, backRoute: routePath(params.route, listQuery), notify: params.notify });
  return (
    <Stack gap="4">
      <Box>
        <Button variant="ghost" size="sm" ms="-2" onClick={() => vm.back()}>
          <ChevronLeftIcon /> {t('admin.roles.back')}
        </Button>
      </Box>
      <Stack gap="1">
        <Text textStyle="sm" color="fg.muted">
          {t('admin.roles.role')}
        </Text>
        <Heading as="h1" size="xl">
          {vm.status === 'ready' ? vm.name : vm.status === 'loading' ? <Skeleton height="8" width="48" /> : t('admin.roles.not_found')}
        </Heading>
      </Stack>
      {vm.status === 'failed' || vm.status === 'not-found' ? (
        <Alert.Root status={vm.status === 'failed' ? 'error' : 'warning'} role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{vm.status === 'failed' ? t('admin.roles.load_failed') : t('admin.roles.not_found_text')}</Alert.Title>
            {vm.failure ? <Alert.Description>{messageText(t, vm.failure)}</Alert.Description> : null}
          </Alert.Content>
          {vm.status === 'failed' ? (
            <Button size="sm" variant="outline" onClick={() => void vm.load()}>
              {t('admin.list.retry')}
            </Button>
          ) : null}
        </Alert.Root>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <PermissionsPanel vm={vm} />
          <UsersPanel vm={vm} />
        </SimpleGrid>
      )}
      <RemoveLinkDialog vm={vm} />
    </Stack>
  );
});

/** A panel of the role page: its heading with a count, the picker that adds, and the table of what the role has. */
function Panel(props: { readonly title: string; readonly count: number | null; readonly picker: ReactNode; readonly children: ReactNode }) {
  return (
    <Stack as="section" aria-label={props.title} gap="3" borderWidth="1px" rounded="md" p="4">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          {props.title}
        </Heading>
        {props.count !== null ? <Badge variant="subtle">{props.count}</Badge> : null}
      </HStack>
      {props.picker}
      {props.children}
    </Stack>
  );
}

/** A labelled select of what may be added, and its Add button. */
function Picker(props: {
  readonly label: string;
  readonly placeholder: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onAdd: () => void;
  readonly addLabel: string;
  readonly busy: boolean;
  readonly disabled: boolean;
}) {
  return (
    <Flex gap="2" align="end">
      <Field.Root flex="1" disabled={props.disabled}>
        <Field.Label>{props.label}</Field.Label>
        <OptionsSelect size="sm" value={props.value} options={props.options} onChange={props.onChange} emptyLabel={props.placeholder} />
      </Field.Root>
      <Button size="sm" colorPalette="blue" loading={props.busy} disabled={props.value === '' || props.busy} onClick={props.onAdd}>
        {props.addLabel}
      </Button>
    </Flex>
  );
}

/** A panel's table of linked records (two columns and a remove button each), a skeleton while loading, or what it says empty. */
function LinkTable<T extends { readonly id: string | number | null }>(props: {
  readonly label: string;
  readonly headers: readonly [string, string];
  readonly loading: boolean;
  readonly empty: string;
  readonly rows: readonly T[];
  readonly cells: (record: T) => readonly [ReactNode, ReactNode];
  readonly nameOf: (record: T) => string;
  readonly onRemove: (record: T) => void;
}) {
  const { t } = useTranslation();
  const wide = (content: ReactNode, muted = false) => (
    <Table.Row>
      <Table.Cell colSpan={3} color={muted ? 'fg.muted' : undefined}>
        {content}
      </Table.Cell>
    </Table.Row>
  );
  return (
    <Table.Root size="sm" aria-label={props.label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{props.headers[0]}</Table.ColumnHeader>
          <Table.ColumnHeader>{props.headers[1]}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('admin.list.actions')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {props.loading
          ? wide(<Skeleton height="5" />)
          : props.rows.length === 0
            ? wide(props.empty, true)
            : props.rows.map((record) => {
                const [first, second] = props.cells(record);
                return (
                  <Table.Row key={String(record.id)}>
                    <Table.Cell>{first}</Table.Cell>
                    <Table.Cell>{second}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t('admin.roles.remove_named', { name: props.nameOf(record) })}
                        onClick={() => props.onRemove(record)}
                      >
                        {t('admin.roles.remove')}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
      </Table.Body>
    </Table.Root>
  );
}

const PermissionsPanel = observer(function PermissionsPanel({ vm }: { readonly vm: RoleViewModel }) {
  const { t } = useTranslation();
  const loading = vm.status === 'loading';
  const meaning = (name: string) => t(permissionMeaning(name).labelKey);
  return (
    <Panel
      title={t('admin.roles.permissions')}
      count={loading ? null : vm.permissions.length}
      picker={
        <Picker
          label={t('admin.roles.add_permission_label')}
          placeholder={vm.availablePermissions.length === 0 ? t('admin.roles.no_more_permissions') : t('admin.roles.choose_permission')}
          options={vm.availablePermissions.map((p) => ({ value: String(p.id), label: `${p.name} — ${meaning(p.name)}` }))}
          value={vm.permissionToAdd}
          onChange={(value) => vm.setPermissionToAdd(value)}
          onAdd={() => void vm.addPermission()}
          addLabel={t('admin.roles.add_permission')}
          busy={vm.busy && vm.permissionToAdd !== ''}
          disabled={loading || vm.availablePermissions.length === 0}
        />
      }
    >
      <LinkTable
        label={t('admin.roles.permissions_of', { role: vm.name })}
        headers={[t('admin.permissions.columns.name'), t('admin.permissions.columns.grants')]}
        loading={loading}
        empty={t('admin.roles.no_permissions')}
        rows={vm.permissions}
        cells={(permission) => [<Code key="name">{permission.name}</Code>, meaning(permission.name)]}
        nameOf={(permission) => permission.name}
        onRemove={(permission) => vm.askRemove({ kind: 'permission', record: permission })}
      />
    </Panel>
  );
});

const UsersPanel = observer(function UsersPanel({ vm }: { readonly vm: RoleViewModel }) {
  const { t } = useTranslation();
  const loading = vm.status === 'loading';
  return (
    <Panel
      title={t('admin.roles.users')}
      count={loading ? null : vm.members.length}
      picker={
        <Picker
          label={t('admin.roles.add_user_label')}
          placeholder={vm.availableUsers.length === 0 ? t('admin.roles.no_more_users') : t('admin.roles.choose_user')}
          options={vm.availableUsers.map((user) => ({ value: String(user.id), label: `${userName(user)} <${user.email}>` }))}
          value={vm.userToAdd}
          onChange={(value) => vm.setUserToAdd(value)}
          onAdd={() => void vm.addUser()}
          addLabel={t('admin.roles.add_user')}
          busy={vm.busy && vm.userToAdd !== ''}
          disabled={loading || vm.availableUsers.length === 0}
        />
      }
    >
      <LinkTable
        label={t('admin.roles.users_of', { role: vm.name })}
        headers={[t('admin.users.columns.name'), t('admin.users.columns.email')]}
        loading={loading}
        empty={t('admin.roles.no_users')}
        rows={vm.members}
        cells={(user) => [userName(user), user.email]}
        nameOf={userName}
        onRemove={(user) => vm.askRemove({ kind: 'user', record: user })}
      />
    </Panel>
  );
});

const RemoveLinkDialog = observer(function RemoveLinkDialog({ vm }: { readonly vm: RoleViewModel }) {
  const { t } = useTranslation();
  const link = vm.removing;
  const name = link ? (link.kind === 'permission' ? link.record.name : userName(link.record)) : '';
  return (
    <ConfirmDialog
      open={link !== null}
      title={
        link?.kind === 'user'
          ? t('admin.roles.remove_user_title', { name, role: vm.name })
          : t('admin.roles.remove_permission_title', { name, role: vm.name })
      }
      confirmLabel={t('admin.roles.remove')}
      tone="danger"
      busy={vm.busy}
      onConfirm={() => void vm.confirmRemove()}
      onCancel={() => vm.cancelRemove()}
    >
      {link?.kind === 'user' ? t('admin.roles.remove_user_text') : t('admin.roles.remove_permission_text')}
    </ConfirmDialog>
  );
});
