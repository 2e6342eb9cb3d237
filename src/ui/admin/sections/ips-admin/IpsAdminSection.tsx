import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AllowedIp } from '../../../../domain/admin/access-entities';
import { ipKind } from '../../../../domain/admin/access-schemas';
import { LIST_DATE_TIME, dateTimeText } from '../../../shared/date-text';
import { useViewModel } from '../../../shared/use-view-model';
import { AdminToaster } from '../../resource/AdminToaster';
import { FormTextField, ResourceFormDialog } from '../../resource/ResourceFormDialog';
import { ResourceListView } from '../../resource/ResourceListView';
import type { ResourceColumn } from '../../resource/ResourceTable';
import { useAdminSection } from '../../resource/use-admin-section';
import { SectionTitle } from '../SectionTitle';
import { createAllowedIpsViewModel, ipName, type AllowedIpsViewModel } from './ips-admin.view-model';

/** SPEC §2 admin section 'ips-admin': the addresses and ranges the tenant's console may be used from (its own chunk). */
export default observer(function IpsAdminSection() {
  const { t, i18n } = useTranslation();
  const { params, search } = useAdminSection('ips-admin');
  const vm = useViewModel(createAllowedIpsViewModel, params);
  const columns: ResourceColumn<AllowedIp>[] = [
    {
      key: 'value',
      label: t('admin.ips.columns.value'),
      sortable: true,
      render: (ip) => (
        <Text as="span" fontFamily="mono">
          {ip.value}
        </Text>
      ),
    },
    {
      key: 'kind',
      label: t('admin.ips.columns.kind'),
      render: (ip) => {
        const kind = ipKind(ip.value);
        return kind ? (
          <Badge variant="subtle" colorPalette={kind.endsWith('range') ? 'purple' : 'gray'}>
            {t(`admin.ips.kind.${kind}`)}
          </Badge>
        ) : null;
      },
    },
    { key: 'label', label: t('admin.ips.columns.label'), sortable: true, render: (ip) => ip.label },
    {
      key: 'createdAt',
      label: t('admin.ips.columns.created'),
      sortable: true,
      render: (ip) => dateTimeText(ip.createdAt, i18n.language, LIST_DATE_TIME),
    },
  ];
  return (
    <Stack gap="4">
      <SectionTitle sectionKey="ips-admin" />
      <Text color="fg.muted">{t('admin.ips.intro')}</Text>
      <ResourceListView
        vm={vm.list}
        search={search}
        label={t('sidebar.ips_admin')}
        columns={columns}
        searchLabel={t('admin.ips.search')}
        createLabel={t('admin.ips.add')}
        onCreate={() => vm.openAdd()}
        emptyText={t('admin.ips.empty')}
        rowActions={(ip) => <IpActions vm={vm} ip={ip} />}
      />
      <IpFormDialog vm={vm} />
      <AdminToaster />
    </Stack>
  );
});

function IpActions({ vm, ip }: { readonly vm: AllowedIpsViewModel; readonly ip: AllowedIp }) {
  const { t } = useTranslation();
  const name = ipName(ip);
  return (
    <HStack gap="1" justify="end">
      <Button size="xs" variant="outline" aria-label={t('admin.ips.edit_named', { name })} onClick={() => vm.openEdit(ip)}>
        {t('admin.ips.edit')}
      </Button>
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={t('admin.ips.delete_named', { name })}
        onClick={() => vm.list.askRemove(ip)}
      >
        {t('admin.ips.delete')}
      </Button>
    </HStack>
  );
}

const IpFormDialog = observer(function IpFormDialog({ vm }: { readonly vm: AllowedIpsViewModel }) {
  const { t } = useTranslation();
  const form = vm.form;
  if (!form) return null;
  const editing = vm.editing;
  const kind = vm.valueKind;
  return (
    <ResourceFormDialog
      form={form}
      title={editing ? t('admin.ips.edit_title', { name: ipName(editing) }) : t('admin.ips.add_title')}
      submitLabel={editing ? t('admin.form.save') : t('admin.ips.add')}
    >
      <FormTextField
        form={form}
        field="value"
        label={t('admin.ips.columns.value')}
        hint={kind ? t('admin.ips.value_is', { kind: t(`admin.ips.kind.${kind}`) }) : t('admin.ips.value_hint')}
        required
      />
      <FormTextField form={form} field="label" label={t('admin.ips.columns.label')} />
    </ResourceFormDialog>
  );
});
