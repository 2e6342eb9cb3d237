import { Badge, Box, Button, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArgosRecord } from '../../../../domain/admin/argos';
import { LIST_DATE_TIME, dateTimeText } from '../../../shared/date-text';
import { dateTimeColumn } from '../../resource/date-time-column';
import { useHashPath } from '../../../shared/hash-location';
import { useAdminShell } from '../../admin-shell-context';
import { RowActions } from '../../resource/RowActions';
import { MonoText } from '../../resource/MonoText';
import { SectionPage, type SectionColumn } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { ARGOS_STATUSES, argosKindWords, argosName, createArgosViewModel, type ArgosViewModel } from './argos.view-model';
import { dataListRecipe } from '../../../theme/recipes/data-list';

const WORDS = 'admin.argos';

/** SPEC §2 admin section 'argos': the Argos integration's events; add-incident (navbar) makes an incident of the selected one. */
export default observer(function ArgosSection() {
  const { t, i18n } = useTranslation();
  const shell = useAdminShell();
  const { vm } = useSectionViewModel('argos', createArgosViewModel);
  // The layout is known before the view model starts (its effect runs after this render).
  useState(() => vm.attach(shell));
  const [path] = useHashPath();
  const addIncident = shell?.addIncident(path);
  const columns: SectionColumn<ArgosRecord>[] = [
    dateTimeColumn('at', i18n.language),
    {
      key: 'code',
      sortable: true,
      render: (r) => <MonoText>{r.code}</MonoText>,
    },
    {
      key: 'kind',
      sortable: true,
      render: (r) => (
        <Stack gap="0">
          <Text as="span">{argosKindWords(r.kind, (key) => t(key))}</Text>
          <Text as="span" textStyle="xs" color="fg.muted" lineClamp={1} title={r.address}>
            {r.address}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      render: (r) => (
        <Badge variant="subtle" colorPalette={r.status === 'new' ? 'orange' : 'green'}>
          {t(`${WORDS}.status.${r.status}`)}
        </Badge>
      ),
    },
  ];
  if (vm.detail) return <ArgosDetail vm={vm} record={vm.detail} />;
  return (
    <SectionPage
      section="argos"
      intro
      above={
        <Text role="status" textStyle="sm" color={vm.selected ? undefined : 'fg.muted'}>
          {vm.selected ? `${t(`${WORDS}.selected`, { name: argosName(vm.selected) })} · ` : ''}
          {addIncident?.visible === false ? t(`${WORDS}.creation_off`) : t(`${WORDS}.create_hint`)}
        </Text>
      }
      vm={vm.list}
      columns={columns}
      selects={[{ name: 'status', values: ARGOS_STATUSES }]}
      rowActions={(record) => (
        <RowActions
          words={WORDS}
          name={argosName(record)}
          buttons={[
            {
              key: vm.isSelected(record) ? 'unselect' : 'select',
              onSelect: () => vm.toggleSelected(record),
              tone: vm.isSelected(record) ? 'positive' : 'neutral',
            },
            { key: 'details', onSelect: () => vm.showDetail(record) },
            { key: 'open_incident', onSelect: () => vm.openIncident(record), when: record.incidentId !== null },
          ]}
        />
      )}
    />
  );
});

const ArgosDetail = observer(function ArgosDetail({ vm, record }: { readonly vm: ArgosViewModel; readonly record: ArgosRecord }) {
  const { t, i18n } = useTranslation();
  const where =
    record.latitude !== null && record.longitude !== null ? `${record.latitude}, ${record.longitude}` : t(`${WORDS}.no_location`);
  const rows: [string, string][] = [
    [t(`${WORDS}.columns.code`), record.code],
    [t(`${WORDS}.columns.kind`), argosKindWords(record.kind, (key) => t(key))],
    [t(`${WORDS}.columns.description`), record.description],
    [t(`${WORDS}.columns.address`), `${record.address} (${where})`],
    [t(`${WORDS}.columns.at`), dateTimeText(record.at, i18n.language, LIST_DATE_TIME)],
    [t(`${WORDS}.columns.status`), t(`${WORDS}.status.${record.status}`)],
  ];
  return (
    <Stack gap="4" maxW="3xl">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {t(`${WORDS}.details_named`, { name: argosName(record) })}
        </Heading>
        <Button variant="outline" size="sm" onClick={() => vm.closeDetail()}>
          {t(`${WORDS}.close_details`)}
        </Button>
      </HStack>
      <Box borderWidth="1px" borderRadius="md" p="4">
        <DataList.Root recipe={dataListRecipe} orientation="horizontal">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Box>
    </Stack>
  );
});
