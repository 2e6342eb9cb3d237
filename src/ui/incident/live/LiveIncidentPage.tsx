import { Alert, Badge, Box, Button, CloseButton, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Incident } from '../../../domain/incident/incident';
import { normalizeLatitude, normalizeLongitude } from '../../../domain/incident-form/incident-location';
import type { QualityLevel } from '../../../domain/network/network-quality';
import { SHARE_TOKEN_QUERY } from '../../../domain/sharing/shared-live-view';
import { navigateHash } from '../../app/hash-location';
import { useLeaveGuard } from '../../app/use-leave-guard';
import { NoticeDialog } from '../../shared/NoticeDialog';
import { useTabTitle } from '../../shared/use-tab-title';
import { useViewModel } from '../../shared/use-view-model';
import { LiveMap } from './LiveMap';
import { AppToaster as LiveToaster, appToaster as liveToaster } from '../../shared/AppToaster';
import { createLiveIncidentViewModel } from './live-incident.factory';
import { MessageStatusPanel } from './MessageStatusPanel';
import { createPlacesLayer } from './places-layer.model';

/** The panels other parts of the page provide (chat, media, edit form, share, search); absent ones are not shown. */
export interface LivePanels {
  readonly header?: (props: { tenant: string }) => ReactNode;
  readonly share?: (props: { incidentId: string; tenantId: string }) => ReactNode;
  readonly side?: (props: {
    incidentId: string;
    tenantId: string;
    registerStopGuard: (guard: () => string | null) => () => void;
    /** The edit form saved the incident: the header and the map show it at once. */
    onIncidentSaved: (incident: Incident) => void;
  }) => ReactNode;
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

const QUALITY_PALETTE: Record<QualityLevel, string> = { green: 'green', yellow: 'yellow', red: 'red', unknown: 'gray' };
const CONNECTION_PALETTE: Record<string, string> = {
  CONNECTED: 'green',
  CONNECTING: 'yellow',
  RECONNECTING: 'yellow',
  DISCONNECTING: 'orange',
  DISCONNECTED: 'red',
};

/** The `notice` query parameter: only i18n-key-like values are shown (never free text from the URL). */
function noticeKey(search: URLSearchParams | undefined): string | null {
  const raw = search?.get('notice') ?? '';
  return /^[a-z0-9_.-]{1,80}$/i.test(raw) ? raw : null;
}

/**
 * SPEC §2 Live incident page ({tenant}/incident/live/{id}), with §4, §8, §9: header, video with the remote streams,
 * connection and network quality, live controls, map, message status, warnings as dialogs, leave guard.
 */
export const LiveIncidentPage = observer(function LiveIncidentPage({
  tenant,
  id,
  readOnly = false,
  search,
  panels,
}: LiveIncidentPageProps) {
  const { t } = useTranslation();
  const vm = useViewModel(createLiveIncidentViewModel, {
    tenant,
    incidentId: id,
    readOnly,
    notify: (notice) => {
      liveToaster.create({
        title: t(notice.key),
        type: notice.tone,
        duration: notice.durationMs,
      });
    },
    describe: (key) => t(key),
    shareToken: readOnly ? (search?.get(SHARE_TOKEN_QUERY) ?? null) : null,
  });

  const placesLayer = useViewModel(createPlacesLayer, { readOnly });

  useTabTitle(vm.title);
  const videoRef = useCallback((element: HTMLVideoElement | null) => vm.attachPlayback(element), [vm]);
  const notice = noticeKey(search);
  useEffect(() => {
    if (notice) vm.showMessage(notice);
  }, [vm, notice]);

  // SPEC §2, §5: leaving asks first: while the session is live, the session's stop guards answer (the edit form's
  // 'required.title'). The edit form adds its own check, which sends pending auto-saves before the page goes.
  useLeaveGuard(readOnly ? null : { mayLeave: () => vm.mayLeave() });

  const state = vm.state;
  const incident = state?.incident ?? null;
  const latitude = normalizeLatitude(incident?.latitude);
  const longitude = normalizeLongitude(incident?.longitude);
  const incidentPoint = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const connection = state?.videoConnection ?? 'DISCONNECTED';
  const session = vm.liveSession;

  return (
    <Stack gap="4">
      {/* Signed in, the layout renders the toaster; the read-only view has no layout. */}
      {readOnly ? <LiveToaster /> : null}
      <Flex as="header" gap="3" align="center" wrap="wrap">
        <Heading as="h1" size="xl" flex="1" minW="0">
          {vm.title || (readOnly ? t('incident_pages.live_view_title', { id }) : t('incident_pages.live_title', { id }))}
        </Heading>
        {readOnly ? <Badge>{t('incident_live.view_only')}</Badge> : null}
        {!readOnly && vm.searchVisible && panels?.header ? panels.header({ tenant }) : null}
        {!readOnly ? (
          <Button variant="outline" size="sm" onClick={() => navigateHash(vm.backToHqRoute)}>
            {t('incident_live.back_to_hq')}
          </Button>
        ) : null}
      </Flex>

      {vm.message ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title flex="1">{t(vm.message)}</Alert.Title>
          <CloseButton size="sm" aria-label={t('common.close')} onClick={() => vm.dismissMessage()} />
        </Alert.Root>
      ) : null}

      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="4" alignItems="start">
        <Stack gap="3" minW="0">
          <Box as="section" aria-labelledby="live-video-heading">
            <Heading as="h2" size="md" id="live-video-heading" mb="2">
              {t('incident_live.video.title')}
            </Heading>
            <Box position="relative" bg="black" borderRadius="md" overflow="hidden" aspectRatio={16 / 9}>
              <video
                ref={videoRef}
                aria-label={t('incident_live.video.label')}
                autoPlay
                playsInline
                hidden={!vm.videoAllowed}
                style={{ width: '100%', height: '100%', objectFit: 'contain', filter: state?.blurAll ? 'blur(16px)' : undefined }}
              />
              {!vm.videoAllowed ? (
                <Flex position="absolute" inset="0" align="center" justify="center" color="white" p="4" textAlign="center" role="status">
                  <Text>{t('settings_enforced.video_restricted')}</Text>
                </Flex>
              ) : !vm.selectedUid ? (
                <Flex position="absolute" inset="0" align="center" justify="center" color="white" p="4" textAlign="center">
                  <Text>{phaseText(t, state?.phase ?? 'idle', vm.remoteUsers.length > 0)}</Text>
                </Flex>
              ) : null}
            </Box>
            {state?.audioBlocked ? (
              <Button mt="2" colorPalette="blue" onClick={() => vm.resumeAudio()}>
                {t('incident_live.video.enable_audio')}
              </Button>
            ) : null}
          </Box>

          <HStack gap="3" wrap="wrap" aria-label={t('incident_live.connection.group')} role="group">
            <Badge colorPalette={CONNECTION_PALETTE[connection] ?? 'gray'} role="status" aria-live="polite">
              {t('incident_live.connection.label')}: {t(`incident_live.connection.${connection}`)}
            </Badge>
            {(['uplink', 'downlink'] as const).map((direction) => {
              const level = state?.quality[direction] ?? 'unknown';
              return (
                <Badge key={direction} colorPalette={QUALITY_PALETTE[level]} data-quality={level}>
                  {t(`incident_live.quality.${direction}`)}: {t(`incident_live.quality.${level}`)}
                </Badge>
              );
            })}
          </HStack>

          {vm.videoAllowed && vm.remoteUsers.length > 0 ? (
            <Box role="group" aria-labelledby="live-streams-heading">
              <Text id="live-streams-heading" fontWeight="semibold" mb="1">
                {t('incident_live.streams.title')}
              </Text>
              <HStack gap="2" wrap="wrap">
                {vm.remoteUsers.map((user) => (
                  <Button
                    key={user.uid}
                    size="sm"
                    variant={vm.selectedUid === user.uid ? 'solid' : 'outline'}
                    aria-pressed={vm.selectedUid === user.uid}
                    disabled={!user.video}
                    onClick={() => vm.selectStream(user.uid)}
                  >
                    {t('incident_live.streams.stream', { uid: user.uid })}
                    {user.video ? '' : ` (${t('incident_live.streams.no_video')})`}
                  </Button>
                ))}
              </HStack>
            </Box>
          ) : null}

          {vm.controlsVisible && session ? (
            <HStack role="toolbar" aria-label={t('incident_live.controls.label')} gap="2" wrap="wrap">
              <Button colorPalette="red" loading={vm.stopping} onClick={() => void vm.stop()}>
                {t('incident_live.controls.stop')}
              </Button>
              <Button variant="outline" aria-pressed={state?.blurAll ?? false} onClick={() => vm.toggleBlurAll()}>
                {t('incident_live.controls.blur_all')}
              </Button>
              {vm.videoAllowed ? (
                <Button variant="outline" onClick={() => void vm.copyLink()}>
                  {vm.linkCopied ? t('incident_live.controls.link_copied') : t('incident_live.controls.copy_link')}
                </Button>
              ) : null}
              {panels?.share ? panels.share({ incidentId: id, tenantId: tenant }) : null}
              <Button variant="outline" aria-pressed={state?.muted ?? false} onClick={() => vm.toggleMuted()}>
                {t('incident_live.controls.mute')}
              </Button>
              {state?.broadcastAllowed ? (
                <Button variant="outline" aria-pressed={state.broadcasting} onClick={() => void vm.toggleBroadcast()}>
                  {t('incident_live.controls.broadcast')}
                </Button>
              ) : null}
            </HStack>
          ) : null}

          <Box as="section" aria-labelledby="live-map-heading">
            <Heading as="h2" size="md" id="live-map-heading" mb="2">
              {t('incident_live.map.title')}
            </Heading>
            <LiveMap incidentPoint={incidentPoint} track={vm.points} places={placesLayer.places} />
          </Box>

          {!readOnly ? <MessageStatusPanel records={vm.records} /> : null}
        </Stack>

        {!readOnly && session && panels?.side ? (
          <Stack gap="4" minW="0">
            {panels.side({
              incidentId: id,
              tenantId: tenant,
              registerStopGuard: (guard) => session.addStopGuard(guard),
              onIncidentSaved: (saved) => session.incidentSaved(saved),
            })}
          </Stack>
        ) : null}
      </Grid>

      <NoticeDialog
        open={vm.warning !== null}
        title={t('incident_live.warning.title')}
        closeLabel={t('incident_live.warning.ok')}
        onClose={() => vm.closeWarning()}
      >
        <Text>{vm.warning ? warningText(t, vm.warning.key, vm.warning.message ?? null) : ''}</Text>
      </NoticeDialog>
    </Stack>
  );
});

type T = (key: string, options?: Record<string, unknown>) => string;

function phaseText(t: T, phase: string, hasRemote: boolean): string {
  if (phase === 'live') return hasRemote ? t('incident_live.video.no_video') : t('incident_live.video.waiting');
  if (phase === 'ended' || phase === 'disposed') return t('incident_live.video.ended');
  return t('incident_live.video.connecting');
}

function warningText(t: T, key: string, message: string | null): string {
  if (key === 'not_found') return t('incident_live.warning.not_found');
  if (key === 'start_failed') return message ? message : t('incident_live.warning.start_failed');
  return t(key);
}
