import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BuiltInMapFrame } from '../../shared/map/BuiltInMapFrame';
import { HEIGHT, WIDTH, builtInMapLayout } from '../../shared/map/map-geometry';
import { MARKER_COLOURS, type MarkerLook } from './map-markers';
import type { MapListViewModel } from './map-list.view-model';
import { drawnMarkers, pressMarker } from './marker-words';
import { MapPickArea, type PickedPoint } from '../../shared/map/MapPickArea';

const MARGIN = 20;
/** The selected marker's name on the map is cut to this many characters (the list shows it whole). */
const LABEL_MAX = 36;

/** The admin maps without a Google Maps key: the live page's built-in map (no tiles, no network) with the markers on it. */
export const BuiltInMarkerMap = observer(function BuiltInMarkerMap({
  vm,
  words,
  onPick,
}: {
  readonly vm: MapListViewModel;
  readonly words: string;
  /** A click off the markers picks that point (places of interest: a new place there). */
  readonly onPick?: (point: PickedPoint) => void;
}) {
  const { t } = useTranslation();
  const layout = builtInMapLayout(vm.located, vm.view);
  return (
    <BuiltInMapFrame layout={layout} label={t(`${words}.map`)} role="group">
      {onPick ? <MapPickArea layout={layout} onPick={onPick} /> : null}
      {drawnMarkers(t, words, vm).map(({ cluster, look }) => {
        const { x, y } = layout.toScreen(cluster.latitude, cluster.longitude);
        if (x < -MARGIN || y < -MARGIN || x > WIDTH + MARGIN || y > HEIGHT + MARGIN) return null;
        return (
          <SvgMarker key={cluster.key} x={x} y={y} look={look} count={cluster.members.length} onPress={() => pressMarker(vm, cluster)} />
        );
      })}
    </BuiltInMapFrame>
  );
});

function SvgMarker({
  x,
  y,
  look,
  count,
  onPress,
}: {
  readonly x: number;
  readonly y: number;
  readonly look: MarkerLook;
  readonly count: number;
  readonly onPress: () => void;
}) {
  const radius = look.cluster ? 15 : look.selected ? 11 : 9;
  const fill = look.live ? MARKER_COLOURS.live : MARKER_COLOURS.other;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onPress();
  };
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={look.label}
      aria-pressed={look.selected}
      transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
      style={{ cursor: 'pointer' }}
      onClick={onPress}
      onKeyDown={onKeyDown}
    >
      {look.live ? <circle r={radius + 5} fill="none" stroke={MARKER_COLOURS.live} strokeWidth="2" strokeDasharray="4 3" /> : null}
      <circle
        r={radius}
        fill={fill}
        stroke={look.selected ? MARKER_COLOURS.selected : 'white'}
        strokeWidth={look.selected ? 4 : 2}
        fillOpacity={look.cluster ? 0.85 : 1}
      />
      <title>{look.label}</title>
      {look.cluster ? (
        <text textAnchor="middle" dy="0.35em" fontSize="12" fontWeight="bold" fill="white">
          {count}
        </text>
      ) : null}
      {look.selected && !look.cluster ? (
        // The selected incident's name beside its marker, outlined so that it reads over the grid.
        <text
          x={radius + 8}
          dy="0.35em"
          fontSize="12"
          fontWeight="bold"
          fill="currentColor"
          stroke="var(--chakra-colors-bg-muted)"
          strokeWidth="3"
          paintOrder="stroke"
        >
          {look.label.length > LABEL_MAX ? `${look.label.slice(0, LABEL_MAX - 1)}…` : look.label}
        </text>
      ) : null}
    </g>
  );
}
