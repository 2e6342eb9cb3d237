import { Alert, Badge, Box, Button, CloseButton, Flex, Grid, Heading, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveSessionFollower } from '../../../application/live/live-session-follower';
import type { Incident } from '../../../domain/incident/incident';
import { normalizeLatitude, normalizeLongitude } from '../../../domain/incident-form/incident-location';
import { SHARE_TOKEN_QUERY } from '../../../domain/sharing/shared-live-view';
import { navigateHash, navigationNotice } from '../../shared/hash-location';
import { useLeaveGuard } from '../../shared/use-leave-guard';
import { TrainerConsoleLink } from '../TrainerConsoleLink';
import { useTabTitle } from '../../shared/use-tab-title';
import { useViewModel } from '../../shared/use-view-model';
import { LiveMap } from './LiveMap';
import { PageHeader } from '../../shared/PageHeader';
import { LoadingSpinner } from '../../shared/LoadingSpinner';
import { AppToaster, ScreenToaster, createAppToaster, useNotify, useScreenToaster } from '../../shared/AppToaster';
import { useToastLane } from '../../shared/toast-lane';
import { createLiveIncidentViewModel } from './live-incident.factory';
import type { LiveIncidentViewModel } from './live-incident.view-model';
import { CallLog } from './CallLog';
import { SendFailureAlert } from './CallStateView';
import { LiveDialogs } from './LiveDialogs';
import { LiveStatusAndControls } from './LiveControls';
import { LiveShortcutsHelp } from './LiveShortcutsHelp';
import { LiveVideo } from './LiveVideo';
import { MessageStatusPanel } from './MessageStatusPanel';
import { InvitationLinksPanel } from './InvitationLinksPanel';
import { createLiveMap } from './live-map.model';
import { DemoViewNotice } from './demo-links';
import type { IncidentFollower } from './panels/incident-edit-form.types';
import { sendFailureOfNotice } from '../../../domain/messaging/send-failure';
import { drawnMapDue } from '../../../domain/live/call-state';

/** The panels other parts of the page provide (chat, media, edit form, share, search); absent ones are not shown. */
export interface LivePanels {
  readonly header?: (props: { tenant: string }) => ReactNode;
  readonly share?: (props: { incidentId: string; tenantId: string }) => ReactNode;
  /** The incident's details (edit form, media): they scroll inside their own area beside the video. */
  readonly details?: (props: LiveSideProps) => ReactNode;
  /** The chat, kept whole (messages and input) under the map. */
  readonly chat?: (props: LiveSideProps) => ReactNode;
}

/** What the side panels get from the live page. */
export interface LiveSideProps {
  readonly incidentId: string;
  readonly tenantId: string;
  readonly registerStopGuard: (guard: () => string | null) => () => void;
  /** The edit form saved the incident: the header and the map show it at once. */
  readonly onIncidentSaved: (incident: Incident) => void;
  /** The page's one follower of the incident (the live session's reads), for the edit form. */
  readonly follow: () => IncidentFollower;
  /** The call is over: the chat only shows what was said. */
  readonly callEnded: boolean;
  /** Why the chat is read-only when the call did not end (an i18n key): another session holds it, or the user watches. */
  readonly readOnlyNote?: string;
}

export interface LiveIncidentPageProps {
  readonly tenant: string;
  readonly id: string;
  /** {tenant}/incident/live/{id}/view: read-only live view (no controls, no polling). */
  readonly readOnly?: boolean;
  /** The route's query (`notice` shows a message, e.g. after a failed send). */
  readonly search?: URLSearchParams;
  readonly panels?: LivePanels;
}

/**
 * The signed-in page on one screen: from xl the video (the map beside it), its controls and the message status on the
 * left, the details (form, media) over the chat on the right; from 2xl the details get a column of their own and the
 * map goes over the chat.
 */
const ONE_SCREEN_GRID = {
  templateAreas: { base: '"main" "details" "side"', xl: '"main details" "main side"', '2xl': '"main details side"' },
  templateColumns: { base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)', '2xl': 'minmax(0, 5fr) minmax(0, 3fr) minmax(0, 3fr)' },
  templateRows: { xl: 'minmax(0, 1fr) auto', '2xl': 'minmax(0, 1fr)' },
  alignItems: { base: 'start', xl: 'stretch' },
} as const;

