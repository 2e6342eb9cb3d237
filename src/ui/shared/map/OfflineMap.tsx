import { Badge, Box, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { project, unproject } from '../../../domain/map/mercator';
import { BuiltInMapFrame } from './BuiltInMapFrame';
import type { MapLayout, MapViewport } from './map-geometry';
import {
  LAYER_COLOURS,
  areaColour,
  placeLabels,
  type LabelCandidate,
  type MapAreaShape,
  type MapLayers,
  type MapMarker,
} from './map-layers';
import { placeMarkerText } from './PlacesLayer';
import { MapPickArea, svgPoint, type PickedPoint } from './MapPickArea';
import { textWidthIn } from './text-width';

const LABEL_FONT = 11;
/** A selected marker's words on the map are cut to this many characters (its list shows them whole). */
const LABEL_MAX = 36;
/** Beyond this many pixels a press is a drag that moves the map, not a click. */
const DRAG_SLOP = 4;

export interface OfflineMapProps {
  readonly layout: MapLayout;
  readonly layers: MapLayers;
  readonly label: string;
  readonly role: 'img' | 'group';
  /** The user zoomed (wheel) or dragged the map: the view they moved to. */
  readonly onViewChange: (view: MapViewport) => void;
  readonly onPick?: (point: PickedPoint) => void;
  /** What the badge in its corner says: that the map is offline, or why. */
  readonly notice: string;
}

/**
 * The map drawn without tiles or network (no key, no street map reachable): the latitude/longitude grid and scale
 * bar with every layer on it, zoomed with the wheel and moved by dragging, and a badge saying it is offline. Names
 * are placed so that none covers another.
 */
export function OfflineMap({ layout, layers, label, role, onViewChange, onPick, notice }: OfflineMapProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // The words' widths as the browser writes them in the map's font, known once the map is in the page.
  const [textWidth, setTextWidth] = useState<((text: string) => number) | null>(null);
  useEffect(() => {
    setTextWidth(() => textWidthIn(box.current, `bold ${LABEL_FONT}px`, LABEL_FONT));
  }, []);
  const moving = useMovedByHand(box, layout, onViewChange);
  const scene = offlineScene(layout, layers, { caller: t('map.caller'), incident: t('map.incident') }, textWidth);
  const { track, latest, incident, places, markers } = scene;

  return (
    <Box ref={box} position="relative" h="full" minH="0" touchAction="none" {...moving} style={{ cursor: onPick ? 'crosshair' : 'grab' }}>
      <BuiltInMapFrame layout={layout} label={label} role={role} fill>
        {onPick ? <MapPickArea layout={layout} onPick={onPick} /> : null}
        {(layers.areas ?? []).map((shape) => (
          <AreaShape key={shape.key} layout={layout} shape={shape} />
        ))}
        {track.length > 1 ? (
          <polyline
            points={track.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}
            fill="none"
            stroke={LAYER_COLOURS.track}
            strokeWidth="3"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ) : null}
        {places.map(({ place, x, y }) => (
          <g key={String(place.id)} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
            <rect x="-6" y="-6" width="12" height="12" transform="rotate(45)" fill={LAYER_COLOURS.place} stroke="white" strokeWidth="2" />
            <title>{placeMarkerText(t, place)}</title>
          </g>
        ))}
        {[...markers.filter((m) => !m.marker.selected), ...markers.filter((m) => m.marker.selected)].map(({ marker, x, y }) => (
          <SvgMarker key={marker.key} marker={marker} x={x} y={y} />
        ))}
        {incident ? <circle cx={incident.x} cy={incident.y} r="8" fill={LAYER_COLOURS.incident} stroke="white" strokeWidth="2" /> : null}
        {latest ? <circle cx={latest.x} cy={latest.y} r="7" fill={LAYER_COLOURS.caller} stroke="white" strokeWidth="2" /> : null}
        {scene.labels.map((placed) => (
          <text
            key={placed.key}
            x={placed.x}
            y={placed.y}
            // As a style, so that no page style sets these words at another size than the one they were placed at.
            style={{ fontSize: `${LABEL_FONT}px`, fontWeight: 'bold' }}
            fill="currentColor"
            stroke="var(--chakra-colors-bg-muted)"
            strokeWidth="3"
            paintOrder="stroke"
            pointerEvents="none"
          >
            {placed.text}
          </text>
        ))}
      </BuiltInMapFrame>
      <Stack position="absolute" top="2" left="2" gap="1" align="start" pointerEvents="none">
        <Badge role="status" colorPalette="gray" variant="surface">
          {notice}
        </Badge>
        {scene.hidden > 0 ? (
          <Badge colorPalette="gray" variant="surface">
            {t('map.names_hidden', { count: scene.hidden })}
          </Badge>
        ) : null}
      </Stack>
    </Box>
  );
}

type ScreenPoint = { readonly x: number; readonly y: number };

/**
 * The map moved by hand: the wheel zooms (a listener that may cancel the page's scroll: React's own is passive), a
 * drag moves it, and the end of a drag is no click (it picks no point and presses no marker). The handlers for the
 * map's box.
 */
function useMovedByHand(box: RefObject<HTMLDivElement | null>, layout: MapLayout, onViewChange: (view: MapViewport) => void) {
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const moved = useRef(false);
  const view = useRef(layout);
  const change = useRef(onViewChange);
  // The wheel listener is attached once and reads the latest view and handler.
  useEffect(() => {
    view.current = layout;
    change.current = onViewChange;
  });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const wheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      const { center, zoom } = view.current;
      change.current({ center, zoom: clampZoom(zoom + (event.deltaY < 0 ? 1 : -1)) });
    };
    element.addEventListener('wheel', wheel, { passive: false });
    return () => element.removeEventListener('wheel', wheel);
  }, [box]);

  const svg = () => box.current?.querySelector('svg') ?? null;
  const onPointerUp = () => {
    drag.current = null;
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      drag.current = { x: event.clientX, y: event.clientY, moved: false };
      moved.current = false;
    },
    onPointerMove: (event: PointerEvent) => {
      const start = drag.current;
      if (!start) return;
      if (!start.moved && Math.hypot(event.clientX - start.x, event.clientY - start.y) < DRAG_SLOP) return;
      const from = svgPoint(svg(), start.x, start.y);
      const to = svgPoint(svg(), event.clientX, event.clientY);
      if (!from || !to) return;
      start.moved = true;
      moved.current = true;
      drag.current = { x: event.clientX, y: event.clientY, moved: true };
      const { center, zoom } = view.current;
      const c = project(center.latitude, center.longitude, zoom);
      change.current({ center: unproject(c.x - (to.x - from.x), c.y - (to.y - from.y), zoom), zoom });
    },
    onPointerUp,
    onPointerLeave: onPointerUp,
    onClickCapture: (event: MouseEvent) => {
      if (moved.current) event.stopPropagation();
      moved.current = false;
    },
  };
}

