import { Badge, IconButton } from '@chakra-ui/react';
import ExternalLink from 'lucide-react/icons/external-link';
import { useTranslation } from 'react-i18next';
import type { PlaceOfInterest } from '../../../domain/admin/places';
import type { MapPoint } from '../../../domain/live/map-points';
import { ConsoleMap } from '../../shared/map/ConsoleMap';

/** The live map's input. */
export interface LiveMapProps {
  /** The incident's own point (null when it has no coordinates). */
  readonly incidentPoint: { readonly latitude: number; readonly longitude: number } | null;
  /** The caller's location track, oldest first. */
  readonly track: readonly MapPoint[];
  /** The places of interest drawn as a layer. */
  readonly places?: readonly PlaceOfInterest[];
  /** The caller's latest position in the tenant's maps (SPEC §3 shareLocationPreference); none hides "open in maps". */
  readonly mapsLink?: string | null;
  /** The map's height; '100%' fills the box the page gives it. */
  readonly height?: string;
  /** False keeps the offline map while the caller's video is awaited (ConsoleMap's drawNow). */
  readonly drawNow?: boolean;
}

/** SPEC §2 live map: the incident's point, the caller's track and latest position, and the places of interest. */
export function LiveMap({ incidentPoint, track, places = [], mapsLink = null, height = '360px', drawNow = true }: LiveMapProps) {
  const { t } = useTranslation();
  const label = t(incidentPoint ? 'incident_live.map.summary' : 'incident_live.map.summary_no_incident', { count: track.length });
  return (
    <ConsoleMap
      label={label}
      layers={{ incidentPoint, track, places }}
      height={height}
      drawNow={drawNow}
      actions={
        mapsLink ? (
          <IconButton asChild size="xs" variant="surface" aria-label={t('map.open_in_maps')} title={t('map.open_in_maps')}>
            <a href={mapsLink} target="_blank" rel="noopener noreferrer">
              <ExternalLink />
            </a>
          </IconButton>
        ) : null
      }
      note={
        track.length === 0 ? (
          <Badge colorPalette="gray" variant="surface">
            {t('incident_live.map.no_track')}
          </Badge>
        ) : null
      }
    />
  );
}