/** The read-only view (no details, no chat): the video and the map side by side from xl. */
const READ_ONLY_GRID = {
  templateAreas: { base: '"main" "side"', xl: '"main side"' },
  templateColumns: { base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' },
  alignItems: 'start',
} as const;

/**
 * SPEC §2 Live incident page ({tenant}/incident/live/{id}), with §4, §8, §9: header, video with the remote streams,
 * connection and network quality, live controls, map, message status, warnings as dialogs, leave guard.
 */
export function LiveIncidentPage(props: LiveIncidentPageProps) {
  // The page's own toaster, given to all it contains: its notices go when the page goes (createAppToaster). They show
  // in the signed-in layout's one region; the no-login view, outside that layout, shows them in a region of its own.
  const [toaster] = useState(createAppToaster);
  const inLayout = useScreenToaster(toaster);
  // Its toasts' timers end with the page.
  useEffect(() => () => toaster.clear(), [toaster]);
  return (
    <ScreenToaster.Provider value={toaster}>
      {inLayout ? null : <AppToaster toaster={toaster} />}
      <LiveIncidentScreen {...props} />
    </ScreenToaster.Provider>
  );
}

const LiveIncidentScreen = observer(function LiveIncidentScreen({ tenant, id, readOnly = false, search, panels }: LiveIncidentPageProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const vm = useViewModel(createLiveIncidentViewModel, {
    tenant,
    incidentId: id,
    readOnly,
    notify,
    describe: (key) => t(key),
    describeFailure: (key) => t(key),
    shareToken: readOnly ? (search?.get(SHARE_TOKEN_QUERY) ?? null) : null,
  });

  useTabTitle(vm.title);
  // The send failure the navigation handed over (history state, never the address): one of the known words only.
  const [notice] = useState(() => sendFailureOfNotice(navigationNotice()));
  useEffect(() => {
    if (notice) vm.showMessage(notice);
  }, [vm, notice]);

  // SPEC §2, §5: leaving asks first: while the session is live, the session's stop guards answer (the edit form's
  // 'required.title'). The edit form adds its own check, which sends pending auto-saves before the page goes.
  useLeaveGuard(readOnly ? null : { mayLeave: (to) => vm.leave.mayLeave(to) });

  // Signed in, the page fills the screen below the navbar (SPEC §2: one screen during a call): each column shares its
  // height out and the panels that can grow (details, message status) scroll inside themselves.
  const fill = !readOnly;
  return (
    <Stack gap="3" h={fill ? { xl: 'full' } : undefined} minH="0">
      <LiveHeader vm={vm} tenant={tenant} id={id} readOnly={readOnly} panels={panels} />

      {readOnly ? <DemoViewNotice /> : null}
      {vm.message ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title flex="1">{t(vm.message)}</Alert.Title>
          <CloseButton size="sm" aria-label={t('common.close')} onClick={() => vm.dismissMessage()} />
        </Alert.Root>
      ) : null}
      {!readOnly ? <SendFailureAlert vm={vm} /> : null}

      {/* SPEC §8: a finished, deleted or unknown incident has no call to show: its warning alone, then the list. Until
          the incident answers, the page shows it loading, never the panels of a call it may not have. */}
      {vm.incidentPending ? <LoadingSpinner /> : null}
      <LiveLayout vm={vm} tenant={tenant} id={id} readOnly={readOnly} panels={panels} />

      <LiveDialogs vm={vm} readOnly={readOnly} />
    </Stack>
  );
});

interface LivePartProps {
  readonly vm: LiveIncidentViewModel;
  readonly tenant: string;
  readonly id: string;
  readonly readOnly: boolean;
  readonly panels: LivePanels | undefined;
}

