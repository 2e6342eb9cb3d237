import { Box, IconButton, Stack, VisuallyHidden } from '@chakra-ui/react';
import LocateFixed from 'lucide-react/icons/locate-fixed';
import Maximize2 from 'lucide-react/icons/maximize-2';
import Minimize2 from 'lucide-react/icons/minimize-2';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { Suspense, lazy, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { builtInMapLayout, type MapSize, type MapViewport } from './map-geometry';
import { layerPoints, type MapLayers } from './map-layers';
import { MapSettingsContext } from './map-settings';
import type { PickedPoint } from './MapPickArea';
import { OfflineMap } from './OfflineMap';
import { PlacesLayerList, layerProps } from './PlacesLayer';
import { useStyleAnswered } from './street-style';

// Each renderer is its own chunk, loaded by the first screen that draws a map: never with the login route.
const GoogleLayersMap = lazy(() => import('./GoogleLayersMap'));
const StreetMap = lazy(() => import('./StreetMap'));

/** Styles that could not be drawn in this page (unreachable, or no WebGL): the other maps go offline at once. */
const failedStyles = new Set<string>();

type Responsive = string | Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl' | '2xl', string>>;

export interface ConsoleMapProps {
  /** The map's accessible name: what it shows. */
  readonly label: string;
  /** 'group' when it holds markers to press. */
  readonly role?: 'img' | 'group';
  readonly layers: MapLayers;
  /**
   * The view a screen keeps (its zoom buttons, its list's selection): null fits the layers. Left out, the map keeps
   * its own view, fitting the layers until the user moves it, with buttons to zoom and fit again.
   */
  readonly view?: MapViewport | null;
  readonly onViewChange?: (view: MapViewport) => void;
  /** A click off the markers picks that point. */
  readonly onPick?: (point: PickedPoint) => void;
  /** The map's height (the live page gives '100%' of its box). */
  readonly height?: Responsive;
  /** Buttons over the map's corner besides the full-screen toggle (the live page's "open in maps"). */
  readonly actions?: ReactNode;
  /** A short note over the map's bottom-left corner ("no caller location yet"). */
  readonly note?: ReactNode;
  /**
   * False keeps the offline map for now: the drawn map's renderer (street or Google) is not fetched until it turns
   * true (the live page, while the caller's video is awaited). True when left out.
   */
  readonly drawNow?: boolean;
}

/**
 * Every map of the console: one set of layers (incidents, places of interest, allowed areas, the incident and the
 * caller's track) drawn by Google Maps with a key; without one by the MapLibre street map; and, until that street
 * map is drawn or when it cannot be (no network, no WebGL), by the offline map, which needs neither.
 */
export function ConsoleMap(props: ConsoleMapProps) {
  const { label, role = 'img', layers, view, onViewChange, onPick, height = '420px', actions, note, drawNow: wanted = true } = props;
  const { t } = useTranslation();
  const settings = useContext(MapSettingsContext);
  const [fullScreen, setFullScreen] = useFullScreen();
  const styleUrl = settings.mapStyleUrl;
  // 'lost': the street map was drawn, then its source stopped answering; it keeps asking while the offline map stands in.
  const [street, setStreet] = useState<RendererState>(styleUrl && !failedStyles.has(styleUrl) ? 'loading' : 'failed');
  const streetFailed = () => {
    failedStyles.add(styleUrl);
    setStreet('failed');
  };
  // With a key, Google draws the map once its script has loaded; until then, and when it cannot load, the offline map.
  const googleKey = settings.googleMapsApiKey;
  // Without one, the street map's renderer is fetched once the screen wants it and its style has answered
  // (street-style.ts); with a key the style is never asked for (the policy lets in Google's hosts, not the style's).
  const styleAnswered = useStyleAnswered(googleKey ? '' : styleUrl, wanted && street !== 'failed', streetFailed);
  const [google, setGoogle] = useState<'loading' | 'ready' | 'failed'>('loading');
  const box = useRef<HTMLDivElement>(null);
  const { layout, current, move, controlled, own, setOwn } = useMapView(layers, view, onViewChange, useBoxSize(box));
  const words = useMemo(() => ({ incident: t('map.incident'), caller: t('map.caller') }), [t]);

  const renderer = googleKey ? (google === 'ready' ? 'google' : 'offline') : street === 'ready' ? 'street' : 'offline';
  // What both renderers draw, and how they answer a move or a pick.
  const drawn = { layers, view: current, label, words, onViewChange: move, onPick };
  const offline = (
    <OfflineMap
      layout={layout}
      layers={layers}
      label={label}
      role={role}
      onViewChange={move}
      onPick={onPick}
      notice={street === 'lost' && !googleKey ? t('map.street_lost') : t('map.offline')}
    />
  );
  return (
    <Box ref={box} {...frameProps(fullScreen, height)} overflow="hidden" bg="bg.muted" data-map-renderer={renderer}>
      {googleKey ? (
        <DrawnOver state={google} offline={offline}>
          {wanted ? (
            <GoogleLayersMap apiKey={googleKey} {...drawn} onReady={() => setGoogle('ready')} onFailed={() => setGoogle('failed')} />
          ) : null}
        </DrawnOver>
      ) : (
        <DrawnOver state={street} offline={offline}>
          {styleAnswered ? (
            <StreetMap
              styleUrl={styleUrl}
              {...drawn}
              role={role}
              onReady={() => setStreet('ready')}
              onFailed={streetFailed}
              onLost={() => setStreet('lost')}
            />
          ) : null}
        </DrawnOver>
      )}
      <MapButtons
        fullScreen={fullScreen}
        onFullScreen={() => setFullScreen((on) => !on)}
        zoom={
          renderer === 'google'
            ? null
            : (by) => move({ ...current, zoom: by > 0 ? Math.min(20, current.zoom + 1) : Math.max(2, current.zoom - 1) })
        }
        fit={controlled || renderer === 'google' ? null : { disabled: own === null, onFit: () => setOwn(null) }}
      >
        {actions}
      </MapButtons>
      {note ? <MapNote>{note}</MapNote> : null}
      <VisuallyHidden>
        <PlacesLayerList {...layerProps(layout, layers.places ?? [])} />
      </VisuallyHidden>
    </Box>
  );
}

/**
 * The view a screen keeps (`view` given) or the map's own (fitting the layers until the user moves it), laid out at the
 * box's size: the offline map is drawn at the box's own size (its words at their size), and a fitting view fits the box.
 */
function useMapView(
  layers: MapLayers,
  view: MapViewport | null | undefined,
  onViewChange: ((view: MapViewport) => void) | undefined,
  size: MapSize | null,
) {
  const [own, setOwn] = useState<MapViewport | null>(null);
  const controlled = view !== undefined;
  const layout = builtInMapLayout(layerPoints(layers), controlled ? view : own, size ?? undefined);
  const current: MapViewport = { center: layout.center, zoom: layout.zoom };
  const move = (next: MapViewport) => (controlled ? onViewChange?.(next) : setOwn(next));
  return { layout, current, move, controlled, own, setOwn };
}

/** The map's box: its place on the page, or the whole window in full screen. */
function frameProps(fullScreen: boolean, height: Responsive) {
  return fullScreen
    ? ({ position: 'fixed', inset: '0', zIndex: 'modal', h: '100dvh', w: '100vw', minH: '0', borderWidth: '0', borderRadius: '0' } as const)
    : ({ position: 'relative', h: height, w: 'full', minH: '0', borderWidth: '1px', borderRadius: 'md' } as const);
}

/** A note over the map's bottom-left corner, above the offline map's bottom row of longitudes, which it would otherwise cover. */
function MapNote({ children }: { children: ReactNode }) {
  return (
    <Box position="absolute" bottom="7" left="2" zIndex="1" pointerEvents="none">
      {children}
    </Box>
  );
}

type RendererState = 'loading' | 'ready' | 'lost' | 'failed';

/** A renderer in its own chunk, hidden over the offline map until it is drawn; gone, leaving the offline map, once it failed. */
function DrawnOver({ state, offline, children }: { state: RendererState; offline: ReactNode; children: ReactNode }) {
  return (
    <>
      {state !== 'ready' ? offline : null}
      {state !== 'failed' ? (
        <Box position="absolute" inset="0" visibility={state === 'ready' ? 'visible' : 'hidden'}>
          <Suspense fallback={null}>{children}</Suspense>
        </Box>
      ) : null}
    </>
  );
}

interface MapButtonsProps {
  readonly fullScreen: boolean;
  readonly onFullScreen: () => void;
  /** Null where the renderer draws its own zoom buttons (Google). */
  readonly zoom: ((by: 1 | -1) => void) | null;
  /** Null where the screen keeps the view (or the renderer has its own controls). */
  readonly fit: { readonly disabled: boolean; readonly onFit: () => void } | null;
  /** The screen's own buttons after the map's. */
  readonly children?: ReactNode;
}

/** The buttons over the map's top-right corner: full screen, zoom in and out, fit the layers again. */
function MapButtons({ fullScreen, onFullScreen, zoom, fit, children }: MapButtonsProps) {
  const { t } = useTranslation();
  return (
    <Stack position="absolute" top="2" right="2" gap="1" zIndex="1">
      <IconButton
        size="xs"
        variant="surface"
        aria-label={t(fullScreen ? 'map.exit_full_screen' : 'map.full_screen')}
        aria-pressed={fullScreen}
        onClick={onFullScreen}
      >
        {fullScreen ? <Minimize2 /> : <Maximize2 />}
      </IconButton>
      {zoom ? (
        <>
          <IconButton size="xs" variant="surface" aria-label={t('map.zoom_in')} onClick={() => zoom(1)}>
            <Plus />
          </IconButton>
          <IconButton size="xs" variant="surface" aria-label={t('map.zoom_out')} onClick={() => zoom(-1)}>
            <Minus />
          </IconButton>
        </>
      ) : null}
      {fit ? (
        <IconButton size="xs" variant="surface" aria-label={t('map.fit')} disabled={fit.disabled} onClick={fit.onFit}>
          <LocateFixed />
        </IconButton>
      ) : null}
      {children}
    </Stack>
  );
}

/** Whether the map fills the window; Escape leaves full screen. */
function useFullScreen() {
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    if (!fullScreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullScreen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullScreen]);
  return [fullScreen, setFullScreen] as const;
}

/** The box's size in pixels, followed as it changes (null before it is measured, or while it has none). */
function useBoxSize(box: { readonly current: HTMLElement | null }): MapSize | null {
  const [size, setSize] = useState<MapSize | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const measure = () => {
      const width = Math.round(element.clientWidth);
      const height = Math.round(element.clientHeight);
      setSize((old) => (width < 50 || height < 50 ? null : old && old.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return size;
}
