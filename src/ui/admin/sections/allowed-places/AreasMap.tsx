import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConsoleMap } from '../../../shared/map/ConsoleMap';
import type { MapAreaShape } from '../../../shared/map/map-layers';
import type { AllowedPlacesViewModel, AreaDraft } from './allowed-places.view-model';

const WORDS = 'admin.allowed-places';
/** The shapes an area may be drawn as, one toggle button each (`draw_circle`, `draw_polygon`). */
const DRAWN_KINDS: readonly AreaDraft['kind'][] = ['circle', 'polygon'];

/** The allowed places on the console's map, with the drawing tools: a circle or a polygon drawn by clicking the map. */
export const AreasMap = observer(function AreasMap({ vm }: { readonly vm: AllowedPlacesViewModel }) {
  const { t } = useTranslation();
  const draft = vm.draft;
  const draftArea = vm.draftArea;
  return (
    <Stack gap="2" maxW="680px">
      <Flex gap="2" align="center" wrap="wrap">
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
      <ConsoleMap
        label={t(`${WORDS}.map`)}
        role="group"
        layers={{
          areas: [
            ...vm.areas.map((place): MapAreaShape => ({
              key: String(place.id),
              area: place.area,
              label: t(`${WORDS}.area`, { name: place.name }),
              tone: vm.selectedId === String(place.id) ? 'selected' : 'area',
            })),
            ...(draftArea ? [{ key: 'draft', area: draftArea, label: t(`${WORDS}.drawing`), tone: 'draft' as const }] : []),
          ],
        }}
        view={vm.view}
        onViewChange={(view) => vm.setView(view)}
        onPick={draft ? (point) => vm.pick(point) : undefined}
      />
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