/** The incident's title, and beside it (signed in) the search, the shortcuts, the trainer's link and Back to HQ. */
const LiveHeader = observer(function LiveHeader({ vm, tenant, id, readOnly, panels }: LivePartProps) {
  const { t } = useTranslation();
  return (
    <PageHeader
      size="lg"
      lines={1}
      fullTitle={vm.title || undefined}
      title={
        // The title as typed, isolated: right-to-left text or a U+202E in it never reorders what is around it.
        vm.title ? <bdi>{vm.title}</bdi> : readOnly ? t('incident_pages.live_view_title', { id }) : t('incident_pages.live_title', { id })
      }
    >
      {readOnly ? <Badge>{t('incident_live.view_only')}</Badge> : null}
      {!readOnly && vm.searchVisible && panels?.header ? panels.header({ tenant }) : null}
      {!readOnly ? <LiveShortcutsHelp /> : null}
      {!readOnly ? <TrainerConsoleLink /> : null}
      {!readOnly ? (
        <Button variant="outline" size="sm" onClick={() => navigateHash(vm.backToHqRoute)}>
          {t('incident_live.back_to_hq')}
        </Button>
      ) : null}
    </PageHeader>
  );
});

/**
 * The call's grid: the video with its controls and the link's history, the details, the map and the chat; nothing
 * while the incident is read or when it was closed on load.
 */
const LiveLayout = observer(function LiveLayout({ vm, tenant, id, readOnly, panels }: LivePartProps) {
  // The page fills the window from xl: while toasts show at the foot (centred, over the video's column), that column
  // keeps their room free (toast-lane), and from 2xl the details beside it too; the chat is clear of them.
  const toastLane = useToastLane();
  const liveMap = useViewModel(createLiveMap, { readOnly });
  const fill = !readOnly;
  // From xl to 2xl (1280 to 1535 px) the right column has no room for the map as well: it goes beside the video, whose
  // picture, kept whole, leaves that room, and the details get the column's height over the chat.
  const mapBesideVideo = useBreakpointValue({ base: false, xl: true, '2xl': false }, { ssr: false }) === true && fill;
  // The drawn map waits for the caller's video (drawnMapDue), and once fetched stays.
  const mapDrawn = useOnceTrue(drawnMapDue(vm.call.kind));
  if (vm.closedOnLoad || vm.incidentPending) return null;

  // After the operator's stop the session forgets the incident; the page still shows where it was.
  const incident = vm.state?.incident ?? vm.knownIncident;
  const latitude = normalizeLatitude(incident?.latitude);
  const longitude = normalizeLongitude(incident?.longitude);
  const incidentPoint = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  // "Open in maps" shows the caller where they are now, else the incident's own point.
  const callerPoint = vm.points[vm.points.length - 1] ?? incidentPoint;
  const mapSection = (
    <LiveMapSection beside={mapBesideVideo} fill={fill}>
      <LiveMap
        incidentPoint={incidentPoint}
        track={vm.points}
        places={liveMap.places}
        mapsLink={callerPoint ? liveMap.mapsLink(callerPoint) : null}
        height={fill ? '100%' : '360px'}
        drawNow={mapDrawn}
      />
    </LiveMapSection>
  );
  const sideProps = sidePropsOf(vm, tenant, id);

  return (
    <Grid flex={fill ? { xl: '1 1 0' } : undefined} minH="0" columnGap="4" rowGap="3" {...(fill ? ONE_SCREEN_GRID : READ_ONLY_GRID)}>
      <Flex gridArea="main" direction="column" gap="2" minW="0" minH="0" pb={fill && toastLane > 0 ? { xl: `${toastLane}px` } : undefined}>
        {mapBesideVideo ? (
          // At least as tall as the call's summary while it shows (LiveVideo): the map beside it follows.
          <Flex flex="1 1 0" minH={!readOnly && vm.call.summary !== null ? 'min-content' : '64'} gap="3">
            <Flex direction="column" flex="1 1 0" minW="0">
              <LiveVideo vm={vm} fill={fill} />
            </Flex>
            {mapSection}
          </Flex>
        ) : (
          <LiveVideo vm={vm} fill={fill} />
        )}
        <LiveStatusAndControls vm={vm} share={panels?.share ? panels.share({ incidentId: id, tenantId: tenant }) : null} />
        {!readOnly ? (
          // A long link history scrolls here: it never squeezes the caller's video below a third of the column.
          <Stack flex={{ xl: '0 1 auto' }} minH="0" maxH={{ xl: '40%' }} overflowY={{ xl: 'auto' }} gap="3">
            <MessageStatusPanel records={vm.records} />
            <InvitationLinksPanel incidentId={id} />
            <CallLog entries={vm.call.log} />
          </Stack>
        ) : null}
      </Flex>

      {sideProps && panels?.details ? (
        <LiveDetails vm={vm} details={panels.details} sideProps={sideProps} toastLane={fill ? toastLane : 0} />
      ) : null}

      <Flex gridArea="side" direction="column" gap="3" minW="0" minH="0">
        {mapBesideVideo ? null : mapSection}
        {sideProps && panels?.chat ? <Box flexShrink={0}>{panels.chat(sideProps)}</Box> : null}
      </Flex>
    </Grid>
  );
});

