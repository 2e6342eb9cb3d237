import { Alert, Badge, Box, Button, Field, Flex, Heading, HStack, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { OptionsSelect } from '../../../shared/OptionsSelect';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../../../domain/routing/routes';
import { ChevronLeftIcon } from '../../../shared/icons';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { useViewModel } from '../../../shared/use-view-model';
import { noticeText } from '../../../shared/notice-text';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { permissionKindWords, permissionWords } from '../permissions/permissions.view-model';
import { createRoleViewModel, userName, type RoleLink, type RoleLinkKind, type RoleViewModel } from './role.view-model';
import { ROLE_QUERY } from './roles.view-model';

/** A role's page under the roles section: its permissions and its users, each added from a picker and removed after a question. */
export const RolePage = observer(function RolePage({ params, roleId }: { readonly params: AdminSectionParams; readonly roleId: string }) {
  const { t } = useTranslation();
  const listQuery = Object.fromEntries(Object.entries(params.query).filter(([key]) => key !== ROLE_QUERY));
  const vm = useViewModel(createRoleViewModel, {
    roleId,
    backRoute: routePath(params.route, listQuery),
    notify: params.notify,
    translate: params.translate,
  });
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
            {vm.failure ? <Alert.Description>{noticeText(t, vm.failure)}</Alert.Description> : null}
          </Alert.Content>
          {vm.status === 'failed' ? (
            <Button size="sm" variant="outline" onClick={() => void vm.load()}>
              {t('admin.list.retry')}
            </Button>
          ) : null}
        </Alert.Root>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <LinkPanel vm={vm} kind="permission" />
          <LinkPanel vm={vm} kind="user" />
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

/** What a panel shows of a link: its two cells, its name, and how the picker offers it. */
function linkWords(link: RoleLink, translate: (key: string) => string) {
  if (link.kind === 'permission') {
    const name = permissionWords(link.record.name, translate);
    const kind = permissionKindWords(link.record.name, translate);
    return { cells: [name, kind] as const, name, option: `${name} — ${kind}` };
  }
  const name = userName(link.record);
  return { cells: [name, link.record.email] as const, name, option: `${name} <${link.record.email}>` };
}

const HEADERS: Readonly<Record<RoleLinkKind, readonly [string, string]>> = {
  permission: ['admin.permissions.columns.name', 'admin.permissions.columns.grants'],
  user: ['admin.users.columns.name', 'admin.users.columns.email'],
};

/**
 * The role's permissions or its users: a picker that adds what the role lacks, and a table of what it has, each
 * removed after a question. Its words are `admin.roles.<kind>s`, `add_<kind>`, `choose_<kind>`, `no_<kind>s`….
 */
const LinkPanel = observer(function LinkPanel({ vm, kind }: { readonly vm: RoleViewModel; readonly kind: RoleLinkKind }) {
  const { t } = useTranslation();
  const loading = vm.status === 'loading';
  const translate = (key: string) => t(key);
  const held = vm.links(kind, true);
  const offered = vm.links(kind, false);
  const choice = vm.choice(kind);
  const wide = (content: ReactNode, muted = false) => (
    <Table.Row>
      <Table.Cell colSpan={3} color={muted ? 'fg.muted' : undefined}>
        {content}
      </Table.Cell>
    </Table.Row>
  );
  return (
    <Panel
      title={t(`admin.roles.${kind}s`)}
      count={loading ? null : held.length}
      picker={
        <Picker
          label={t(`admin.roles.add_${kind}_label`)}
          placeholder={offered.length === 0 ? t(`admin.roles.no_more_${kind}s`) : t(`admin.roles.choose_${kind}`)}
          options={offered.map((link) => ({ value: String(link.record.id), label: linkWords(link, translate).option }))}
          value={choice}
          onChange={(value) => vm.choose(kind, value)}
          onAdd={() => void vm.add(kind)}
          addLabel={t(`admin.roles.add_${kind}`)}
          busy={vm.busy && choice !== ''}
          disabled={loading || offered.length === 0}
        />
      }
    >
      <Table.Root size="sm" aria-label={t(`admin.roles.${kind}s_of`, { role: vm.name })}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t(HEADERS[kind][0])}</Table.ColumnHeader>
            <Table.ColumnHeader>{t(HEADERS[kind][1])}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('admin.list.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading
            ? wide(<Skeleton height="5" />)
            : held.length === 0
              ? wide(t(`admin.roles.no_${kind}s`), true)
              : held.map((link) => {
                  const words = linkWords(link, translate);
                  return (
                    <Table.Row key={String(link.record.id)}>
                      <Table.Cell>{words.cells[0]}</Table.Cell>
                      <Table.Cell>{words.cells[1]}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={t('admin.roles.remove_named', { name: words.name })}
                          onClick={() => vm.askRemove(link)}
                        >
                          {t('admin.roles.remove')}
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
        </Table.Body>
      </Table.Root>
    </Panel>
  );
});

const RemoveLinkDialog = observer(function RemoveLinkDialog({ vm }: { readonly vm: RoleViewModel }) {
  const { t } = useTranslation();
  const link = vm.removing;
  const name = link ? linkWords(link, (key) => t(key)).name : '';
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
