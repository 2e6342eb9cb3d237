import { Badge, Button, CloseButton, HStack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SignInRecord } from '../../../../domain/admin/access-entities';
import { dateTimeColumn } from '../../resource/date-time-column';
import { ListFilterDays } from '../../resource/ResourceListView';
import { SectionPage, type SectionColumn } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { createAuthDataViewModel, failureReasonKey, type AuthDataViewModel } from './auth-data.view-model';

/** SPEC §2 admin section 'auth-data': the tenant's sign-in history, read only (its own lazy chunk). */
export default observer(function AuthDataSection() {
  const { t, i18n } = useTranslation();
  const { vm } = useSectionViewModel('auth-data', createAuthDataViewModel);
  const list = vm.list;
  const columns: SectionColumn<SignInRecord>[] = [
    dateTimeColumn('at', i18n.language),
    { key: 'email', sortable: true, render: (r) => <Who vm={vm} record={r} /> },
    { key: 'ip', sortable: true, render: (r) => r.ip },
    {
      key: 'device',
      render: (r) => (
        <Text as="span" fontFamily="mono" textStyle="xs" title={r.deviceHash ?? undefined}>
          {r.deviceHash ? `${r.deviceHash.slice(0, 12)}…` : t('admin.auth-data.no_device')}
        </Text>
      ),
    },
    {
      key: 'success',
      label: t('admin.auth-data.columns.result'),
      sortable: true,
      render: (r) => (
        <Badge colorPalette={r.success ? 'green' : 'red'} variant="subtle">
          {t(r.success ? 'admin.auth-data.result.success' : 'admin.auth-data.result.failure')}
        </Badge>
      ),
    },
    { key: 'reason', render: (r) => (r.success ? '' : t(failureReasonKey(r.failure))) },
  ];
  return (
    <SectionPage
      section="auth-data"
      intro
      vm={list}
      columns={columns}
      selects={[{ name: 'result', values: ['success', 'failure'] }]}
      filters={
        <>
          <ListFilterDays vm={list} fromLabel={t('admin.auth-data.from')} toLabel={t('admin.auth-data.to')} />
          <UserChip vm={vm} />
        </>
      }
    />
  );
});

/** Who tried: the email, which narrows the list to that user when pressed (an unknown email cannot). */
function Who({ vm, record }: { readonly vm: AuthDataViewModel; readonly record: SignInRecord }) {
  const { t } = useTranslation();
  if (record.userId === null)
    return (
      <HStack gap="2">
        <Text as="span">{record.email}</Text>
        <Badge variant="outline">{t('admin.auth-data.unknown_user')}</Badge>
      </HStack>
    );
  return (
    <Button
      variant="plain"
      size="sm"
      px="0"
      height="auto"
      textDecoration="underline"
      fontWeight="normal"
      title={t('admin.auth-data.only_user', { email: record.email })}
      onClick={() => vm.onlyUserOf(record)}
    >
      {record.email}
    </Button>
  );
}

const UserChip = observer(function UserChip({ vm }: { readonly vm: AuthDataViewModel }) {
  const { t } = useTranslation();
  const user = vm.user;
  if (user === null) return null;
  return (
    <HStack gap="1" borderWidth="1px" rounded="md" ps="3" pe="1" py="1" alignSelf="end">
      <Text textStyle="sm">{t('admin.auth-data.user_filter', { email: user })}</Text>
      <CloseButton size="xs" aria-label={t('admin.auth-data.clear_user')} onClick={() => vm.clearUser()} />
    </HStack>
  );
});
