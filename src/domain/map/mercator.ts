/** Web-Mercator pixels of a 256-pixel tile world, as web maps draw them. */
const TILE = 256;

/** World pixel coordinates of a point at a zoom level (latitude clamped to ±85°). */
export function project(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, latitude)) * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The point at world pixel coordinates at a zoom level. */
export function unproject(x: number, y: number, zoom: number): { latitude: number; longitude: number } {
  const scale = TILE * 2 ** zoom;
  const longitude = (x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  return { latitude: (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n))), longitude };
}
