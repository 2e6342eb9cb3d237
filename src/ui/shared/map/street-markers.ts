import { LAYER_COLOURS, type MapLayers, type MapMarker } from './map-layers';

/** A point of the street map, drawn by the browser as HTML over the map (so it keeps its name and can be pressed). */
export interface StreetMarkerElement {
  readonly element: HTMLElement;
  readonly latitude: number;
  readonly longitude: number;
}

/** A selected marker's words beside it are cut to this many characters (its list shows them whole). */
const LABEL_MAX = 36;

/**
 * The street map's points: places of interest (named on hover), incidents and clusters (buttons), the incident's
 * point and the caller's latest position with their words. The two words are written away from each other (the
 * western point's to its left, the eastern's to its right; the northern's above, the southern's below), so they
 * never cover one another however close the caller stands. Every text is set as text, never as HTML.
 */
export function streetMarkerElements(
  layers: MapLayers,
  words: { readonly incident: string; readonly caller: string },
): StreetMarkerElement[] {
  const out: StreetMarkerElement[] = [];
  for (const place of layers.places ?? []) {
    const element = dot(LAYER_COLOURS.place, 12, true);
    element.title = place.name;
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', place.name);
    out.push({ element, latitude: place.latitude, longitude: place.longitude });
  }
  const markers = layers.markers ?? [];
  for (const marker of [...markers.filter((m) => !m.selected), ...markers.filter((m) => m.selected)]) {
    out.push({ element: markerButton(marker), latitude: marker.latitude, longitude: marker.longitude });
  }
  const incident = layers.incidentPoint ?? null;
  const track = layers.track ?? [];
  const latest = track[track.length - 1] ?? null;
  const sides = wordSides(incident, latest);
  if (incident) {
    out.push({
      element: named(LAYER_COLOURS.incident, words.incident, sides.incident),
      latitude: incident.latitude,
      longitude: incident.longitude,
    });
  }
  if (latest) {
    out.push({ element: named(LAYER_COLOURS.caller, words.caller, sides.caller), latitude: latest.latitude, longitude: latest.longitude });
  }
  return out;
}

/** Where a point's word is written: beside it to the left or right, and above or below its middle. */
export interface WordSide {
  readonly horizontal: 'left' | 'right';
  readonly vertical: 'above' | 'below';
}

/**
 * The sides of the incident's and the caller's words, apart from each other: the caller's above and to the right
 * when they stand at one place (or only one is known), otherwise each word on the side away from the other point.
 */
export function wordSides(
  incident: { readonly latitude: number; readonly longitude: number } | null,
  caller: { readonly latitude: number; readonly longitude: number } | null,
): { readonly incident: WordSide; readonly caller: WordSide } {
  const callerEast = !incident || !caller || caller.longitude >= incident.longitude;
  const callerNorth = !incident || !caller || caller.latitude >= incident.latitude;
  return {
    caller: { horizontal: callerEast ? 'right' : 'left', vertical: callerNorth ? 'above' : 'below' },
    incident: { horizontal: callerEast ? 'left' : 'right', vertical: callerNorth ? 'below' : 'above' },
  };
}

function dot(colour: string, size: number, diamond = false): HTMLElement {
  const element = document.createElement('div');
  element.dataset.mapMarker = '';
  Object.assign(element.style, {
    width: `${size}px`,
    height: `${size}px`,
    background: colour,
    border: '2px solid white',
    borderRadius: diamond ? '2px' : '50%',
    transform: diamond ? 'rotate(45deg)' : '',
    boxShadow: '0 0 2px rgba(0,0,0,0.6)',
  });
  return element;
}

/** A point with its word written beside it, outlined so that it reads over any street. */
function named(colour: string, word: string, side: WordSide): HTMLElement {
  const element = document.createElement('div');
  element.dataset.mapMarker = '';
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', word);
  Object.assign(element.style, { position: 'relative', width: '16px', height: '16px', pointerEvents: 'none' });
  const point = dot(colour, 16);
  point.style.boxSizing = 'border-box';
  const text = document.createElement('span');
  text.textContent = word;
  Object.assign(text.style, {
    position: 'absolute',
    [side.horizontal === 'right' ? 'left' : 'right']: '18px',
    [side.vertical === 'above' ? 'bottom' : 'top']: '10px',
    font: 'bold 12px sans-serif',
    color: '#1a202c',
    whiteSpace: 'nowrap',
    textShadow: '0 0 3px white, 0 0 3px white, 0 0 3px white',
  });
  element.append(point, text);
  return element;
}

function markerButton(marker: MapMarker): HTMLElement {
  const size = marker.count > 1 ? 30 : marker.selected ? 22 : 16;
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.mapMarker = '';
  button.setAttribute('aria-label', marker.label);
  button.setAttribute('aria-pressed', String(marker.selected));
  button.title = marker.label;
  Object.assign(button.style, {
    position: 'relative',
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: '50%',
    background: marker.live ? LAYER_COLOURS.live : LAYER_COLOURS.other,
    border: `${marker.selected ? 4 : 2}px solid ${marker.selected ? LAYER_COLOURS.selected : 'white'}`,
    outline: marker.live ? `2px dashed ${LAYER_COLOURS.live}` : '',
    outlineOffset: '2px',
    color: 'white',
    font: 'bold 12px sans-serif',
    cursor: 'pointer',
    padding: '0',
  });
  if (marker.count > 1) button.textContent = String(marker.count);
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    marker.onPress();
  });
  if (marker.selected && marker.count === 1) {
    const text = document.createElement('span');
    text.textContent = marker.label.length > LABEL_MAX ? `${marker.label.slice(0, LABEL_MAX - 1)}…` : marker.label;
    text.setAttribute('aria-hidden', 'true');
    Object.assign(text.style, {
      position: 'absolute',
      left: `${size + 4}px`,
      top: '50%',
      transform: 'translateY(-50%)',
      font: 'bold 12px sans-serif',
      color: '#1a202c',
      whiteSpace: 'nowrap',
      textShadow: '0 0 3px white, 0 0 3px white, 0 0 3px white',
    });
    button.append(text);
  }
  return button;
}
