import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '../live/panels/PanelSection';
import { RowActionButton } from './RowActionButton';
import type { Clip, VideoHistoryModel } from './video-history.model';

/**
 * SPEC §2, §4 video history: the player (starting at 1266 s, "live" within 30 s of the end) and the clip list, each
 * recorded file with its mp4 download (SPEC §7, §8).
 */
export const VideoHistoryPanel = observer(function VideoHistoryPanel({ vm }: { vm: VideoHistoryModel }) {
  const { t } = useTranslation();
  const source = vm.source;
  const selectedName = clipName(
    t,
    vm.selected,
    vm.clips.findIndex((clip) => clip.key === vm.selected.key),
  );
  return (
    <PanelSection title={t('incident_view.video.title')} gap="3">
      <ClipPlayer vm={vm} name={selectedName} />
      {/* The clip on screen is named only while there is one: "no recording" stands alone. */}
      {source.kind === 'unavailable' && vm.clips.length === 0 ? null : (
        <HStack gap="2">
          <Text fontSize="sm" fontWeight="medium">
            {selectedName}
          </Text>
          {vm.position !== 'unknown' ? (
            <Badge colorPalette={vm.position === 'live' ? 'red' : 'gray'} aria-live="polite">
              {vm.position === 'live' ? t('incident_view.video.live') : t('incident_view.video.recorded')}
            </Badge>
          ) : null}
        </HStack>
      )}
      {source.kind === 'ready' ? (
        <Text color="fg.muted" fontSize="xs">
          {t('incident_view.video.start_hint')}
        </Text>
      ) : null}
      {vm.listFailed ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {t('incident_view.video.list_failed')}
        </Text>
      ) : null}
      <ClipList vm={vm} />
    </PanelSection>
  );
});

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A clip's name on its own (a label). */
function clipName(t: Translate, clip: Clip, index: number): string {
  return clip.name ?? (clip.media ? t('incident_view.video.clip', { n: index }) : t('incident_view.video.full_channel'));
}

/** A clip's name within a sentence ("Play …", "Download … as mp4"), where it is not capitalised. */
function inlineName(t: Translate, clip: Clip, index: number): string {
  return clip.name ?? (clip.media ? t('incident_view.video.clip_inline', { n: index }) : t('incident_view.video.full_channel_inline'));
}

/** The player of the chosen clip, or why there is nothing to play. */
const ClipPlayer = observer(function ClipPlayer({ vm, name }: { readonly vm: VideoHistoryModel; readonly name: string }) {
  const { t } = useTranslation();
  const source = vm.source;
  return (
    <Box bg="black" borderRadius="md" overflow="hidden">
      {source.kind === 'ready' ? (
        <video
          key={source.url}
          src={source.url}
          controls
          aria-label={t('incident_view.video.player', { name })}
          style={{ width: '100%', maxHeight: 360, display: 'block' }}
          onLoadedMetadata={(event) => {
            const element = event.currentTarget;
            element.currentTime = vm.loaded(element.duration);
          }}
          onTimeUpdate={(event) => vm.moved(event.currentTarget.currentTime, event.currentTarget.duration)}
          onError={() => vm.playbackFailed()}
        />
      ) : (
        <Flex minH="120px" align="center" justify="center" p="4">
          <Text color="gray.300" fontSize="sm" role="status">
            {source.kind === 'loading'
              ? t('common.loading')
              : source.kind === 'failed'
                ? t('incident_view.video.failed')
                : // One true thing: nothing left to play, or this one has none and the list offers the others.
                  t(vm.clips.length === 0 ? 'incident_view.video.none' : 'incident_view.video.unavailable')}
          </Text>
        </Flex>
      )}
    </Box>
  );
});

/** The clips, each to play and, a recorded file, to download as mp4. */
const ClipList = observer(function ClipList({ vm }: { readonly vm: VideoHistoryModel }) {
  const { t } = useTranslation();
  if (vm.clips.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="1" aria-label={t('incident_view.video.clips')}>
      {vm.clips.map((clip, index) => {
        const name = inlineName(t, clip, index);
        const selected = clip.key === vm.selectedKey;
        return (
          <Flex as="li" key={clip.key} gap="2" align="center" wrap="wrap">
            <Button
              size="xs"
              variant={selected ? 'solid' : 'outline'}
              aria-pressed={selected}
              onClick={() => void vm.select(clip.key)}
              flex="1"
              justifyContent="flex-start"
              minW="0"
            >
              <Text truncate>{t('incident_view.video.play', { name })}</Text>
            </Button>
            {clip.media ? (
              <RowActionButton
                label={t(`incident_view.video.${vm.formatOf(clip)}`)}
                name={t(`incident_view.video.${vm.formatOf(clip)}_named`, { name })}
                busy={vm.converting === clip.key}
                disabled={vm.converting !== null}
                onClick={() => void vm.convert(clip)}
              />
            ) : null}
          </Flex>
        );
      })}
    </Stack>
  );
});
