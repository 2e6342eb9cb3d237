import { Box } from '@chakra-ui/react';
import GoogleMap from 'google-maps-react-markers';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKER_COLOURS, type MarkerLook } from './map-markers';
import type { MapListViewModel } from './map-list.view-model';
import { drawnMarkers, pressMarker } from './marker-words';

interface MapLike {
  setCenter(center: { lat: number; lng: number }): void;
  setZoom(zoom: number): void;
}

function HtmlMarker({ look, count, onPress }: { lat: number; lng: number; look: MarkerLook; count: number; onPress: () => void }) {
  const size = look.cluster ? 30 : look.selected ? 22 : 16;
  return (
    <Box
      as="button"
      aria-label={look.label}
      aria-pressed={look.selected}
      onClick={onPress}
      w={`${size}px`}
      h={`${size}px`}
      borderRadius="full"
      bg={look.live ? MARKER_COLOURS.live : MARKER_COLOURS.other}
      borderWidth={look.selected ? '4px' : '2px'}
      borderColor={look.selected ? MARKER_COLOURS.selected : 'white'}
      outline={look.live ? `2px dashed ${MARKER_COLOURS.live}` : undefined}
      outlineOffset="2px"
      color="white"
      fontSize="xs"
      fontWeight="bold"
      cursor="pointer"
      transform="translate(-50%, -50%)"
    >
      {look.cluster ? count : null}
    </Box>
  );
}

/**
 * The admin maps with a Google Maps key: google-maps-react-markers (loaded only then, like the live page's map), the
 * view model's clusters as markers, its view applied to the map and the user's moves reported back to it.
 */
export default observer(function GoogleMarkerMap({
  apiKey,
  vm,
  words,
}: {
  readonly apiKey: string;
  readonly vm: MapListViewModel;
  readonly words: string;
}) {
  const { t } = useTranslation();
  const map = useRef<MapLike | null>(null);
  const { center, zoom } = vm.view;

  useEffect(() => {
    map.current?.setCenter({ lat: center.latitude, lng: center.longitude });
    map.current?.setZoom(zoom);
  }, [center.latitude, center.longitude, zoom]);

  return (
    <Box role="region" aria-label={t(`${words}.map`)} h="420px" borderRadius="md" overflow="hidden">
      <GoogleMap
        apiKey={apiKey}
        defaultCenter={{ lat: center.latitude, lng: center.longitude }}
        defaultZoom={zoom}
        mapMinHeight="420px"
        onGoogleApiLoaded={({ map: loaded }: { map: MapLike }) => {
          map.current = loaded;
        }}
        onChange={({ zoom: z, center: [lng, lat] }) => {
          if (typeof lat === 'number' && typeof lng === 'number') vm.setView({ center: { latitude: lat, longitude: lng }, zoom: z });
        }}
      >
        {drawnMarkers(t, words, vm).map(({ cluster, look }) => (
          <HtmlMarker
            key={cluster.key}
            lat={cluster.latitude}
            lng={cluster.longitude}
            look={look}
            count={cluster.members.length}
            onPress={() => pressMarker(vm, cluster)}
          />
        ))}
      </GoogleMap>
    </Box>
  );
});
