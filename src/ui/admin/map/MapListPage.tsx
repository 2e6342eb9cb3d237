import { Badge, Box, Button, Flex, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapIncident } from '../../../domain/incident/map-incidents';
import { LIST_DATE_TIME, dateTimeText } from '../../shared/date-text';
import { SectionTitle } from '../sections/SectionTitle';
import { ConsoleMap } from '../../shared/map/ConsoleMap';
import { MARKER_COLOURS } from './map-markers';
import type { MapListViewModel } from './map-list.view-model';
import { drawnMarkers, incidentName, pressMarker } from './marker-words';
import type { PickedPoint } from '../../shared/map/MapPickArea';

interface MapPageProps {
  readonly vm: MapListViewModel;
  /** The section's locale keys (`admin.incidents-map`). */
  readonly words: string;
}

/**
 * An admin map section's page (incidents map, teleport map): its title, when it was read and how often, the map and
 * the list in step, or a clear message when there is nothing to show.
 */
export const MapListPage = observer(function MapListPage({ section, vm, words }: MapPageProps & { readonly section: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <SectionTitle sectionKey={section} />
      <RefreshLine vm={vm} words={words} />
      {vm.status === 'loading' ? <Spinner aria-label={t(`${words}.loading`)} /> : null}
      {vm.status === 'failed' ? (
        <HStack role="alert" gap="3">
          <Text color="fg.error">{t(`${words}.failed`)}</Text>
          <Button size="sm" variant="outline" onClick={() => void vm.refresh(false)}>
            {t(`${words}.retry`)}
          </Button>
        </HStack>
      ) : null}
      {vm.status === 'ready' && vm.entries.length === 0 ? (
        <Text role="status" fontSize="lg" color="fg.muted" borderWidth="1px" borderRadius="md" p="6" textAlign="center">
          {t(`${words}.empty`)}
        </Text>
      ) : null}
      {vm.status === 'ready' && vm.entries.length > 0 ? (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' }} gap="4" alignItems="start">
          <MapPanel vm={vm} words={words} />
          <IncidentList vm={vm} words={words} />
        </Grid>
      ) : null}
    </Stack>
  );
});

const RefreshLine = observer(function RefreshLine({ vm, words }: MapPageProps) {
  const { t, i18n } = useTranslation();
  const updated = vm.updatedAt === null ? null : dateTimeText(vm.updatedAt, i18n.language, 'time-seconds');
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Text color="fg.muted" textStyle="sm">
        {t(`${words}.refresh_every`, { seconds: vm.refreshMs / 1000 })}
        {updated ? ` · ${t(`${words}.updated_at`, { time: updated })}` : ''}
      </Text>
      {vm.stale ? (
        <Text color="fg.error" textStyle="sm" role="status">
          {t(`${words}.stale`)}
        </Text>
      ) : null}
      <Button size="xs" variant="outline" onClick={() => void vm.refresh()}>
        {t(`${words}.refresh_now`)}
      </Button>
    </Flex>
  );
});

/** The map with its legend (the live legend left out with `legend={false}`); `onPick` picks a point off the markers. */
export const MapPanel = observer(function MapPanel({
  vm,
  words,
  legend = true,
  onPick,
}: MapPageProps & { readonly legend?: boolean; readonly onPick?: (point: PickedPoint) => void }) {
  const { t } = useTranslation();
  if (vm.located.length === 0) {
    return (
      <Text role="status" color="fg.muted" borderWidth="1px" borderRadius="md" p="6">
        {t(`${words}.none_located`)}
      </Text>
    );
  }
  return (
    <Stack gap="2">
      <Flex gap="2" align="center" wrap="wrap">
        <Button size="xs" variant="outline" onClick={() => vm.showAll()} disabled={vm.chosenView === null}>
          {t(`${words}.show_all`)}
        </Button>
        {legend ? <Legend colour={MARKER_COLOURS.live} ring text={t(`${words}.legend_live`)} /> : null}
        {legend && vm.entries.some((e) => !e.live) ? <Legend colour={MARKER_COLOURS.other} text={t(`${words}.legend_other`)} /> : null}
      </Flex>
      <ConsoleMap
        label={t(`${words}.map`)}
        role="group"
        layers={{
          markers: drawnMarkers(t, words, vm).map(({ cluster, look }) => ({
            key: cluster.key,
            latitude: cluster.latitude,
            longitude: cluster.longitude,
            label: look.label,
            count: cluster.members.length,
            live: look.live,
            selected: look.selected,
            onPress: () => pressMarker(vm, cluster),
          })),
        }}
        view={vm.view}
        onViewChange={(view) => vm.setView(view)}
        onPick={onPick}
      />
    </Stack>
  );
});

function Legend({ colour, ring = false, text }: { readonly colour: string; readonly ring?: boolean; readonly text: string }) {
  return (
    <HStack gap="2" ms="2" textStyle="xs" color="fg.muted">
      <Box
        aria-hidden
        w="10px"
        h="10px"
        borderRadius="full"
        bg={colour}
        outline={ring ? `2px dashed ${colour}` : undefined}
        outlineOffset="2px"
      />
      <Text>{text}</Text>
    </HStack>
  );
}

const IncidentList = observer(function IncidentList({ vm, words }: MapPageProps) {
  const { t } = useTranslation();
  return (
    <Box as="ul" aria-label={t(`${words}.list`)} listStyleType="none" m="0" p="0" maxH={{ lg: '520px' }} overflowY="auto">
      {vm.entries.map((entry) => (
        <IncidentRow key={entry.id} vm={vm} words={words} entry={entry} />
      ))}
    </Box>
  );
});

const IncidentRow = observer(function IncidentRow({ vm, words, entry }: MapPageProps & { readonly entry: MapIncident }) {
  const { t, i18n } = useTranslation();
  const row = useRef<HTMLLIElement>(null);
  const selected = vm.selectedId === entry.id;
  const scroll = selected && vm.selectedFrom === 'map';
  useEffect(() => {
    if (scroll) row.current?.scrollIntoView?.({ block: 'nearest' });
  }, [scroll]);
  const name = incidentName(t, words, entry);
  return (
    <Box
      as="li"
      ref={row}
      borderWidth="2px"
      borderColor={selected ? MARKER_COLOURS.selected : 'transparent'}
      bg={selected ? 'bg.emphasized' : undefined}
      borderRadius="md"
      mb="1"
    >
      <Flex gap="2" align="center" p="1">
        <Button
          variant="ghost"
          flex="1"
          h="auto"
          py="2"
          justifyContent="flex-start"
          textAlign="start"
          whiteSpace="normal"
          aria-pressed={selected}
          onClick={() => vm.select(entry.id, 'list')}
        >
          <Stack gap="0" align="flex-start" w="full">
            <HStack gap="2">
              <Text fontWeight="semibold">{name}</Text>
              {entry.live ? <Badge colorPalette="red">{t(`${words}.live`)}</Badge> : null}
            </HStack>
            <Text textStyle="xs" color="fg.muted">
              {[
                dateTimeText(entry.at, i18n.language, LIST_DATE_TIME),
                entry.address || null,
                entry.latitude === null ? t(`${words}.no_location`) : null,
              ]
                .filter((part): part is string => Boolean(part))
                .join(' · ')}
            </Text>
          </Stack>
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={t(vm.opensLive(entry) ? `${words}.open_live_named` : `${words}.open_named`, { name })}
          onClick={() => vm.open(entry.id)}
        >
          {t(vm.opensLive(entry) ? `${words}.open_live` : `${words}.open`)}
        </Button>
      </Flex>
    </Box>
  );
});
