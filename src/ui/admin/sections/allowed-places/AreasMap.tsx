import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { areaExtent, type MapArea } from '../../../../domain/map/areas';
import { BuiltInMapFrame } from '../../../shared/map/BuiltInMapFrame';
import { builtInMapLayout, type MapLayout } from '../../../shared/map/map-geometry';
import { MARKER_COLOURS } from '../../map/map-markers';
import { MapPickArea } from '../../../shared/map/MapPickArea';
import type { AllowedPlacesViewModel, AreaDraft } from './allowed-places.view-model';

const WORDS = 'admin.allowed_places';
const AREA_COLOUR = '#38a169';
/** The shapes an area may be drawn as, one toggle button each (`draw_circle`, `draw_polygon`). */
const DRAWN_KINDS: readonly AreaDraft['kind'][] = ['circle', 'polygon'];

/** An area on the built-in map: a circle (its radius measured on screen from its northern extreme) or a polygon. */
function AreaShape({
  layout,
  area,
  label,
  tone,
}: {
  layout: MapLayout;
  area: MapArea;
  label: string;
  tone: 'area' | 'selected' | 'draft';
}) {
  const stroke = tone === 'selected' ? MARKER_COLOURS.selected : tone === 'draft' ? MARKER_COLOURS.other : AREA_COLOUR;
  const common = {
    fill: stroke,
    fillOpacity: tone === 'draft' ? 0.1 : 0.18,
    stroke,
    strokeWidth: tone === 'area' ? 2 : 3,
    strokeDasharray: tone === 'draft' ? '6 4' : undefined,
  };
  if (area.kind === 'circle') {
    const centre = layout.toScreen(area.center.latitude, area.center.longitude);
    const [north] = areaExtent(area);
    const edge = north ? layout.toScreen(north.latitude, north.longitude) : centre;
    return (
      <g role="img" aria-label={label}>
        <circle cx={centre.x} cy={centre.y} r={Math.max(2, Math.abs(centre.y - edge.y))} {...common} />
        <circle cx={centre.x} cy={centre.y} r="3" fill={stroke} />
      </g>
    );
  }
  const points = area.points.map((p) => layout.toScreen(p.latitude, p.longitude));
  return (
    <g role="img" aria-label={label}>
      {points.length > 2 ? <polygon points={points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')} {...common} /> : null}
      {points.map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r="4" fill={stroke} />
      ))}
    </g>
  );
}

/** The allowed places on the built-in map, with the drawing tools: a circle or a polygon drawn by clicking the map. */
export const AreasMap = observer(function AreasMap({ vm }: { readonly vm: AllowedPlacesViewModel }) {
  const { t } = useTranslation();
  const layout = builtInMapLayout([], vm.view);
  const draft = vm.draft;
  const draftArea = vm.draftArea;
  return (
    <Stack gap="2" maxW="680px">
      <Flex gap="2" align="center" wrap="wrap">
        <Button size="xs" variant="outline" aria-label={t(`${WORDS}.zoom_in`)} onClick={() => vm.zoomBy(1)}>
          +
        </Button>
        <Button size="xs" variant="outline" aria-label={t(`${WORDS}.zoom_out`)} onClick={() => vm.zoomBy(-1)}>
          −
        </Button>
        <Button size="xs" variant="outline" onClick={() => vm.showAll()} disabled={!vm.zoomedByHand}>
          {t(`${WORDS}.show_all`)}
        </Button>
        {DRAWN_KINDS.map((kind) => (
          <Button
            key={kind}
            size="xs"
            variant={draft?.kind === kind ? 'solid' : 'outline'}
            aria-pressed={draft?.kind === kind}
            onClick={() => vm.startDrawing(kind)}
          >
            {t(`${WORDS}.draw_${kind}`)}
          </Button>
        ))}
      </Flex>
      <BuiltInMapFrame layout={layout} label={t(`${WORDS}.map`)} role="group">
        {draft ? <MapPickArea layout={layout} onPick={(point) => vm.pick(point)} /> : null}
        {vm.areas.map((place) => (
          <AreaShape
            key={String(place.id)}
            layout={layout}
            area={place.area}
            label={t(`${WORDS}.area`, { name: place.name })}
            tone={vm.selectedId === String(place.id) ? 'selected' : 'area'}
          />
        ))}
        {draftArea ? <AreaShape layout={layout} area={draftArea} label={t(`${WORDS}.drawing`)} tone="draft" /> : null}
      </BuiltInMapFrame>
      {draft ? (
        <Flex gap="3" align="end" wrap="wrap" role="group" aria-label={t(`${WORDS}.drawing`)}>
          <Text textStyle="sm" color="fg.muted" flexBasis="100%">
            {t(draft.kind === 'circle' ? `${WORDS}.map_hint_circle` : `${WORDS}.map_hint_polygon`)}
            {draft.kind === 'polygon' ? ` ${t(`${WORDS}.polygon_size`, { count: draft.corners.length })}.` : ''}
          </Text>
          {draft.kind === 'circle' ? (
            <Field.Root width="40">
              <Field.Label>{t(`${WORDS}.radius`)}</Field.Label>
              <Input size="sm" inputMode="numeric" value={draft.radius} onChange={(e) => vm.setDraftRadius(e.currentTarget.value)} />
            </Field.Root>
          ) : (
            <Button size="sm" variant="outline" disabled={draft.corners.length === 0} onClick={() => vm.undoCorner()}>
              {t(`${WORDS}.undo_corner`)}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => vm.cancelDrawing()}>
            {t(`${WORDS}.cancel_drawing`)}
          </Button>
          <Button size="sm" colorPalette="blue" disabled={!vm.draftReady} onClick={() => vm.openAdd()}>
            {t(`${WORDS}.continue`)}
          </Button>
        </Flex>
      ) : null}
    </Stack>
  );
});
