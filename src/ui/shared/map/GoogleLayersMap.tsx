import { Box } from '@chakra-ui/react';
import GoogleMap from 'google-maps-react-markers';
import { useEffect, useRef } from 'react';
import type { MapViewport } from './map-geometry';
import { LAYER_COLOURS, areaColour, areaRing, type MapLayers, type MapMarker } from './map-layers';
import type { PickedPoint } from './MapPickArea';

interface OverlayLike {
  setMap(map: unknown): void;
}
interface MapLike {
  setCenter(center: { lat: number; lng: number }): void;
  setZoom(zoom: number): void;
  addListener(event: string, handler: (event: { latLng?: { lat(): number; lng(): number } }) => void): unknown;
}
interface MapsLike {
  Polyline: new (options: object) => OverlayLike;
  Polygon: new (options: object) => OverlayLike;
}

function Dot({ label, colour, size = 14 }: { lat: number; lng: number; label: string; colour: string; size?: number }) {
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      w={`${size}px`}
      h={`${size}px`}
      borderRadius="full"
      bg={colour}
      borderWidth="2px"
      borderColor="white"
      transform="translate(-50%, -50%)"
    />
  );
}

function MarkerButton({ marker }: { lat: number; lng: number; marker: MapMarker }) {
  const size = marker.count > 1 ? 30 : marker.selected ? 22 : 16;
  return (
    <Box
      as="button"
      aria-label={marker.label}
      aria-pressed={marker.selected}
      onClick={marker.onPress}
      w={`${size}px`}
      h={`${size}px`}
      borderRadius="full"
      bg={marker.live ? LAYER_COLOURS.live : LAYER_COLOURS.other}
      borderWidth={marker.selected ? '4px' : '2px'}
      borderColor={marker.selected ? LAYER_COLOURS.selected : 'white'}
      outline={marker.live ? `2px dashed ${LAYER_COLOURS.live}` : undefined}
      outlineOffset="2px"
      color="white"
      fontSize="xs"
      fontWeight="bold"
      cursor="pointer"
      transform="translate(-50%, -50%)"
    >
      {marker.count > 1 ? marker.count : null}
    </Box>
  );
}

/** Shown by google-maps-react-markers when the Maps script could not load: hands the map to the offline one. */
function LoadFailed({ onFailed }: { readonly onFailed: () => void }) {
  useEffect(onFailed, [onFailed]);
  return null;
}

export interface GoogleLayersMapProps {
  readonly apiKey: string;
  readonly layers: MapLayers;
  readonly view: MapViewport;
  readonly label: string;
  readonly words: { readonly incident: string; readonly caller: string };
  readonly onViewChange: (view: MapViewport) => void;
  readonly onPick?: (point: PickedPoint) => void;
  /** The Maps script loaded and the map exists. */
  readonly onReady: () => void;
  /** The Maps script could not load (no network, a refused key's host). */
  readonly onFailed: () => void;
}

/**
 * The console's map with a Google Maps key (google-maps-react-markers, loaded only then): the same layers as the
 * street map and the offline map, the view applied to the map and the user's moves reported back.
 */
export default function GoogleLayersMap({
  apiKey,
  layers,
  view,
  label,
  words,
  onViewChange,
  onPick,
  onReady,
  onFailed,
}: GoogleLayersMapProps) {
  const { map, attach } = useDrawnShapes(layers);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  const { center, zoom } = view;

  useEffect(() => {
    map.current?.setCenter({ lat: center.latitude, lng: center.longitude });
    map.current?.setZoom(zoom);
  }, [map, center.latitude, center.longitude, zoom]);

  const track = layers.track ?? [];
  const latest = track[track.length - 1] ?? null;
  return (
    <Box role="region" aria-label={label} position="absolute" inset="0">
      <GoogleMap
        apiKey={apiKey}
        defaultCenter={{ lat: center.latitude, lng: center.longitude }}
        defaultZoom={zoom}
        mapMinHeight="100%"
        loadingContent={null}
        errorContent={<LoadFailed onFailed={onFailed} />}
        onGoogleApiLoaded={({ map: loaded, maps: api }: { map: MapLike; maps: MapsLike }) => {
          loaded.addListener('click', (event) => {
            if (event.latLng) pick.current?.({ latitude: event.latLng.lat(), longitude: event.latLng.lng() });
          });
          attach(loaded, api);
          onReady();
        }}
        onChange={({ zoom: z, center: [lng, lat] }) => {
          if (typeof lat === 'number' && typeof lng === 'number') onViewChange({ center: { latitude: lat, longitude: lng }, zoom: z });
        }}
      >
        {(layers.places ?? []).map((place) => (
          <Dot
            key={`p${String(place.id)}`}
            lat={place.latitude}
            lng={place.longitude}
            label={place.name}
            colour={LAYER_COLOURS.place}
            size={12}
          />
        ))}
        {(layers.markers ?? []).map((marker) => (
          <MarkerButton key={marker.key} lat={marker.latitude} lng={marker.longitude} marker={marker} />
        ))}
        {layers.incidentPoint ? (
          <Dot
            lat={layers.incidentPoint.latitude}
            lng={layers.incidentPoint.longitude}
            label={words.incident}
            colour={LAYER_COLOURS.incident}
          />
        ) : null}
        {latest ? <Dot lat={latest.latitude} lng={latest.longitude} label={words.caller} colour={LAYER_COLOURS.caller} /> : null}
      </GoogleMap>
    </Box>
  );
}

/**
 * The track and the areas drawn as the Maps API's own shapes, drawn again on every render once the map exists
 * (`attach`) and removed with the map.
 */
function useDrawnShapes(layers: MapLayers) {
  const map = useRef<MapLike | null>(null);
  const maps = useRef<MapsLike | null>(null);
  const overlays = useRef<OverlayLike[]>([]);
  const drawShapes = () => {
    for (const overlay of overlays.current) overlay.setMap(null);
    overlays.current = maps.current && map.current ? shapesOf(maps.current, map.current, layers) : [];
  };
  useEffect(drawShapes);
  useEffect(
    () => () => {
      for (const overlay of overlays.current) overlay.setMap(null);
    },
    [],
  );
  const attach = (loaded: MapLike, api: MapsLike) => {
    map.current = loaded;
    maps.current = api;
    drawShapes();
  };
  return { map, attach };
}

/** The track as a line and each area as a polygon, on `map`. */
function shapesOf(api: MapsLike, map: MapLike, layers: MapLayers): OverlayLike[] {
  const path = (layers.track ?? []).map((p) => ({ lat: p.latitude, lng: p.longitude }));
  const shapes = [new api.Polyline({ map, path, strokeColor: LAYER_COLOURS.track, strokeWeight: 3 })];
  for (const shape of layers.areas ?? []) {
    const colour = areaColour(shape.tone);
    const paths = areaRing(shape.area).map(([lng, lat]) => ({ lat, lng }));
    shapes.push(new api.Polygon({ map, paths, strokeColor: colour, fillColor: colour, fillOpacity: 0.18 }));
  }
  return shapes;
}
