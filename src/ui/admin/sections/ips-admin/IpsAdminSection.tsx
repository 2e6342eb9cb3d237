import { Badge } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AllowedIp } from '../../../../domain/admin/access-entities';
import { ipKind } from '../../../../domain/admin/access-schemas';
import { dateTimeColumn } from '../../resource/date-time-column';
import { RowActions } from '../../resource/RowActions';
import { MonoText } from '../../resource/MonoText';
import { SectionFormDialog } from '../../resource/SectionForm';
import { SectionPage, type SectionColumn } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { IP_FIELDS, createIpsAdminViewModel, ipName, type IpsAdminViewModel } from './ips-admin.view-model';

/** SPEC §2 admin section 'ips-admin': the addresses and ranges the tenant's console may be used from (its own chunk). */
export default observer(function IpsAdminSection() {
  const { t, i18n } = useTranslation();
  const { vm } = useSectionViewModel('ips-admin', createIpsAdminViewModel);
  const columns: SectionColumn<AllowedIp>[] = [
    {
      key: 'value',
      sortable: true,
      render: (ip) => <MonoText>{ip.value}</MonoText>,
    },
    {
      key: 'kind',
      render: (ip) => {
        const kind = ipKind(ip.value);
        return kind ? (
          <Badge variant="subtle" colorPalette={kind.endsWith('range') ? 'purple' : 'gray'}>
            {t(`admin.ips-admin.kind.${kind}`)}
          </Badge>
        ) : null;
      },
    },
    { key: 'label', sortable: true, render: (ip) => ip.label },
    dateTimeColumn('createdAt', i18n.language, t('admin.ips-admin.columns.created')),
  ];
  return (
    <SectionPage
      section="ips-admin"
      intro
      vm={vm.list}
      columns={columns}
      onCreate={() => vm.openAdd()}
      rowActions={(ip) => <IpActions vm={vm} ip={ip} />}
    >
      <IpFormDialog vm={vm} />
    </SectionPage>
  );
});

function IpActions({ vm, ip }: { readonly vm: IpsAdminViewModel; readonly ip: AllowedIp }) {
  return (
    <RowActions
      words="admin.ips-admin"
      name={ipName(ip)}
      buttons={[
        { key: 'edit', onSelect: () => vm.openEdit(ip) },
        { key: 'delete', tone: 'danger', onSelect: () => vm.list.askRemove(ip) },
      ]}
    />
  );
}

const IpFormDialog = observer(function IpFormDialog({ vm }: { readonly vm: IpsAdminViewModel }) {
  const { t } = useTranslation();
  const kind = vm.valueKind;
  return (
    <SectionFormDialog
      slot={vm.editor}
      words="admin.ips-admin"
      name={ipName}
      fields={IP_FIELDS}
      hints={kind ? { value: t('admin.ips-admin.value_is', { kind: t(`admin.ips-admin.kind.${kind}`) }) } : undefined}
    />
  );
});
