import { Button, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SignedInUser } from '../../../../domain/admin/access-entities';
import { LIST_DATE_TIME, dateTimeText } from '../../../shared/date-text';
import { SectionPage, type SectionColumn } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { LOGGED_USERS_REFRESH_MS, createLoggedUsersViewModel, type LoggedUsersViewModel } from './logged-users.view-model';

/** SPEC §2 admin section 'logged-users': who is signed in now, refreshed while open (its own lazy chunk). */
export default observer(function LoggedUsersSection() {
  const { t, i18n } = useTranslation();
  const { vm } = useSectionViewModel('logged-users', createLoggedUsersViewModel);
  const when = (value: string) => dateTimeText(value, i18n.language, LIST_DATE_TIME);
  const columns: SectionColumn<SignedInUser>[] = [
    { key: 'name', sortable: true, render: (s) => s.name },
    { key: 'email', sortable: true, render: (s) => s.email },
    { key: 'since', sortable: true, render: (s) => when(s.since) },
    { key: 'lastSeenAt', label: t('admin.logged-users.columns.last_seen'), sortable: true, render: (s) => when(s.lastSeenAt) },
    { key: 'ip', sortable: true, render: (s) => s.ip },
  ];
  return <SectionPage section="logged-users" above={<RefreshBar vm={vm} />} vm={vm.list} columns={columns} />;
});

const RefreshBar = observer(function RefreshBar({ vm }: { readonly vm: LoggedUsersViewModel }) {
  const { t, i18n } = useTranslation();
  const updated = vm.updatedAt === null ? null : dateTimeText(vm.updatedAt, i18n.language, 'time-seconds');
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Text color="fg.muted" textStyle="sm">
        {t('admin.logged-users.refresh_every', { seconds: LOGGED_USERS_REFRESH_MS / 1000 })}
        {updated ? ` · ${t('admin.logged-users.updated_at', { time: updated })}` : ''}
      </Text>
      <Button size="xs" variant="outline" onClick={() => void vm.refresh()}>
        {t('admin.logged-users.refresh_now')}
      </Button>
    </Flex>
  );
});
