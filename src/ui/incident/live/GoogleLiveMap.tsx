import { Box } from '@chakra-ui/react';
import GoogleMap from 'google-maps-react-markers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAP_ZOOM } from '../../../domain/shared/constants';
import { mapView, type LiveMapProps } from '../../shared/map/map-geometry';

interface PolylineLike {
  setPath(path: { lat: number; lng: number }[]): void;
  setMap(map: unknown): void;
}

function Marker({ label, color }: { lat: number; lng: number; label: string; color: string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      w="14px"
      h="14px"
      borderRadius="full"
      bg={color}
      borderWidth="2px"
      borderColor="white"
      transform="translate(-50%, -50%)"
    />
  );
}

/** SPEC §2 live map with google-maps-react-markers (only loaded when VITE_GOOGLE_MAPS_API_KEY is set). */
export default function GoogleLiveMap({ apiKey, incidentPoint, track }: LiveMapProps & { readonly apiKey: string }) {
  const { t } = useTranslation();
  const polyline = useRef<PolylineLike | null>(null);
  const all = [...(incidentPoint ? [incidentPoint] : []), ...track];
  const { center } = mapView(all);
  const latest = track[track.length - 1] ?? null;

  useEffect(() => {
    polyline.current?.setPath(track.map((p) => ({ lat: p.latitude, lng: p.longitude })));
  }, [track]);
  useEffect(() => () => polyline.current?.setMap(null), []);

  return (
    <Box
      role="region"
      aria-label={t(incidentPoint ? 'incident_live.map.summary' : 'incident_live.map.summary_no_incident', { count: track.length })}
      h="300px"
      borderRadius="md"
      overflow="hidden"
    >
      <GoogleMap
        apiKey={apiKey}
        defaultCenter={{ lat: center.latitude, lng: center.longitude }}
        defaultZoom={DEFAULT_MAP_ZOOM}
        mapMinHeight="300px"
        onGoogleApiLoaded={({ map, maps }: { map: unknown; maps: { Polyline: new (options: object) => PolylineLike } }) => {
          polyline.current = new maps.Polyline({ map, strokeColor: '#3182ce', strokeWeight: 3 });
          polyline.current.setPath(track.map((p) => ({ lat: p.latitude, lng: p.longitude })));
        }}
      >
        {incidentPoint ? (
          <Marker lat={incidentPoint.latitude} lng={incidentPoint.longitude} label={t('incident_live.map.incident')} color="#e53e3e" />
        ) : null}
        {latest ? <Marker lat={latest.latitude} lng={latest.longitude} label={t('incident_live.map.caller')} color="#38a169" /> : null}
      </GoogleMap>
    </Box>
  );
}
