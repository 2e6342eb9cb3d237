import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AXIS_FONT, SCALE_FONT, type GridLine, type MapLayout } from './map-geometry';

/**
 * The built-in map that needs no network (no tiles): an SVG latitude/longitude grid of the layout's view and its
 * scale bar, with what the map shows drawn between them (`children`, in viewBox units through `layout.toScreen`).
 * The live page draws the incident and the caller's track on it; the admin maps their markers. Its words take their
 * size from a style: the page's base styles give every element the inherited font, which outranks SVG font attributes.
 */
export function BuiltInMapFrame({
  layout,
  label,
  children,
  below,
  role = 'img',
  fill = false,
}: {
  readonly layout: MapLayout;
  /** The map's accessible name: what it shows. */
  readonly label: string;
  readonly children: ReactNode;
  /** Shown under the map (a note). */
  readonly below?: ReactNode;
  /** 'img' for a picture; 'group' when what it draws can be pressed (an img's content is hidden from assistive technology). */
  readonly role?: 'img' | 'group';
  /** Fill the container's height, the map drawn whole and centred; else as high as its width asks. */
  readonly fill?: boolean;
}) {
  const { longitudes, latitudes, scale, width, height } = layout;
  return (
    <Box borderWidth={fill ? '0' : '1px'} borderRadius="md" overflow="hidden" bg="bg.muted" {...(fill ? FILL_FRAME : {})}>
      <svg
        role={role}
        aria-label={label}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={fill ? { display: 'block', flex: '1 1 0', minHeight: 0, height: '100%' } : { display: 'block' }}
      >
        <rect x="0" y="0" width={width} height={height} fill="currentColor" opacity="0.04" />
        {longitudes.map((line) => (
          <MapGridLine key={`lng${line.value}`} line={line} axis="longitude" layout={layout} />
        ))}
        {latitudes.map((line) => (
          <MapGridLine key={`lat${line.value}`} line={line} axis="latitude" layout={layout} />
        ))}
        {children}
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
          <text x={scale.labelX} y={scale.labelY} style={{ fontSize: `${SCALE_FONT}px` }} textAnchor="middle" fill="black">
            {scale.text}
          </text>
        </g>
      </svg>
      {below}
    </Box>
  );
}

const FILL_FRAME = { h: 'full', display: 'flex', flexDirection: 'column' } as const;

/** One line of the built-in map's grid (a meridian drawn top to bottom, a parallel left to right) and its label. */
function MapGridLine({
  line,
  axis,
  layout,
}: {
  readonly line: GridLine;
  readonly axis: 'longitude' | 'latitude';
  readonly layout: MapLayout;
}) {
  const ends =
    axis === 'longitude' ? { x1: line.at, y1: 0, x2: line.at, y2: layout.height } : { x1: 0, y1: line.at, x2: layout.width, y2: line.at };
  return (
    <g>
      <line {...ends} stroke="currentColor" strokeOpacity="0.2" />
      {line.label ? (
        <text x={line.label.x} y={line.label.y} style={{ fontSize: `${AXIS_FONT}px` }} fill="currentColor" opacity="0.6">
          {line.text}
        </text>
      ) : null}
    </g>
  );
}
