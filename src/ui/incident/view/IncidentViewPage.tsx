import { lifecycleOf } from '../../../domain/incident/lifecycle';
import { Badge, Box, Button, DataList, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../shared/InlineAlert';
import { dateTimeText } from '../../shared/date-text';
import { isLive, type Incident } from '../../../domain/incident/incident';
import { normalizeLatitude, normalizeLongitude } from '../../../domain/incident-form/incident-location';
import { navigateHash } from '../../shared/hash-location';
import { downloadBlob, downloadUrl } from '../../shared/download';
import { useViewModel } from '../../shared/use-view-model';
import { LiveMap } from '../live/LiveMap';
import { createLiveMap, type LiveMapModel } from '../live/live-map.model';
import { ChatPanel, IncidentEditForm, MediaCarousel } from '../live/panels';
import { SearchIncidentsButton } from '../search/SearchIncidentsDrawer';
import { ConfirmSlotDialog } from '../../shared/ConfirmSlotDialog';
import { useNotify } from '../../shared/AppToaster';
import { SendPushButton } from '../push/SendPushButton';
import { CommentsPanel } from './CommentsPanel';
import { createIncidentViewViewModel } from './incident-view.factory';
import type { IncidentViewViewModel } from './incident-view.view-model';
import { LinkedIncidentsPanel } from './LinkedIncidentsPanel';
import { MessagesPanel } from './MessagesPanel';
import { VideoHistoryPanel } from './VideoHistoryPanel';
import { LoadingSpinner } from '../../shared/LoadingSpinner';
import { HeaderActionGroup, PageHeader } from '../../shared/PageHeader';
import { dataListRecipe } from '../../theme/recipes/data-list';

export interface IncidentViewPageProps {
  readonly tenant: string;
  readonly id: string;
  readonly search: URLSearchParams;
}

/** The edit form asks stop guards only on the live page; here nothing stops. */
const noStopGuard = () => () => {};

/**
 * SPEC §2 Incident view page ({tenant}/incident/view/{id}): the incident's facts, the map with the incident point and
 * the caller's track, the edit form, the media carousel and the chat history; header with the search-incidents
 * button and the add-incident button ({tenant}/incident/live).
 */
export const IncidentViewPage = observer(function IncidentViewPage({ tenant, id, search }: IncidentViewPageProps) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const vm = useViewModel(createIncidentViewViewModel, {
    tenant,
    incidentId: id,
    search,
    notify,
    download: downloadUrl,
    translate: (key, options) => t(key, options),
    language: () => i18n.language,
    save: downloadBlob,
  });
  // The same layers as the live page's map: the tenant's places of interest beside the incident and its track.
  const liveMap = useViewModel(createLiveMap, { readOnly: false });
  const state = vm.state;
  const incident = state.kind === 'loaded' ? state.incident : null;

  return (
    <Stack gap="4">
      <IncidentViewHeader vm={vm} tenant={tenant} id={id} incident={incident} />

      {state.kind === 'loading' ? <LoadingSpinner /> : null}

      {state.kind === 'not-found' || state.kind === 'failed' ? (
        <InlineAlert
          status={state.kind === 'failed' ? 'error' : 'warning'}
          title={state.kind === 'failed' ? t('incident_view.load_failed') : t('incident_view.not_found', { id })}
          text={state.kind === 'failed' ? state.message : null}
        >
          <Button size="sm" variant="outline" onClick={() => navigateHash(vm.createRoute)}>
            {t('incident_view.back_to_list')}
          </Button>
        </InlineAlert>
      ) : null}

      {incident ? (
        <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="4" alignItems="start">
          <Stack gap="4" minW="0">
            <IncidentFacts incident={incident} />
            <VideoHistoryPanel vm={vm.video} />
            <IncidentViewMap vm={vm} liveMap={liveMap} incident={incident} />
            <MediaCarousel incidentId={id} tenantId={tenant} during="review" />
            <MessagesPanel vm={vm.messages} />
          </Stack>
          <Stack gap="4" minW="0">
            <IncidentEditForm
              incidentId={id}
              tenantId={tenant}
              registerStopGuard={noStopGuard}
              onSaved={(saved) => vm.incidentSaved(saved)}
              follow={() => vm.formFollower()}
              stickyHeader={false}
            />
            <LinkedIncidentsPanel vm={vm.linked} />
            <ChatPanel incidentId={id} tenantId={tenant} callEnded={vm.callOver} />
            <CommentsPanel vm={vm.comments} incident={incident} />
          </Stack>
        </Grid>
      ) : null}
    </Stack>
  );
});

/** The title, the incident's own actions once it is read (closure, PDF, finish or delete, push), and the way on. */
const IncidentViewHeader = observer(function IncidentViewHeader({
  vm,
  tenant,
  id,
  incident,
}: {
  readonly vm: IncidentViewViewModel;
  readonly tenant: string;
  readonly id: string;
  readonly incident: Incident | null;
}) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={incident?.title?.trim() ? <bdi>{incident.title.trim()}</bdi> : t('incident_pages.view_title', { id })}
      fullTitle={incident?.title?.trim() || undefined}
    >
      {incident ? (
        <HeaderActionGroup>
          <ClosureBadge vm={vm} />
          <Button
            size="sm"
            variant="outline"
            loading={vm.pdf.exporting}
            loadingText={t('incident_view.pdf.exporting')}
            onClick={() => void vm.exportPdf()}
          >
            {t('incident_view.pdf.export')}
          </Button>
          <IncidentActions vm={vm} />
          {vm.closure.deletedAt ? null : <SendPushButton incidentId={id} />}
        </HeaderActionGroup>
      ) : null}
      <HeaderActionGroup>
        <SearchIncidentsButton tenant={tenant} />
        <Button asChild size="sm" variant="outline">
          <a href={`#/${vm.backToHqRoute}`}>{t('incident_live.back_to_hq')}</a>
        </Button>
        {vm.addIncidentVisible ? (
          <Button size="sm" onClick={() => navigateHash(vm.createRoute)}>
            {t('incident_view.add_incident')}
          </Button>
        ) : null}
      </HeaderActionGroup>
    </PageHeader>
  );
});

