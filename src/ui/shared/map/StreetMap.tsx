import { Box } from '@chakra-ui/react';
import { MapLibreMap, Marker, setWorkerUrl, type GeoJSONSource } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, type RefObject } from 'react';
import type { MapViewport } from './map-geometry';
import { LAYER_COLOURS, areaColour, areaRing, type MapLayers } from './map-layers';
import type { PickedPoint } from './MapPickArea';
import { streetMarkerElements } from './street-markers';

// The bundler serves MapLibre's worker as a file of the build (same origin: the policy's worker-src 'self').
setWorkerUrl(workerUrl);

/** MapLibre's tiles are 512 pixels, the console's zoom counts 256-pixel tiles: one level apart. */
const ZOOM_OFFSET = 1;
/** While the style's source is not answering, the style and its tiles are asked for again this often (ms). */
const RETRY_MS = 10_000;
/** The console's own layers' sources: drawn in the page, they say nothing about the style's host. */
const OWN_SOURCE = /^console-/;

export interface StreetMapProps {
  readonly styleUrl: string;
  readonly layers: MapLayers;
  readonly view: MapViewport;
  readonly label: string;
  readonly role: 'img' | 'group';
  readonly words: { readonly incident: string; readonly caller: string };
  readonly onViewChange: (view: MapViewport) => void;
  readonly onPick?: (point: PickedPoint) => void;
  /** The style and its first tiles are drawn, or drawn again after the source stopped answering. */
  readonly onReady: () => void;
  /** The style could not be loaded or the browser cannot draw it (no WebGL): the offline map stays. */
  readonly onFailed: () => void;
  /** Once drawn, the source stopped answering (every tile asked for failed): the offline map stands in meanwhile. */
  readonly onLost: () => void;
}

const EMPTY = { type: 'FeatureCollection', features: [] } as const;

/**
 * The street map without a key: MapLibre GL over the configured style (OpenStreetMap data), its attribution shown,
 * the console's layers drawn on it (areas and the track as GeoJSON, points as HTML markers that keep their names).
 * Loaded with the screens that draw a map, never with the login route.
 */
export default function StreetMap(props: StreetMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const loaded = useRef(false);
  const styled = useRef(false);
  const latest = useRef(props);
  // The map's listeners read the latest props (they are attached once, when the map is made).
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = createMap(element, latest.current);
    if (!instance) return;
    map.current = instance;
    const stopWatching = watchStyle(instance, { loaded, styled, latest });
    followTheHand(instance, latest);
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(element);
    return () => {
      stopWatching();
      resize.disconnect();
      removeKeepingNothing(instance);
      map.current = null;
      loaded.current = false;
      styled.current = false;
    };
  }, []);

  const { center, zoom } = props.view;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const c = instance.getCenter();
    const same = Math.abs(c.lat - center.latitude) < 1e-7 && Math.abs(c.lng - center.longitude) < 1e-7;
    if (same && Math.round(instance.getZoom() + ZOOM_OFFSET) === zoom) return;
    instance.jumpTo({ center: [center.longitude, center.latitude], zoom: zoom - ZOOM_OFFSET });
  }, [center.latitude, center.longitude, zoom]);

  const { layers, words } = props;
  useEffect(() => {
    const instance = map.current;
    // Drawn as soon as the style holds the console's sources: layers that arrive between the style and its first tiles
    // (a list answering then) are drawn at once, not left for the next change.
    if (!instance || !styled.current) return;
    draw(instance, layers);
  }, [layers]);
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const markers = streetMarkerElements(layers, words).map(({ element, latitude, longitude }) =>
      new Marker({ element }).setLngLat([longitude, latitude]).addTo(instance),
    );
    return () => markers.forEach((marker) => marker.remove());
  }, [layers, words]);

  return (
    <Box
      ref={container}
      role={props.role}
      aria-label={props.label}
      data-testid="street-map"
      // MapLibre's own style makes its container relative: the box takes its size from the one it fills.
      w="full"
      h="full"
      css={{ '& .maplibregl-ctrl-attrib': { fontSize: '11px' } }}
    />
  );
}

/** The map over the style at the props' view; null (and `onFailed`) when the browser cannot draw it. */
function createMap(element: HTMLElement, props: StreetMapProps): MapLibreMap | null {
  const { styleUrl, view } = props;
  let instance: MapLibreMap;
  try {
    instance = new MapLibreMap({
      container: element,
      style: styleUrl,
      center: [view.center.longitude, view.center.latitude],
      zoom: view.zoom - ZOOM_OFFSET,
      attributionControl: { compact: false },
      dragRotate: false,
      pitchWithRotate: false,
    });
  } catch {
    props.onFailed();
    return null;
  }
  instance.touchZoomRotate.disableRotation();
  return instance;
}

/** What the map's listeners share with the component: whether the style is drawn, and the latest props. */
interface StreetMapRefs {
  readonly loaded: RefObject<boolean>;
  /** The console's sources and layers are on the current style (from its style.load, before the first tiles' load). */
  readonly styled: RefObject<boolean>;
  readonly latest: RefObject<StreetMapProps>;
}

