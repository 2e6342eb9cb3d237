import { Box, Text } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PlaceOfInterest } from '../../../domain/admin/places';
import { HEIGHT, WIDTH, builtInMapLayout, type MapLayout, type MapViewport } from './map-geometry';
import { LAYER_COLOURS } from './map-layers';

/** The places inside the map's frame, with where they are drawn. */
function placesInView(layout: Pick<MapLayout, 'toScreen'>, places: readonly PlaceOfInterest[]) {
  return places.flatMap((place) => {
    const at = layout.toScreen(place.latitude, place.longitude);
    return at.x >= 0 && at.y >= 0 && at.x <= WIDTH && at.y <= HEIGHT ? [{ place, x: at.x, y: at.y }] : [];
  });
}

/** A place's words on every map: its name and category. */
export function placeMarkerText(t: TFunction, place: PlaceOfInterest): string {
  return t('admin.places-of-interest.layer_marker', {
    name: place.name,
    category: t(`admin.places-of-interest.category.${place.category}`),
  });
}

interface LayerProps {
  /** The map's view (its centre and zoom): the layer is drawn again only when it or the places change. */
  readonly latitude: number;
  readonly longitude: number;
  readonly zoom: number;
  readonly places: readonly PlaceOfInterest[];
}

/** The places in the view, computed once per view and places (the live page re-renders on every caller update). */
function useShown({ latitude, longitude, zoom, places }: LayerProps) {
  return useMemo(() => {
    const view: MapViewport = { center: { latitude, longitude }, zoom };
    return placesInView(builtInMapLayout([], view), places);
  }, [latitude, longitude, zoom, places]);
}

/** The layer's props from the map's layout. */
export const layerProps = (layout: MapLayout, places: readonly PlaceOfInterest[]): LayerProps => ({
  latitude: layout.center.latitude,
  longitude: layout.center.longitude,
  zoom: layout.zoom,
  places,
});

/** Under the map: the places of interest it shows, by name (what the drawing says, for every reader). */
export const PlacesLayerList = memo(function PlacesLayerList(props: LayerProps) {
  const { t } = useTranslation();
  const shown = useShown(props);
  if (shown.length === 0) return null;
  return (
    <Box px="2" py="1" fontSize="sm">
      <Text as="span" color="fg.muted" me="2">
        <Box as="span" display="inline-block" w="8px" h="8px" bg={LAYER_COLOURS.place} transform="rotate(45deg)" me="2" aria-hidden />
        {t('admin.places-of-interest.layer')}:
      </Text>
      <Box as="ul" aria-label={t('admin.places-of-interest.layer')} display="inline" listStyleType="none" m="0" p="0">
        {shown.map(({ place }, i) => (
          <Box as="li" key={String(place.id)} display="inline">
            {i > 0 ? ', ' : ''}
            {placeMarkerText(t, place)}
          </Box>
        ))}
      </Box>
    </Box>
  );
});
