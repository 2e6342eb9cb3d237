import { Badge, Button, ButtonGroup, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { QUICK_RANGES, type IncidentRow } from '../../../../domain/admin/incident-rows';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { LIST_DATE_TIME, dateTimeText } from '../../../shared/date-text';
import { ListFilterDate } from '../../resource/ResourceListView';
import type { ResourceColumn } from '../../resource/ResourceTable';
import { RowActions } from '../../resource/RowActions';
import { SectionPage } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { createIncidentsViewModel, statusKey, type IncidentsViewModel } from './incidents.view-model';

/** SPEC §3 reaction counts, each with its emoji. */
const REACTIONS = [
  ['fearfulFace', '😨'],
  ['handsPressed', '🙏'],
  ['redAngryFace', '😡'],
  ['redHeart', '❤️'],
] as const;

/** SPEC §2 admin section 'incidents' (public tenant only; its own lazy chunk). */
export default observer(function IncidentsSection() {
  const { t, i18n } = useTranslation();
  const { vm } = useSectionViewModel('incidents', createIncidentsViewModel);
  const list = vm.list;
  const status = (value: string) => {
    const key = statusKey(value);
    return key ? t(key) : value;
  };
  const columns: ResourceColumn<IncidentRow>[] = [
    { key: 'id', label: t('admin.incidents.columns.id'), sortable: true, render: (r) => r.id },
    {
      key: 'title',
      label: t('admin.incidents.columns.title'),
      sortable: true,
      render: (r) => (
        <HStack gap="2">
          <Text as="span">{r.title || t('admin.incidents.untitled')}</Text>
          {r.live ? (
            <Badge colorPalette="red" variant="solid">
              {t('admin.incidents.live_badge')}
            </Badge>
          ) : null}
        </HStack>
      ),
    },
    {
      key: 'created',
      label: t('admin.incidents.columns.created'),
      sortable: true,
      render: (r) => dateTimeText(r.created, i18n.language, LIST_DATE_TIME),
    },
    {
      key: 'status',
      label: t('admin.incidents.columns.status'),
      sortable: true,
      render: (r) => (
        <Badge colorPalette={r.finished ? 'gray' : 'blue'} variant="subtle">
          {status(r.status)}
        </Badge>
      ),
    },
    { key: 'phone', label: t('admin.incidents.columns.phone'), sortable: true, render: (r) => r.phone },
    { key: 'address', label: t('admin.incidents.columns.address'), render: (r) => r.address },
    { key: 'operator', label: t('admin.incidents.columns.operator'), sortable: true, render: (r) => r.operator },
    { key: 'media', label: t('admin.incidents.columns.media'), sortable: true, render: (r) => r.mediaCount },
    {
      key: 'reactions',
      label: t('admin.incidents.columns.reactions'),
      sortable: true,
      render: (r) => (
        <Text
          as="span"
          whiteSpace="nowrap"
          aria-label={t('admin.incidents.reactions_label', { ...r.reactions })}
          title={t('admin.incidents.reactions_label', { ...r.reactions })}
        >
          {REACTIONS.map(([field, emoji]) => `${emoji} ${r.reactions[field]}`).join('  ')}
        </Text>
      ),
    },
  ];
  return (
    <SectionPage
      section="incidents"
      words="admin.incidents"
      vm={list}
      columns={columns}
      removeText={t('admin.incidents.delete_text')}
      selects={[
        {
          name: 'status',
          label: t('admin.incidents.columns.status'),
          options: vm.statuses.map((value) => ({ value, label: status(value) })),
        },
        { name: 'live', label: t('admin.incidents.live'), values: ['yes', 'no'], words: 'admin.list' },
        { name: 'media', label: t('admin.incidents.has_media'), values: ['yes', 'no'], words: 'admin.list' },
      ]}
      filters={<DayRange vm={vm} />}
      rowActions={(row) => (
        <RowActions
          words="admin.incidents"
          name={list.nameOf(row)}
          buttons={[
            { key: 'open', onSelect: () => vm.open(row) },
            { key: 'finish', when: !row.finished, onSelect: () => vm.askFinish(row) },
            { key: 'delete', tone: 'danger', onSelect: () => list.askRemove(row) },
          ]}
        />
      )}
    >
      <FinishDialog vm={vm} />
    </SectionPage>
  );
});

/** The day range: quick ranges (today, 7 days, 30 days, all) and the two days it runs between. */
const DayRange = observer(function DayRange({ vm }: { readonly vm: IncidentsViewModel }) {
  const { t } = useTranslation();
  const list = vm.list;
  const chosen = vm.quickRange;
  return (
    <>
      <Stack gap="1.5">
        <Text id="incidents-quick-range" textStyle="sm" fontWeight="medium">
          {t('admin.incidents.quick_range')}
        </Text>
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-labelledby="incidents-quick-range">
          {QUICK_RANGES.map((range) => (
            <Button
              key={range}
              aria-pressed={chosen === range}
              variant={chosen === range ? 'solid' : 'outline'}
              onClick={() => vm.setQuickRange(range)}
            >
              {t(`admin.incidents.range.${range}`)}
            </Button>
          ))}
        </ButtonGroup>
      </Stack>
      <ListFilterDate vm={list} name="from" label={t('admin.incidents.from')} max={list.filterValue('to')} />
      <ListFilterDate vm={list} name="to" label={t('admin.incidents.to')} min={list.filterValue('from')} />
    </>
  );
});

const FinishDialog = observer(function FinishDialog({ vm }: { readonly vm: IncidentsViewModel }) {
  const { t } = useTranslation();
  const row = vm.finishing;
  return (
    <ConfirmDialog
      open={row !== null}
      title={t('admin.incidents.finish_title', { name: row ? vm.list.nameOf(row) : '' })}
      confirmLabel={t('admin.incidents.finish')}
      busy={vm.finishBusy}
      onConfirm={() => void vm.confirmFinish()}
      onCancel={() => vm.cancelFinish()}
    >
      {t('admin.incidents.finish_text')}
    </ConfirmDialog>
  );
});
