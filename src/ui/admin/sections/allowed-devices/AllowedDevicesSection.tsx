import { Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AllowedDevice, DeviceStatus } from '../../../../domain/admin/access-entities';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { LIST_DATE, LIST_DATE_TIME, dateTimeText } from '../../../shared/date-text';
import { RowActions } from '../../resource/RowActions';
import { DeclaredFormFields, SectionFormDialog } from '../../resource/SectionForm';
import { SectionPage, type SectionColumn } from '../../resource/SectionPage';
import { StatusBadge } from '../../resource/StatusBadge';
import { useSectionViewModel } from '../../resource/use-admin-section';
import {
  DEVICE_FIELDS,
  DEVICE_STATUSES,
  createAllowedDevicesViewModel,
  deviceName,
  type AllowedDevicesViewModel,
} from './allowed-devices.view-model';

const WORDS = 'admin.allowed-devices';

const STATUS_PALETTE: Record<DeviceStatus, string> = { approved: 'green', pending: 'orange', revoked: 'red' };

/** SPEC §2 admin section 'allowed-devices': the device hashes (`x-mac`) allowed to sign in (its own lazy chunk). */
export default observer(function AllowedDevicesSection() {
  const { t, i18n } = useTranslation();
  const { vm } = useSectionViewModel('allowed-devices', createAllowedDevicesViewModel);
  const when = (value: string | null, options = LIST_DATE_TIME) =>
    value ? dateTimeText(value, i18n.language, options) : t('admin.allowed-devices.never');
  const columns: SectionColumn<AllowedDevice>[] = [
    {
      key: 'label',
      label: t('admin.allowed-devices.columns.device'),
      sortable: true,
      render: (d) => (
        <Stack gap="0">
          <Text as="span">{d.label}</Text>
          <Text as="span" fontFamily="mono" textStyle="xs" color="fg.muted" wordBreak="break-all">
            {d.hash}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      sortable: true,
      render: (d) => <StatusBadge status={d.status} palette={STATUS_PALETTE} words="admin.allowed-devices.status" />,
    },
    {
      key: 'firstSeenAt',
      label: t('admin.allowed-devices.columns.first_seen'),
      sortable: true,
      // The first column a narrow frame leaves out: when a device was last seen, and by whom, is what an administrator reads.
      dropOrder: 1,
      render: (d) => when(d.firstSeenAt, LIST_DATE),
    },
    { key: 'lastSeenAt', label: t('admin.allowed-devices.columns.last_seen'), sortable: true, render: (d) => when(d.lastSeenAt) },
    { key: 'lastUserEmail', label: t('admin.allowed-devices.columns.last_user'), sortable: true, render: (d) => d.lastUserEmail ?? '' },
  ];
  return (
    <SectionPage
      section="allowed-devices"
      intro
      vm={vm.list}
      columns={columns}
      selects={[{ name: 'status', values: DEVICE_STATUSES }]}
      onCreate={() => vm.openAdd()}
      rowActions={(device) => <DeviceActions vm={vm} device={device} />}
    >
      <DeviceFormDialog vm={vm} />
      <RevokeDialog vm={vm} />
    </SectionPage>
  );
});

const DeviceActions = observer(function DeviceActions({
  vm,
  device,
}: {
  readonly vm: AllowedDevicesViewModel;
  readonly device: AllowedDevice;
}) {
  const busy = vm.changing === device.id;
  return (
    <RowActions
      words="admin.allowed-devices"
      name={deviceName(device)}
      buttons={[
        { key: 'approve', tone: 'positive', when: device.status !== 'approved', busy, onSelect: () => void vm.approve(device) },
        { key: 'revoke', tone: 'caution', when: device.status !== 'revoked', disabled: busy, onSelect: () => vm.askRevoke(device) },
      ]}
      menu={{
        items: [
          { key: 'rename', onSelect: () => vm.openRename(device) },
          { key: 'delete', tone: 'danger', onSelect: () => vm.list.askRemove(device) },
        ],
      }}
    />
  );
});

const DeviceFormDialog = observer(function DeviceFormDialog({ vm }: { readonly vm: AllowedDevicesViewModel }) {
  const { t } = useTranslation();
  return (
    <SectionFormDialog slot={vm.editor} words={WORDS} name={deviceName} fields={DEVICE_FIELDS.renamed}>
      {(form, renaming) =>
        renaming ? (
          <Stack gap="1">
            <Text textStyle="sm" fontWeight="medium">
              {t(`${WORDS}.columns.hash`)}
            </Text>
            <Text fontFamily="mono" textStyle="sm" wordBreak="break-all">
              {renaming.hash}
            </Text>
          </Stack>
        ) : (
          <>
            <DeclaredFormFields form={form} words={WORDS} fields={DEVICE_FIELDS.added} />
            <Text textStyle="sm">{t(`${WORDS}.add_note`)}</Text>
          </>
        )
      }
    </SectionFormDialog>
  );
});

const RevokeDialog = observer(function RevokeDialog({ vm }: { readonly vm: AllowedDevicesViewModel }) {
  const { t } = useTranslation();
  const device = vm.revoking;
  return (
    <ConfirmDialog
      open={device !== null}
      title={t('admin.allowed-devices.revoke_title', { name: device ? deviceName(device) : '' })}
      confirmLabel={t('admin.allowed-devices.revoke')}
      tone="danger"
      busy={vm.changing !== null}
      onConfirm={() => void vm.confirmRevoke()}
      onCancel={() => vm.cancelRevoke()}
    >
      {t('admin.allowed-devices.revoke_text')}
    </ConfirmDialog>
  );
});
