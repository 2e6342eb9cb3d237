export type { LiveMapProps } from '../../shared/map/map-geometry';
import { Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppViewModel } from '../../app/app-context';
import { BuiltInMapFrame } from '../../shared/map/BuiltInMapFrame';
import { builtInMapLayout, type LiveMapProps } from '../../shared/map/map-geometry';
import { PlacesLayer, PlacesLayerList, layerProps } from '../../shared/map/PlacesLayer';

// Loaded only when a key is configured: the demo and the tests never fetch the Google map chunk.
const GoogleLiveMap = lazy(() => import('./GoogleLiveMap'));

/**
 * SPEC §2 live map: the incident point and the caller's track. With a Google Maps key in the configuration, google-maps-react-markers
 * (lazy); without it, a built-in map that needs no network (SVG latitude/longitude grid, scale bar, track, latest point).
 * `fill`: the built-in map fills the height its container gives (the one-screen live page), drawn whole inside it.
 */
export function LiveMap({ fill = false, ...props }: LiveMapProps & { readonly fill?: boolean }) {
  const { t } = useTranslation();
  const googleKey = useAppViewModel().googleMapsApiKey;
  if (googleKey) {
    return (
      <Suspense fallback={<Spinner aria-label={t('common.loading')} />}>
        <GoogleLiveMap apiKey={googleKey} {...props} />
      </Suspense>
    );
  }
  return <BuiltInMap {...props} fill={fill} />;
}

function BuiltInMap({ incidentPoint, track, places = [], fill }: LiveMapProps & { readonly fill: boolean }) {
  const { t } = useTranslation();
  const layout = builtInMapLayout([...(incidentPoint ? [incidentPoint] : []), ...track]);
  const { toScreen } = layout;
  const path = track.map((p) => toScreen(p.latitude, p.longitude));
  const latest = path[path.length - 1] ?? null;
  const incident = incidentPoint ? toScreen(incidentPoint.latitude, incidentPoint.longitude) : null;
  const label = t(incidentPoint ? 'incident_live.map.summary' : 'incident_live.map.summary_no_incident', { count: track.length });

  return (
    <BuiltInMapFrame
      layout={layout}
      label={label}
      fill={fill}
      below={
        <>
          {track.length === 0 ? (
            <Text fontSize="sm" color="fg.muted" px="2" py="1">
              {t('incident_live.map.no_track')}
            </Text>
          ) : null}
          <PlacesLayerList {...layerProps(layout, places)} />
        </>
      }
    >
      <PlacesLayer {...layerProps(layout, places)} />
      {path.length > 1 ? (
        <polyline
          points={path.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}
          fill="none"
          stroke="#3182ce"
          strokeWidth="3"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      ) : null}
      {incident ? (
        <g>
          <circle cx={incident.x} cy={incident.y} r="8" fill="#e53e3e" stroke="white" strokeWidth="2" />
          {/* Below the point, and the caller's label above theirs: both stay readable when the caller is at the incident. */}
          <text x={incident.x + 10} y={incident.y + 18} fontSize="11" fill="currentColor">
            {t('incident_live.map.incident')}
          </text>
        </g>
      ) : null}
      {latest ? (
        <g>
          <circle cx={latest.x} cy={latest.y} r="7" fill="#38a169" stroke="white" strokeWidth="2" />
          <text x={latest.x + 9} y={latest.y - 8} fontSize="11" fill="currentColor">
            {t('incident_live.map.caller')}
          </text>
        </g>
      ) : null}
    </BuiltInMapFrame>
  );
}