/** The map with the incident's point, the caller's track and the tenant's places; "open in maps" at the caller. */
const IncidentViewMap = observer(function IncidentViewMap({
  vm,
  liveMap,
  incident,
}: {
  readonly vm: IncidentViewViewModel;
  readonly liveMap: LiveMapModel;
  readonly incident: Incident;
}) {
  const { t } = useTranslation();
  const incidentPoint = pointOf(incident);
  const callerPoint = vm.track[vm.track.length - 1] ?? incidentPoint;
  return (
    <Box as="section" aria-labelledby="incident-view-map-heading">
      <Heading as="h2" size="md" id="incident-view-map-heading" mb="2">
        {t('incident_live.map.title')}
      </Heading>
      <LiveMap
        incidentPoint={incidentPoint}
        track={vm.track}
        places={liveMap.places}
        mapsLink={callerPoint ? liveMap.mapsLink(callerPoint) : null}
      />
    </Box>
  );
});

/** SPEC §4: a finished or deleted incident says so beside its title. */
const ClosureBadge = observer(function ClosureBadge({ vm }: { vm: IncidentViewViewModel }) {
  const { t, i18n } = useTranslation();
  const { finishedAt, deletedAt } = vm.closure;
  const date = (value: string) => dateTimeText(value, i18n.language, 'date-time-seconds');
  if (deletedAt)
    return (
      <Badge colorPalette="red" size="lg">
        {t('incident_view.actions.deleted_on', { date: date(deletedAt) })}
      </Badge>
    );
  if (finishedAt)
    return (
      <Badge colorPalette="gray" size="lg">
        {t('incident_view.actions.finished_on', { date: date(finishedAt) })}
      </Badge>
    );
  return null;
});

/**
 * SPEC §4, §7 finish and delete, each confirmed; a deleted incident offers neither, a finished one only delete, and
 * delete only to a user who may edit the incident.
 */
const IncidentActions = observer(function IncidentActions({ vm }: { vm: IncidentViewViewModel }) {
  const { t } = useTranslation();
  const { finishedAt, deletedAt } = vm.closure;
  const actions = vm.actions;
  if (deletedAt) return null;
  return (
    <>
      {finishedAt ? null : (
        <Button size="sm" variant="outline" onClick={() => actions.ask('finish')}>
          {t('incident_view.actions.finish')}
        </Button>
      )}
      {vm.mayDelete ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => actions.ask('delete')}>
          {t('incident_view.actions.delete')}
        </Button>
      ) : null}
      <ConfirmSlotDialog
        slot={actions}
        title={(action) => t(`incident_view.actions.${action}_question`)}
        confirmLabel={actions.subject === 'delete' ? t('incident_view.actions.delete') : t('incident_view.actions.finish')}
        tone={actions.subject === 'delete' ? 'danger' : 'primary'}
      >
        <Text>{actions.subject === 'delete' ? t('incident_view.actions.delete_effect') : t('incident_view.actions.finish_effect')}</Text>
      </ConfirmSlotDialog>
    </>
  );
});

function pointOf(incident: Incident): { latitude: number; longitude: number } | null {
  const latitude = normalizeLatitude(incident.latitude);
  const longitude = normalizeLongitude(incident.longitude);
  return latitude !== null && longitude !== null ? { latitude, longitude } : null;
}

/**
 * When the incident was finished; a draft whose call is over (no live stream any more) says so, so a stopped call never
 * reads as a draft still waiting.
 */
function finishedText(t: (key: string) => string, incident: Incident, date: (value: unknown) => string): string {
  if (incident.finishedAt) return date(incident.finishedAt);
  return isLive(incident) ? t('incident_view.not_finished') : `${t('incident_view.not_finished')} · ${t('live.callState.call_ended')}`;
}

/** Status, category, dates, phone and who is handling it; missing values read "—". */
function IncidentFacts({ incident }: { incident: Incident }) {
  const { t, i18n } = useTranslation();
  const none = t('incident_view.none');
  const text = (value: string | null | undefined) => (typeof value === 'string' && value.trim() !== '' ? value : none);
  const date = (value: unknown) => dateTimeText(value, i18n.language, 'date-time-seconds') || none;
  const operator = incident.activeOperator;
  const operatorName = operator
    ? [operator.name, operator.lastName].filter((part) => part && part.trim()).join(' ') || operator.email
    : null;
  const rows: ReadonlyArray<readonly [string, string]> = [
    ['incident_view.facts.id', String(incident.id)],
    ['incident_view.facts.status', t(`lifecycle.${lifecycleOf(incident)}`)],
    ['incident_view.facts.category', text(incident.category?.title)],
    ['incident_view.facts.phone', text(incident.userCreate?.phone ?? incident.sendToPhone)],
    ['incident_view.facts.created', date(incident.at)],
    ['incident_view.facts.finished', finishedText(t, incident, date)],
    ['incident_view.facts.operator', text(operatorName)],
  ];
  return (
    <Box as="section" aria-labelledby="incident-view-facts-heading" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id="incident-view-facts-heading" mb="3">
        {t('incident_view.facts.title')}
      </Heading>
      <DataList.Root recipe={dataListRecipe} orientation="horizontal" size="sm">
        {rows.map(([key, value]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel>{t(key)}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}
