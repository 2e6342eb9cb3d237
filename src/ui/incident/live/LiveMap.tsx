export type { LiveMapProps } from './map-geometry';
import { Box, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppViewModel } from '../../app/app-context';
import { AXIS_FONT, HEIGHT, SCALE_FONT, WIDTH, builtInMapLayout, type GridLine, type LiveMapProps } from './map-geometry';

// Loaded only when a key is configured: the demo and the tests never fetch the Google map chunk.
const GoogleLiveMap = lazy(() => import('./GoogleLiveMap'));

/**
 * SPEC §2 live map: the incident point and the caller's track. With a Google Maps key in the configuration, google-maps-react-markers
 * (lazy); without it, a built-in map that needs no network (SVG latitude/longitude grid, scale bar, track, latest point).
 */
export function LiveMap(props: LiveMapProps) {
  const { t } = useTranslation();
  const googleKey = useAppViewModel().googleMapsApiKey;
  if (googleKey) {
    return (
      <Suspense fallback={<Spinner aria-label={t('common.loading')} />}>
        <GoogleLiveMap apiKey={googleKey} {...props} />
      </Suspense>
    );
  }
  return <BuiltInMap {...props} />;
}

function BuiltInMap({ incidentPoint, track }: LiveMapProps) {
  const { t } = useTranslation();
  const { toScreen, longitudes, latitudes, scale } = builtInMapLayout([...(incidentPoint ? [incidentPoint] : []), ...track]);
  const path = track.map((p) => toScreen(p.latitude, p.longitude));
  const latest = path[path.length - 1] ?? null;
  const incident = incidentPoint ? toScreen(incidentPoint.latitude, incidentPoint.longitude) : null;
  const label = t(incidentPoint ? 'incident_live.map.summary' : 'incident_live.map.summary_no_incident', { count: track.length });

  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted">
      <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ display: 'block' }}>
        <rect x="0" y="0" width={WIDTH} height={HEIGHT} fill="currentColor" opacity="0.04" />
        {longitudes.map((line) => (
          <MapGridLine key={`lng${line.value}`} line={line} axis="longitude" />
        ))}
        {latitudes.map((line) => (
          <MapGridLine key={`lat${line.value}`} line={line} axis="latitude" />
        ))}
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
        <g>
          <rect x={scale.box.x} y={scale.box.y} width={scale.box.width} height={scale.box.height} fill="white" opacity="0.6" rx="2" />
          <line x1={scale.x} y1={scale.y} x2={scale.x + scale.length} y2={scale.y} stroke="black" strokeWidth="2" />
          <line x1={scale.x} y1={scale.barBox.y} x2={scale.x} y2={scale.barBox.y + scale.barBox.height} stroke="black" strokeWidth="2" />
          <line
            x1={scale.x + scale.length}
            y1={scale.barBox.y}
            x2={scale.x + scale.length}
            y2={scale.barBox.y + scale.barBox.height}
            stroke="black"
            strokeWidth="2"
          />
          <text x={scale.labelX} y={scale.labelY} fontSize={SCALE_FONT} textAnchor="middle" fill="black">
            {scale.text}
          </text>
        </g>
      </svg>
      {track.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" px="2" py="1">
          {t('incident_live.map.no_track')}
        </Text>
      ) : null}
    </Box>
  );
}

/** One line of the built-in map's grid (a meridian drawn top to bottom, a parallel left to right) and its label. */
function MapGridLine({ line, axis }: { readonly line: GridLine; readonly axis: 'longitude' | 'latitude' }) {
  const ends = axis === 'longitude' ? { x1: line.at, y1: 0, x2: line.at, y2: HEIGHT } : { x1: 0, y1: line.at, x2: WIDTH, y2: line.at };
  return (
    <g>
      <line {...ends} stroke="currentColor" strokeOpacity="0.2" />
      {line.label ? (
        <text x={line.label.x} y={line.label.y} fontSize={AXIS_FONT} fill="currentColor" opacity="0.6">
          {line.text}
        </text>
      ) : null}
    </g>
  );
}
