import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Registration, RegistrationStatus } from '../../../../domain/admin/access-entities';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { dateTimeColumn } from '../../resource/date-time-column';
import { RowActions } from '../../resource/RowActions';
import { SectionPage, type SectionColumn } from '../../resource/SectionPage';
import { StatusBadge } from '../../resource/StatusBadge';
import { useSectionViewModel } from '../../resource/use-admin-section';
import {
  REGISTRATION_STATUSES,
  createRegistrationsViewModel,
  registrationName,
  type RegistrationsViewModel,
} from './registrations.view-model';

const STATUS_PALETTE: Record<RegistrationStatus, string> = { pending: 'orange', approved: 'green', rejected: 'gray' };

/** SPEC §2 admin section 'new-users-register' (public tenant): pending registrations (its own lazy chunk). */
export default observer(function NewUsersRegisterSection() {
  const { t, i18n } = useTranslation();
  const { vm } = useSectionViewModel('new-users-register', createRegistrationsViewModel);
  const columns: SectionColumn<Registration>[] = [
    { key: 'name', sortable: true, render: registrationName },
    { key: 'email', sortable: true, render: (r) => r.email },
    // At a narrow width the list leaves out the phone first, then the organisation: the request's status stays.
    { key: 'phone', dropOrder: 1, render: (r) => r.phone },
    {
      key: 'tenantName',
      dropOrder: 2,
      label: t('admin.new-users-register.columns.organisation'),
      sortable: true,
      render: (r) => r.tenantName,
    },
    dateTimeColumn('requestedAt', i18n.language, t('admin.new-users-register.columns.requested')),
    {
      key: 'status',
      sortable: true,
      render: (r) => <StatusBadge status={r.status} palette={STATUS_PALETTE} words="admin.new-users-register.status" />,
    },
  ];
  return (
    <SectionPage
      section="new-users-register"
      intro
      vm={vm.list}
      columns={columns}
      selects={[{ name: 'status', values: REGISTRATION_STATUSES }]}
      rowActions={(r) => <DecisionButtons vm={vm} registration={r} />}
    >
      <DecisionDialog vm={vm} />
    </SectionPage>
  );
});

function DecisionButtons({ vm, registration }: { readonly vm: RegistrationsViewModel; readonly registration: Registration }) {
  if (registration.status !== 'pending') return null;
  return (
    <RowActions
      words="admin.new-users-register"
      name={registrationName(registration)}
      buttons={[
        { key: 'approve', tone: 'positive', onSelect: () => vm.ask(registration, 'approve') },
        { key: 'reject', tone: 'caution', onSelect: () => vm.ask(registration, 'reject') },
      ]}
    />
  );
}

const DecisionDialog = observer(function DecisionDialog({ vm }: { readonly vm: RegistrationsViewModel }) {
  const { t } = useTranslation();
  const deciding = vm.deciding;
  const decision = deciding?.decision ?? 'approve';
  const name = deciding ? registrationName(deciding.registration) : '';
  return (
    <ConfirmDialog
      open={deciding !== null}
      title={t(`admin.new-users-register.${decision}_title`, { name })}
      confirmLabel={t(`admin.new-users-register.${decision}`)}
      tone={decision === 'reject' ? 'danger' : 'primary'}
      busy={vm.busy}
      onConfirm={() => void vm.confirm()}
      onCancel={() => vm.cancel()}
    >
      {t(`admin.new-users-register.${decision}_text`, { email: deciding?.registration.email ?? '' })}
    </ConfirmDialog>
  );
});
