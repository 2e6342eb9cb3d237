import { Box, Button, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../shared/use-view-model';
import { CallStateView } from './CallStateView';
import { CollabTileView, STREAM_VIDEO_STYLE, streamBoxProps, TileCaption } from './CollabTiles';
import { createCollabStreamsViewModel } from './collab-streams.view-model';
import type { LiveIncidentViewModel } from './live-incident.view-model';

/** Columns of the tile strip: a tile is a quarter of the video's width until more streams need room. */
const MIN_STRIP_COLUMNS = 4;

/**
 * SPEC §2 the live page's video: the selected remote stream, or what the session is doing while there is none; under
 * it a tile per collaborator's stream (SPEC §7 collab broadcast), any of which the operator can swap into the main
 * area. In the one-screen layout it takes the height its column leaves (`fill`), the picture kept whole inside it.
 */
export const LiveVideo = observer(function LiveVideo({ vm, fill }: { readonly vm: LiveIncidentViewModel; readonly fill: boolean }) {
  const { t } = useTranslation();
  const videoRef = useCallback((element: HTMLVideoElement | null) => vm.attachPlayback(element), [vm]);
  const collab = useViewModel(createCollabStreamsViewModel, { session: () => (vm.readOnly ? null : vm.liveSession) });
  const state = vm.state;
  const tiles = collab.tiles;
  const callerInMain = collab.mainChannel === null;
  return (
    <Box
      as="section"
      aria-labelledby="live-video-heading"
      display="flex"
      flexDirection="column"
      flex={fill ? { xl: '1 1 0' } : undefined}
      minH={fill ? { xl: '40' } : undefined}
    >
      <Heading as="h2" size="sm" id="live-video-heading" mb="1">
        {t('incident_live.video.title')}
      </Heading>
      <Grid
        flex={fill ? { xl: '1 1 0' } : undefined}
        minH="0"
        gap="2"
        templateColumns={`repeat(${Math.max(MIN_STRIP_COLUMNS, tiles.length + 1)}, minmax(0, 1fr))`}
        templateRows={tiles.length > 0 ? 'minmax(0, 1fr) auto' : 'minmax(0, 1fr)'}
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
          {callerInMain && (!vm.videoAllowed || !vm.selectedUid) ? (
            <Flex
              position="absolute"
              inset="0"
              direction="column"
              align="center"
              justify="center"
              gap="2"
              color="white"
              p="3"
              textAlign="center"
              overflowY="auto"
            >
              {!vm.videoAllowed ? <Text role="status">{t('settings_enforced.video_restricted')}</Text> : null}
              {vm.readOnly ? <Text>{phaseText(t, state?.phase ?? 'idle', vm.remoteUsers.length > 0)}</Text> : <CallStateView vm={vm} />}
            </Flex>
          ) : null}
          {tiles.length > 0 ? (
            <TileCaption
              label={t('collab.caller')}
              {...(callerInMain ? {} : { action: t('collab.back_to_caller'), onAction: () => collab.swap(null) })}
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
            vm.resumeAudio();
            collab.resumeAudio();
          }}
        >
          {t('incident_live.video.enable_audio')}
        </Button>
      ) : null}
    </Box>
  );
});

type T = (key: string, options?: Record<string, unknown>) => string;

function phaseText(t: T, phase: string, hasRemote: boolean): string {
  if (phase === 'live') return hasRemote ? t('incident_live.video.no_video') : t('incident_live.video.waiting');
  if (phase === 'ended' || phase === 'disposed') return t('incident_live.video.ended');
  return t('incident_live.video.connecting');
}
