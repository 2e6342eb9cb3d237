import { Button, ButtonGroup, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Lifecycle } from '../../../../domain/incident/lifecycle';
import { idSetOf } from '../../../../domain/admin/id-set';
import { QUICK_RANGES, type IncidentRow } from '../../../../domain/admin/incident-rows';
import { LIST_DATE_TIME, dateTimeText } from '../../../shared/date-text';
import { ConfirmSlotDialog } from '../../../shared/ConfirmSlotDialog';
import { useFollowed } from '../../../shared/use-followed';
import { ListFilterDays } from '../../resource/ResourceListView';
import { CellBadge } from '../../resource/CellBadge';
import type { CellBadgePalette } from '../../resource/list-table-styles';
import { RowActions } from '../../resource/RowActions';
import { SectionPage, type SectionColumn } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { createIncidentsViewModel, statusKey, type IncidentsViewModel } from './incidents.view-model';

/** SPEC §3 reaction counts, each with its emoji. */
const REACTIONS = [
  ['fearfulFace', '😨'],
  ['handsPressed', '🙏'],
  ['redAngryFace', '😡'],
  ['redHeart', '❤️'],
] as const;

/** An incident's reactions: said in words to a screen reader, shown as each emoji with its count. */
function reactionsCell(row: IncidentRow, t: TFunction) {
  const said = t('admin.incidents.reactions_label', { ...row.reactions });
  return (
    <>
      <span data-cell-sr="">{said}</span>
      <span data-incident-reactions="" aria-hidden title={said}>
        {REACTIONS.map(([field, emoji]) => (
          <span key={field}>
            {emoji} {row.reactions[field]}
          </span>
        ))}
      </span>
    </>
  );
}

/** SPEC §2 admin section 'incidents' (public tenant only; its own lazy chunk). */
export default observer(function IncidentsSection() {
  const { t, i18n } = useTranslation();
  const { vm } = useSectionViewModel('incidents', createIncidentsViewModel);
  const list = vm.list;
  const status = (value: string) => {
    const key = statusKey(value);
    return key ? t(key) : value;
  };
  const columns: SectionColumn<IncidentRow>[] = [
    { key: 'id', sortable: true, render: (r) => r.id },
    {
      key: 'title',
      sortable: true,
      render: (r) => (
        <span data-incident-title="">
          <span>{r.title || t('admin.incidents.untitled')}</span>
          <span data-incident-address="" title={r.address}>
            {r.address}
          </span>
        </span>
      ),
    },
    {
      key: 'created',
      sortable: true,
      render: (r) => <span data-incident-created="">{dateTimeText(r.created, i18n.language, LIST_DATE_TIME)}</span>,
    },
    { key: 'status', sortable: true, render: (r) => <StatusBadge row={r} /> },
    // At a narrow width the list leaves out the reactions first, then the media count, the operator and the phone:
    // the incident's view shows each of them.
    { key: 'phone', sortable: true, dropOrder: 4, render: (r) => r.phone },
    { key: 'operator', sortable: true, dropOrder: 3, render: (r) => r.operator },
    { key: 'media', sortable: true, dropOrder: 2, render: (r) => r.mediaCount },
    { key: 'reactions', sortable: true, dropOrder: 1, render: (r) => reactionsCell(r, t) },
  ];
  return (
    <SectionPage
      section="incidents"
      vm={list}
      columns={columns}
      removeText={t('admin.incidents.delete_text')}
      cellCss={CELL_CSS}
      selects={[
        { name: 'status', options: vm.statuses.map((value) => ({ value, label: status(value) })) },
        { name: 'live', label: t('admin.incidents.live'), values: ['yes', 'no'], words: 'admin.list' },
        { name: 'media', label: t('admin.incidents.has_media'), values: ['yes', 'no'], words: 'admin.list' },
      ]}
      filters={<DayRange vm={vm} />}
      rowActions={(row) => (
        <RowActions
          words="admin.incidents"
          name={list.nameOf(row)}
          buttons={[{ key: 'open', onSelect: () => vm.open(row) }]}
          menu={{
            items: [
              { key: 'finish', when: !row.finished, onSelect: () => vm.askFinish(row) },
              { key: 'delete', tone: 'danger', onSelect: () => list.askRemove(row) },
            ],
          }}
        />
      )}
    >
      <ConfirmSlotDialog
        slot={vm.finishing}
        title={(row) => t('admin.incidents.finish_title', { name: list.nameOf(row) })}
        confirmLabel={t('admin.incidents.finish')}
      >
        {t('admin.incidents.finish_text')}
      </ConfirmSlotDialog>
    </SectionPage>
  );
});

/** The day range: quick ranges (today, 7 days, 30 days, all) and the two days it runs between. */
const DayRange = observer(function DayRange({ vm }: { readonly vm: IncidentsViewModel }) {
  const { t } = useTranslation();
  const list = vm.list;
  const chosen = vm.quickRange;
  // Followed on its own: the day range renders again when its figure filter changes, not on every page, sort or filter.
  const figureIds = useFollowed(() => list.filterValue('ids'));
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
      <ListFilterDays vm={list} fromLabel={t('admin.incidents.from')} toLabel={t('admin.incidents.to')} />
      {figureIds !== '' ? (
        <Stack gap="1.5" alignSelf="end">
          <Text textStyle="sm">{t('admin.incidents.figure_filter', { count: idSetOf(figureIds).size })}</Text>
          <Button size="sm" variant="outline" onClick={() => list.setFilter('ids', '')}>
            {t('admin.incidents.figure_filter_clear')}
          </Button>
        </Stack>
      ) : null}
    </>
  );
});

const STATUS_PALETTE: Readonly<Record<Lifecycle, CellBadgePalette>> = { draft: 'orange', live: 'red', finished: 'gray', deleted: 'gray' };

/** A status in words, in its colour. */
function StatusBadge({ row }: { readonly row: IncidentRow }) {
  const { t } = useTranslation();
  const key = statusKey(row.status);
  return <CellBadge palette={STATUS_PALETTE[row.status]}>{key ? t(key) : row.status}</CellBadge>;
}

/** How the incidents' cells lay out their plain elements: the title over its address, the day, the reactions in pairs. */
const CELL_CSS: SystemStyleObject = {
  '& [data-incident-title]': { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '40', maxW: '60', whiteSpace: 'normal' },
  '& [data-incident-address]': { textStyle: 'xs', color: 'fg.muted', truncate: true },
  '& [data-incident-created]': { display: 'block', maxW: '24', whiteSpace: 'normal' },
  '& [data-incident-reactions]': { display: 'grid', gridTemplateColumns: 'repeat(2, auto)', columnGap: '2', justifyContent: 'start' },
  '& [data-incident-reactions] > span': { whiteSpace: 'nowrap' },
};
