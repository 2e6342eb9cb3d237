import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CallStateView } from './CallStateView';
import type { LiveIncidentViewModel } from './live-incident.view-model';

/**
 * SPEC §2 the live page's video: the selected remote stream, or what the session is doing while there is none. In the
 * one-screen layout it takes the height its column leaves (`fill`), the picture kept whole inside it.
 */
export const LiveVideo = observer(function LiveVideo({ vm, fill }: { readonly vm: LiveIncidentViewModel; readonly fill: boolean }) {
  const { t } = useTranslation();
  const videoRef = useCallback((element: HTMLVideoElement | null) => vm.attachPlayback(element), [vm]);
  const state = vm.state;
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
      <Box
        position="relative"
        bg="black"
        borderRadius="md"
        overflow="hidden"
        aspectRatio={fill ? { base: 16 / 9, xl: 'auto' } : 16 / 9}
        flex={fill ? { xl: '1 1 0' } : undefined}
        minH="0"
      >
        <video
          ref={videoRef}
          aria-label={t('incident_live.video.label')}
          autoPlay
          playsInline
          hidden={!vm.videoAllowed}
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'contain',
            filter: state?.blurAll ? 'blur(16px)' : undefined,
          }}
        />
        {!vm.videoAllowed || !vm.selectedUid ? (
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
      </Box>
      {state?.audioBlocked ? (
        <Button mt="2" colorPalette="blue" alignSelf="flex-start" onClick={() => vm.resumeAudio()}>
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