/**
 * Where each layer falls on the map's frame, and the names placed so that none covers another (none until the words'
 * widths are known, rather than names placed by a guess of their width); `hidden` the names left out.
 */
function offlineScene(
  layout: MapLayout,
  layers: MapLayers,
  words: { readonly caller: string; readonly incident: string },
  textWidth: ((text: string) => number) | null,
) {
  const { toScreen } = layout;
  const track = (layers.track ?? []).map((p) => toScreen(p.latitude, p.longitude));
  const latest: ScreenPoint | null = track[track.length - 1] ?? null;
  const incident = layers.incidentPoint ? toScreen(layers.incidentPoint.latitude, layers.incidentPoint.longitude) : null;
  const markers = (layers.markers ?? []).flatMap((marker) => {
    const at = toScreen(marker.latitude, marker.longitude);
    return inFrame(layout, at, 20) ? [{ marker, ...at }] : [];
  });
  const places = (layers.places ?? []).flatMap((place) => {
    const at = toScreen(place.latitude, place.longitude);
    return inFrame(layout, at, 0) ? [{ place, ...at }] : [];
  });
  const points = [...(incident ? [around(incident, 9)] : []), ...(latest ? [around(latest, 8)] : [])];
  const symbols = [...points, ...places.map((p) => around(p, 7)), ...markers.map((m) => around(m, markerRadius(m.marker)))];
  // The caller's and the incident's words come first and keep clear only of each other's points: a crowd of places
  // around them hides the places' names, never theirs.
  const own: LabelCandidate[] = [
    ...(latest ? [{ key: 'caller', text: words.caller, x: latest.x, y: latest.y, offset: 11 }] : []),
    ...(incident ? [{ key: 'incident', text: words.incident, x: incident.x, y: incident.y, offset: 12 }] : []),
  ];
  const others: LabelCandidate[] = [
    ...markers
      .filter((m) => m.marker.selected && m.marker.count === 1)
      .map((m) => ({ key: `m${m.marker.key}`, text: cut(m.marker.label), x: m.x, y: m.y, offset: markerRadius(m.marker) + 6 })),
    ...places.map((p) => ({ key: `p${String(p.place.id)}`, text: cut(p.place.name), x: p.x, y: p.y, offset: 10 })),
  ];
  const frame = { x: 0, y: 0, width: layout.width, height: layout.height };
  // The frame's own words (the grid's coordinates, the scale) are kept clear too: a name over them reads as neither.
  const frameWords = [...layout.longitudes, ...layout.latitudes].flatMap((line) => (line.label ? [line.label.box] : []));
  const framed = [...frameWords, layout.scale.box];
  const first = textWidth ? placeLabels(own, frame, LABEL_FONT, [...points, ...framed], textWidth) : [];
  const labels = textWidth
    ? [...first, ...placeLabels(others, frame, LABEL_FONT, [...symbols, ...framed, ...first.map((label) => label.box)], textWidth)]
    : [];
  const hidden = textWidth ? own.length + others.length - labels.length : 0;
  return { track, latest, incident, markers, places, labels, hidden };
}

