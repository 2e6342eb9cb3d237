export type { LiveMapProps } from './map-geometry';
import { Box, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HEIGHT, WIDTH, mapView, niceFloor, niceStep, project, unproject, type LiveMapProps } from './map-geometry';


const GOOGLE_KEY: string = (import.meta.env.VITE_GOOGLE_MAPS_API_KEY as string | undefined) ?? '';

// Loaded only when a key is configured: the demo and the tests never fetch the Google map chunk.
const GoogleLiveMap = lazy(() => import('./GoogleLiveMap'));

/**
 * SPEC §2 live map: the incident point and the caller's track. With VITE_GOOGLE_MAPS_API_KEY, google-maps-react-markers
 * (lazy); without it, a built-in map that needs no network (SVG latitude/longitude grid, scale bar, track, latest point).
 */
export function LiveMap(props: LiveMapProps) {
  const { t } = useTranslation();
  if (GOOGLE_KEY) {
    return (
      <Suspense fallback={<Spinner aria-label={t('common.loading')} />}>
        <GoogleLiveMap apiKey={GOOGLE_KEY} {...props} />
      </Suspense>
    );
  }
  return <BuiltInMap {...props} />;
}

function BuiltInMap({ incidentPoint, track }: LiveMapProps) {
  const { t } = useTranslation();
  const all = [...(incidentPoint ? [incidentPoint] : []), ...track];
  const { center, zoom } = mapView(all);
  const c = project(center.latitude, center.longitude, zoom);
  const origin = { x: c.x - WIDTH / 2, y: c.y - HEIGHT / 2 };
  const toScreen = (latitude: number, longitude: number) => {
    const p = project(latitude, longitude, zoom);
    return { x: p.x - origin.x, y: p.y - origin.y };
  };
  const topLeft = unproject(origin.x, origin.y, zoom);
  const bottomRight = unproject(origin.x + WIDTH, origin.y + HEIGHT, zoom);
  const lngStep = niceStep((bottomRight.longitude - topLeft.longitude) / 5);
  const latStep = niceStep((topLeft.latitude - bottomRight.latitude) / 4);
  const lngLines: number[] = [];
  for (let v = Math.ceil(topLeft.longitude / lngStep) * lngStep; v <= bottomRight.longitude; v += lngStep) lngLines.push(v);
  const latLines: number[] = [];
  for (let v = Math.ceil(bottomRight.latitude / latStep) * latStep; v <= topLeft.latitude; v += latStep) latLines.push(v);
  const decimals = Math.max(0, -Math.floor(Math.log10(lngStep)));
  const metresPerPixel = (156543.03392 * Math.cos((center.latitude * Math.PI) / 180)) / 2 ** zoom;
  const scaleMetres = niceFloor((WIDTH / 4) * metresPerPixel);
  const scalePx = scaleMetres / metresPerPixel;
  const scaleLabel = scaleMetres >= 1000 ? `${scaleMetres / 1000} km` : `${scaleMetres} m`;
  const path = track.map((p) => toScreen(p.latitude, p.longitude));
  const latest = path[path.length - 1] ?? null;
  const incident = incidentPoint ? toScreen(incidentPoint.latitude, incidentPoint.longitude) : null;
  const label = t(incidentPoint ? 'incident_live.map.summary' : 'incident_live.map.summary_no_incident', { count: track.length });

  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted">
      <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ display: 'block' }}>
        <rect x="0" y="0" width={WIDTH} height={HEIGHT} fill="currentColor" opacity="0.04" />
        {lngLines.map((v) => {
          const x = toScreen(center.latitude, v).x;
          return (
            <g key={`lng${v}`}>
              <line x1={x} y1={0} x2={x} y2={HEIGHT} stroke="currentColor" strokeOpacity="0.2" />
              <text x={x + 2} y={HEIGHT - 4} fontSize="9" fill="currentColor" opacity="0.6">
                {v.toFixed(decimals)}
              </text>
            </g>
          );
        })}
        {latLines.map((v) => {
          const y = toScreen(v, center.longitude).y;
          return (
            <g key={`lat${v}`}>
              <line x1={0} y1={y} x2={WIDTH} y2={y} stroke="currentColor" strokeOpacity="0.2" />
              <text x={2} y={y - 2} fontSize="9" fill="currentColor" opacity="0.6">
                {v.toFixed(decimals)}
              </text>
            </g>
          );
        })}
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
            <text x={incident.x + 10} y={incident.y + 4} fontSize="11" fill="currentColor">
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
        <g transform={`translate(${WIDTH - scalePx - 16}, ${HEIGHT - 18})`}>
          <rect x="-4" y="-12" width={scalePx + 8} height="18" fill="white" opacity="0.6" rx="2" />
          <line x1="0" y1="0" x2={scalePx} y2="0" stroke="black" strokeWidth="2" />
          <line x1="0" y1="-4" x2="0" y2="2" stroke="black" strokeWidth="2" />
          <line x1={scalePx} y1="-4" x2={scalePx} y2="2" stroke="black" strokeWidth="2" />
          <text x={scalePx / 2} y="-3" fontSize="10" textAnchor="middle" fill="black">
            {scaleLabel}
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
