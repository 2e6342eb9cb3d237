import { Box, Button, Flex, Text, type BoxProps } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollabStreamsViewModel, CollabTile } from './collab-streams.view-model';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * Where a stream's box sits in the live video's grid: the main area (the first row, every column) or a tile of the
 * strip under it. Only the placement changes when the operator swaps, so no video element is mounted again.
 */
export function streamBoxProps(inMain: boolean, fill: boolean): BoxProps {
  return {
    position: 'relative',
    bg: 'black',
    borderRadius: 'md',
    overflow: 'hidden',
    minH: '0',
    gridRow: inMain ? '1' : '2',
    gridColumn: inMain ? '1 / -1' : 'auto',
    aspectRatio: inMain && fill ? { base: 16 / 9, xl: 'auto' } : 16 / 9,
  };
}

/** The video inside a stream's box, filling it with the picture kept whole. */
export const STREAM_VIDEO_STYLE = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' } as const;

/** A collaborator's name, or "Collaborator {n}" when the collab service did not say it. */
export function collaboratorName(t: T, tile: CollabTile): string {
  return tile.name ?? t('collab.collaborator_n', { number: tile.number });
}

/** The line at the foot of a tile: who it is, and the button that swaps it with the main area. */
export function TileCaption(props: {
  readonly label: string;
  /** The swap button's text; none: no button (the caller already in the main area). */
  readonly action?: string;
  /** The button's accessible name, when its text alone would not say whose stream it moves. */
  readonly actionLabel?: string;
  readonly onAction?: () => void;
}) {
  const { label, action, actionLabel, onAction } = props;
  return (
    <Flex position="absolute" insetX="0" bottom="0" align="center" gap="1" px="1.5" py="1" bg="blackAlpha.700" color="white">
      <Text fontSize="xs" fontWeight="semibold" flex="1" minW="0" truncate>
        {label}
      </Text>
      {action ? (
        <Button size="2xs" variant="subtle" colorPalette="gray" onClick={onAction} flexShrink={0} aria-label={actionLabel}>
          {action}
        </Button>
      ) : null}
    </Flex>
  );
}

/**
 * SPEC §7 collab broadcast: one collaborator's stream, labelled with their name, in a tile under the caller's video or
 * swapped into the main area; it says when they are joining, not sending video, have left, or could not be joined.
 */
export const CollabTileView = observer(function CollabTileView({
  collab,
  tile,
  fill,
}: {
  readonly collab: CollabStreamsViewModel;
  readonly tile: CollabTile;
  readonly fill: boolean;
}) {
  const { t } = useTranslation();
  const inMain = collab.mainChannel === tile.channel;
  const name = collaboratorName(t, tile);
  const videoRef = useCallback((element: HTMLVideoElement | null) => collab.attach(tile.channel, element), [collab, tile.channel]);
  return (
    <Box {...streamBoxProps(inMain, fill)} role="group" aria-label={t('collab.tile_label', { name })} data-collab-status={tile.status}>
      <video
        ref={videoRef}
        aria-label={t('collab.video_label', { name })}
        autoPlay
        playsInline
        hidden={tile.status !== 'playing'}
        style={STREAM_VIDEO_STYLE}
      />
      {tile.status !== 'playing' ? (
        <Flex position="absolute" inset="0" align="center" justify="center" p="2" pb="8" color="white" textAlign="center">
          <Text fontSize="sm" role="status">
            {t(`collab.status.${tile.status}`, { name })}
          </Text>
        </Flex>
      ) : null}
      <TileCaption
        label={inMain ? t('collab.in_main', { name }) : name}
        action={inMain ? t('collab.back_to_caller') : t('collab.watch')}
        actionLabel={inMain ? t('collab.back_to_caller') : t('collab.watch_named', { name })}
        onAction={() => collab.swap(tile.channel)}
      />
    </Box>
  );
});
