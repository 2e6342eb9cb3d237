import { Box, Button, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../shared/use-view-model';
import { CallStateView } from './CallStateView';
import { CollabTileView, STREAM_VIDEO_STYLE, streamBoxProps, streamGridProps, TileCaption } from './CollabTiles';
import { createCollabStreamsViewModel } from './collab-streams.view-model';
import type { LiveIncidentViewModel } from './live-incident.view-model';
import { viewVideoText, type ViewVideoText } from './view-video-text';

/**
 * SPEC §2 the live page's video: the selected remote stream, or what the session is doing while there is none; under
 * it or beside it a tile per collaborator's stream (SPEC §7 collab broadcast), any of which the operator can swap into
 * the main area. In the one-screen layout it takes the height its column leaves (`fill`), the picture kept whole inside it.
 */
export const LiveVideo = observer(function LiveVideo({ vm, fill }: { readonly vm: LiveIncidentViewModel; readonly fill: boolean }) {
  const { t } = useTranslation();
  const media = vm.media;
  const videoRef = useCallback((element: HTMLVideoElement | null) => media.attachPlayback(element), [media]);
  const collab = useViewModel(createCollabStreamsViewModel, { session: () => (vm.readOnly ? null : vm.liveSession) });
  const state = vm.state;
  const tiles = collab.tiles;
  const callerInMain = collab.mainChannel === null;
  const words = callerInMain && (!vm.videoAllowed || !vm.selectedUid);
  // The call's summary and its next steps are never cut by the video area: while it shows (no picture then), the area
  // is at least as tall as the summary, and what is under the video (the message status, the call log) gives way.
  const summaryShown = words && !vm.readOnly && vm.call.summary !== null && tiles.length === 0;
  return (
    <Box
      as="section"
      aria-labelledby="live-video-heading"
      display="flex"
      flexDirection="column"
      flex={fill ? { xl: '1 1 0' } : undefined}
      minH={summaryShown ? 'min-content' : fill ? { xl: '40' } : undefined}
    >
      <Heading as="h2" size="sm" id="live-video-heading" mb="1">
        {t('incident_live.video.title')}
      </Heading>
      <Grid
        flex={fill ? { xl: '1 1 0' } : undefined}
        minH={summaryShown ? 'min-content' : '0'}
        gap="2"
        {...streamGridProps(tiles.length, fill)}
        {...(summaryShown ? { templateRows: 'minmax(min-content, 1fr)' } : {})}
      >
        <Box {...streamBoxProps(callerInMain, fill)}>
          <video
            ref={videoRef}
            aria-label={t('incident_live.video.label')}
            autoPlay
            playsInline
            hidden={!vm.videoAllowed}
            style={{ ...STREAM_VIDEO_STYLE, filter: state?.blurAll ? 'blur(16px)' : undefined }}
          />
          {words ? <VideoWords vm={vm} inFlow={summaryShown} /> : null}
          {tiles.length > 0 ? (
            <TileCaption
              label={t('collab.caller')}
              {...(callerInMain
                ? {}
                : { action: t('collab.watch'), actionLabel: t('collab.watch_caller'), onAction: () => collab.swap(null) })}
            />
          ) : null}
        </Box>
        {tiles.map((tile) => (
          <CollabTileView key={tile.channel} collab={collab} tile={tile} fill={fill} />
        ))}
      </Grid>
      {state?.audioBlocked ? (
        <Button
          mt="2"
          colorPalette="blue"
          alignSelf="flex-start"
          onClick={() => {
            media.resumeAudio();
            collab.resumeAudio();
          }}
        >
          {t('incident_live.video.enable_audio')}
        </Button>
      ) : null}
    </Box>
  );
});

/**
 * What shows in place of the caller's picture: the video refused by the tenant's settings, and the call's state (the
 * view's line in the read-only view). `inFlow` while the call's summary shows, so the area takes its height.
 */
const VideoWords = observer(function VideoWords({ vm, inFlow }: { readonly vm: LiveIncidentViewModel; readonly inFlow: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex
      position={inFlow ? 'relative' : 'absolute'}
      inset="0"
      h={inFlow ? 'full' : undefined}
      direction="column"
      align="center"
      // Centred while it fits; from the top once it is taller than the area (a small screen), so its title is never cut.
      justify="safe center"
      gap="2"
      color="white"
      p="3"
      textAlign="center"
      overflowY="auto"
    >
      {!vm.videoAllowed ? <Text role="status">{t('settings_enforced.video_restricted')}</Text> : null}
      {vm.readOnly ? <ViewVideoLine text={viewVideoText(vm.state, vm.remoteUsers.length > 0)} /> : <CallStateView vm={vm} />}
    </Flex>
  );
});

function ViewVideoLine({ text }: { readonly text: ViewVideoText }) {
  const { t } = useTranslation();
  return <Text role="status">{t(text.key, text.values)}</Text>;
}