/** What the side panels get, once the live session exists. */
function sidePropsOf(vm: LiveIncidentViewModel, tenant: string, id: string): LiveSideProps | null {
  const session = vm.liveSession;
  if (!session) return null;
  const note = chatNote(vm);
  return {
    incidentId: id,
    tenantId: tenant,
    registerStopGuard: (guard: () => string | null) => session.addStopGuard(guard),
    onIncidentSaved: (saved: Incident) => session.incidentSaved(saved),
    follow: () => new LiveSessionFollower(session),
    // A user who only watches another operator's call reads its chat: the chat flow applies that rule itself.
    callEnded: vm.call.over,
    ...(note ? { readOnlyNote: note } : {}),
  };
}

/** The incident's details (form, media) in their own scrolling area; read-only once another operator took over. */
const LiveDetails = observer(function LiveDetails({
  vm,
  details,
  sideProps,
  toastLane,
}: {
  readonly vm: LiveIncidentViewModel;
  readonly details: NonNullable<LivePanels['details']>;
  readonly sideProps: LiveSideProps;
  /** The toasts' room at the foot, 0 when the page does not fill the window. */
  readonly toastLane: number;
}) {
  const { t } = useTranslation();
  return (
    // The form (collapsible, its save state in its header) and the media scroll here, never the page.
    <Stack
      gridArea="details"
      gap="3"
      minW="0"
      minH="0"
      overflowY={{ xl: 'auto' }}
      // From 2xl the details stand beside the video: the centred toasts reach into them too (their media's
      // upload and tabs at 1920), so they end above the toasts while they show, scrolling what they hold.
      mb={toastLane > 0 ? { '2xl': `${toastLane}px` } : undefined}
      data-testid="live-details"
    >
      {vm.call.kind === 'taken_over' ? (
        // SPEC §4: the session ended; the other operator edits the incident now.
        <>
          <Text fontSize="sm" color="fg.muted" role="note">
            {t('live.callState.read_only')}
          </Text>
          <fieldset disabled style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            {details(sideProps)}
          </fieldset>
        </>
      ) : (
        details(sideProps)
      )}
    </Stack>
  );
});

/** The map with its heading: over the chat (or alone in the read-only view), or beside the video (`beside`). */
function LiveMapSection({ beside, fill, children }: { readonly beside: boolean; readonly fill: boolean; readonly children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      as="section"
      aria-labelledby="live-map-heading"
      display="flex"
      flexDirection="column"
      minH="0"
      // Beside the video the map keeps its readable 300 px and no more than 40% of the column: the video comes first.
      {...(beside ? { w: 'clamp(19rem, 40%, 30rem)', flexShrink: 0 } : { flex: { '2xl': '1 1 0' } })}
    >
      <Heading as="h2" size="sm" id="live-map-heading" mb="1">
        {t('incident_live.map.title')}
      </Heading>
      <Box
        {...(beside ? { flex: '1 1 0' } : { h: fill ? { base: '320px', '2xl': 'auto' } : undefined, flex: { '2xl': '1 1 0' } })}
        minH={{ base: '0', '2xl': '15rem' }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Why the chat is read-only while the call goes on, when another session holds it (a watcher: the chat says so itself). */
function chatNote(vm: LiveIncidentViewModel): string | undefined {
  return vm.call.kind === 'held_elsewhere' ? 'incident_panels.chat.held_elsewhere' : undefined;
}

/** True from the first render at which `value` is true on. */
function useOnceTrue(value: boolean): boolean {
  const [once, setOnce] = useState(value);
  if (value && !once) setOnce(true);
  return once || value;
}