/**
 * The style's life: drawn (`onReady`), never drawn (`onFailed`), its source no longer answering (`onLost`, and the
 * style asked for again every RETRY_MS) or answering again (`onReady`); the console's layers go on every style loaded,
 * the first and any loaded again. Returns what stops the retries.
 */
function watchStyle(instance: MapLibreMap, { loaded, styled, latest }: StreetMapRefs): () => void {
  // Since the map last settled: tiles of the style's sources drawn, and errors. A settling with errors and no tile
  // means the source stopped answering; one with tiles and no error, that it answers again.
  const health = { tiles: 0, errors: 0, lost: false };
  instance.on('error', () => {
    // Before the style is drawn an error means there is no street map.
    if (!loaded.current) latest.current.onFailed();
    else health.errors++;
  });
  instance.on('sourcedata', (event) => {
    if (event.tile && !OWN_SOURCE.test(event.sourceId)) health.tiles++;
  });
  instance.on('idle', () => {
    if (!loaded.current) return;
    if (!health.lost && health.errors > 0 && health.tiles === 0) {
      health.lost = true;
      latest.current.onLost();
    } else if (health.lost && health.tiles > 0 && health.errors === 0) {
      health.lost = false;
      latest.current.onReady();
    }
    health.tiles = 0;
    health.errors = 0;
  });
  // A failed tile is not asked for again by itself: while lost, the whole style is loaded again now and then.
  const retry = window.setInterval(() => {
    if (!health.lost) return;
    health.tiles = 0;
    health.errors = 0;
    styled.current = false;
    instance.setStyle(latest.current.styleUrl, { diff: false });
  }, RETRY_MS);
  instance.on('style.load', () => {
    addLayers(instance);
    styled.current = true;
    draw(instance, latest.current.layers);
  });
  instance.on('load', () => {
    loaded.current = true;
    latest.current.onReady();
  });
  return () => window.clearInterval(retry);
}

/** The user's own moves: a view they moved to (`onViewChange`), and a click off the markers (`onPick`). */
function followTheHand(instance: MapLibreMap, latest: RefObject<StreetMapProps>): void {
  instance.on('moveend', (event) => {
    if (!('originalEvent' in event) || !event.originalEvent) return;
    const c = instance.getCenter();
    latest.current.onViewChange({ center: { latitude: c.lat, longitude: c.lng }, zoom: Math.round(instance.getZoom() + ZOOM_OFFSET) });
  });
  instance.on('click', (event) => {
    const target = event.originalEvent.target;
    if (target instanceof Element && target.closest('[data-map-marker]')) return;
    latest.current.onPick?.({ latitude: event.lngLat.lat, longitude: event.lngLat.lng });
  });
}

/**
 * Removes the map and keeps none of it. Removing the last map terminates maplibre's shared workers, and its global
 * dispatcher aborts what was in flight with an Error made right there, which it keeps (as its abort signal's reason)
 * until the next map starts the workers again. An Error's unformatted stack holds every frame's receiver, this map
 * among them, so the whole map (its style, tiles, shaders: some 3 MB of heap) stayed alive after its screen closed.
 * Without stack frames the Error holds nothing of it.
 */
function removeKeepingNothing(map: MapLibreMap): void {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    map.remove();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

function addLayers(map: MapLibreMap): void {
  map.addSource('console-areas', { type: 'geojson', data: EMPTY });
  map.addSource('console-track', { type: 'geojson', data: EMPTY });
  map.addLayer({
    id: 'console-areas-fill',
    type: 'fill',
    source: 'console-areas',
    paint: { 'fill-color': ['get', 'colour'], 'fill-opacity': 0.18 },
  });
  map.addLayer({
    id: 'console-areas-line',
    type: 'line',
    source: 'console-areas',
    paint: { 'line-color': ['get', 'colour'], 'line-width': 2 },
  });
  map.addLayer({
    id: 'console-track',
    type: 'line',
    source: 'console-track',
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': LAYER_COLOURS.track, 'line-width': 4 },
  });
}

function draw(map: MapLibreMap, layers: MapLayers): void {
  const areas = map.getSource<GeoJSONSource>('console-areas');
  const track = map.getSource<GeoJSONSource>('console-track');
  areas?.setData({
    type: 'FeatureCollection',
    features: (layers.areas ?? []).flatMap((shape) => {
      const ring = areaRing(shape.area);
      // A polygon still being drawn has fewer than three corners: nothing to fill yet.
      if (ring.length < 4) return [];
      return [
        {
          type: 'Feature' as const,
          properties: { colour: areaColour(shape.tone) },
          geometry: { type: 'Polygon' as const, coordinates: [ring] },
        },
      ];
    }),
  });
  const points = (layers.track ?? []).map((p) => [p.longitude, p.latitude]);
  track?.setData(
    points.length > 1
      ? { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: points } }
      : { type: 'FeatureCollection', features: [] },
  );
}
