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
    const at = svgPoint(event.currentTarget.ownerSVGElement, event.clientX, event.clientY);
    if (at) onPick(screenToPoint(layout, at.x, at.y));
  };
  return (
    <rect
      data-testid="map-pick-area"
      x="0"
      y="0"
      width={layout.width}
      height={layout.height}
      fill="transparent"
      style={{ cursor: 'crosshair' }}
      onClick={pick}
    />
  );
}

/**
 * A position on screen in the map's viewBox units. The drawing keeps its proportions inside a box of any shape
 * (bands above and below or beside it), so the screen's transform is asked when the browser has one.
 */
export function svgPoint(svg: SVGSVGElement | null | undefined, clientX: number, clientY: number): { x: number; y: number } | null {
  if (!svg) return null;
  const matrix = typeof svg.getScreenCTM === 'function' ? svg.getScreenCTM() : null;
  if (matrix && typeof DOMPoint === 'function') {
    const p = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  }
  const box = svg.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  const [, , width = WIDTH, height = HEIGHT] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  return { x: ((clientX - box.left) / box.width) * width, y: ((clientY - box.top) / box.height) * height };
}