const clampZoom = (zoom: number) => Math.min(20, Math.max(2, zoom));
const inFrame = (layout: MapLayout, at: { x: number; y: number }, margin: number) =>
  at.x >= -margin && at.y >= -margin && at.x <= layout.width + margin && at.y <= layout.height + margin;
const around = (at: { x: number; y: number }, r: number) => ({ x: at.x - r, y: at.y - r, width: 2 * r, height: 2 * r });
const cut = (text: string) => (text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text);
const markerRadius = (marker: MapMarker) => (marker.count > 1 ? 15 : marker.selected ? 11 : 9);

function SvgMarker({ marker, x, y }: { readonly marker: MapMarker; readonly x: number; readonly y: number }) {
  const radius = markerRadius(marker);
  const fill = marker.live ? LAYER_COLOURS.live : LAYER_COLOURS.other;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    marker.onPress();
  };
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={marker.label}
      aria-pressed={marker.selected}
      transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
      style={{ cursor: 'pointer' }}
      onClick={marker.onPress}
      onKeyDown={onKeyDown}
    >
      {marker.live ? <circle r={radius + 5} fill="none" stroke={LAYER_COLOURS.live} strokeWidth="2" strokeDasharray="4 3" /> : null}
      <circle
        r={radius}
        fill={fill}
        stroke={marker.selected ? LAYER_COLOURS.selected : 'white'}
        strokeWidth={marker.selected ? 4 : 2}
        fillOpacity={marker.count > 1 ? 0.85 : 1}
      />
      <title>{marker.label}</title>
      {marker.count > 1 ? (
        <text textAnchor="middle" dy="0.35em" style={{ fontSize: '12px', fontWeight: 'bold' }} fill="white">
          {marker.count}
        </text>
      ) : null}
    </g>
  );
}

/** An area: its outline filled lightly (a circle as the ring of its radius), its corners or centre marked. */
function AreaShape({ layout, shape }: { readonly layout: MapLayout; readonly shape: MapAreaShape }) {
  const stroke = areaColour(shape.tone);
  const common = {
    fill: stroke,
    fillOpacity: shape.tone === 'draft' ? 0.1 : 0.18,
    stroke,
    strokeWidth: shape.tone === 'area' ? 2 : 3,
    strokeDasharray: shape.tone === 'draft' ? '6 4' : undefined,
  };
  const { area } = shape;
  if (area.kind === 'circle') {
    const centre = layout.toScreen(area.center.latitude, area.center.longitude);
    const metresPerUnit = (156543.03392 * Math.cos((area.center.latitude * Math.PI) / 180)) / 2 ** layout.zoom;
    return (
      <g role="img" aria-label={shape.label}>
        <circle cx={centre.x} cy={centre.y} r={Math.max(2, area.radiusMetres / metresPerUnit)} {...common} />
        <circle cx={centre.x} cy={centre.y} r="3" fill={stroke} />
      </g>
    );
  }
  const points = area.points.map((p) => layout.toScreen(p.latitude, p.longitude));
  return (
    <g role="img" aria-label={shape.label}>
      {points.length > 2 ? <polygon points={points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')} {...common} /> : null}
      {points.map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r="4" fill={stroke} />
      ))}
    </g>
  );
}
