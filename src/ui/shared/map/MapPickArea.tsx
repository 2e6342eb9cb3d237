import type { MouseEvent } from 'react';
import { HEIGHT, WIDTH, screenToPoint, type MapLayout } from './map-geometry';

/** A point picked on a map. */
export interface PickedPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * The background of a built-in map that can be clicked (drawn first inside BuiltInMapFrame, under the markers): a
 * click anywhere off a marker gives the point under it. Pointer only; every screen offering it has a form to type
 * the coordinates too.
 */
export function MapPickArea({ layout, onPick }: { readonly layout: MapLayout; readonly onPick: (point: PickedPoint) => void }) {
  const pick = (event: MouseEvent<SVGRectElement>) => {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.left) / box.width) * WIDTH;
    const y = ((event.clientY - box.top) / box.height) * HEIGHT;
    onPick(screenToPoint(layout, x, y));
  };
  return (
    <rect
      data-testid="map-pick-area"
      x="0"
      y="0"
      width={WIDTH}
      height={HEIGHT}
      fill="transparent"
      style={{ cursor: 'crosshair' }}
      onClick={pick}
    />
  );
}
