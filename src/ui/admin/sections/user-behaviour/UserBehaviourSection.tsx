import { Heading, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { isAuditAction, type BehaviourField, type BehaviourRecord } from '../../../../domain/audit/behaviour-record';
import { AUDIT_ACTIONS } from '../../../../domain/shared/constants';
import { LazyTimeChart } from '../../../shared/charts/LazyTimeChart';
import { dateTimeColumn } from '../../resource/date-time-column';
import { ListFilterDays } from '../../resource/ResourceListView';
import { SectionPage, type SectionColumn } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { createUserBehaviourViewModel, type UserBehaviourViewModel } from './user-behaviour.view-model';

/** SPEC §2 admin section 'user-behaviour' (SPEC §7 user behaviour): the tenant's audit trail (its own lazy chunk). */
export default observer(function UserBehaviourSection() {
  const { t, i18n } = useTranslation();
  const { vm } = useSectionViewModel('user-behaviour', createUserBehaviourViewModel);
  const list = vm.list;
  const actionText = (action: string) => (isAuditAction(action) ? t(`admin.user-behaviour.actions.${action}`) : action);
  // A detail's key in words; a key the console has no words for is shown as recorded.
  const fieldText = (key: string) => t(`admin.user-behaviour.fields.${key}`, { defaultValue: key });
  const fieldValue = (field: BehaviourField) => (field.key === 'userId' ? vm.users.label(field.value) : field.value);
  const columns: SectionColumn<BehaviourRecord>[] = [
    dateTimeColumn('at', i18n.language),
    { key: 'user', sortable: true, render: (r) => vm.users.label(r.userId) },
    { key: 'action', sortable: true, render: (r) => actionText(r.action) },
    { key: 'incident', render: (r) => r.incidentId ?? '' },
    { key: 'detail', render: (r) => r.fields.map((field) => `${fieldText(field.key)}: ${fieldValue(field)}`).join(', ') },
  ];
  return (
    <SectionPage
      section="user-behaviour"
      intro
      vm={list}
      columns={columns}
      above={<Timeline vm={vm} />}
      selects={[
        { name: 'user', options: vm.users.options },
        { name: 'action', options: AUDIT_ACTIONS.map((value) => ({ value, label: actionText(value) })) },
      ]}
      filters={<ListFilterDays vm={list} fromLabel={t('admin.user-behaviour.from')} toLabel={t('admin.user-behaviour.to')} />}
    />
  );
});

/** Actions per hour of what the filters keep, in the reader's time zone. */
const Timeline = observer(function Timeline({ vm }: { readonly vm: UserBehaviourViewModel }) {
  const { t } = useTranslation();
  if (vm.hours.length === 0) return null;
  const title = t('admin.user-behaviour.chart_title');
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <LazyTimeChart
        kind="bar"
        title={title}
        data={vm.chartPoints}
        valueLabel={t('admin.user-behaviour.chart_value')}
        summary={t('admin.user-behaviour.chart_summary', { count: vm.totalActions, hour: vm.busiestHour })}
      />
    </Stack>
  );
});
