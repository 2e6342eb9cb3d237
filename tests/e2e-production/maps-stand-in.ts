import type { Page } from '@playwright/test';

/** What the stand-in keeps of the console's calls, read back by the test (window.__mapsStandIn). */
export interface MapsRecord {
  /** How many maps were created. */
  readonly maps: number;
  /** The polylines and polygons on a map now, as [latitude, longitude] lists. */
  readonly polylines: ReadonlyArray<ReadonlyArray<readonly [number, number]>>;
  readonly polygons: ReadonlyArray<ReadonlyArray<readonly [number, number]>>;
  /** Overlays (the console's markers) on a map now. */
  readonly overlays: number;
  /** The key and libraries the script was asked for. */
  readonly script: string;
}

/**
 * A stand-in of the Maps JavaScript API, as far as the console's Google renderer (google-maps-react-markers and
 * GoogleLayersMap) calls it: `Map` (a div with panes), `OverlayView` (panes and a Web Mercator projection),
 * `LatLng`, `Point`, `Polyline`, `Polygon` and `event`. It draws no streets: it proves what the console asks Google
 * to draw, and places the console's own markers where Google would. Serialised into the page: self-contained.
 */
function standIn(): void {
  type Listener = (...args: unknown[]) => void;
  type LatLngLiteral = { lat: number; lng: number };
  const listeners = new WeakMap<object, Map<string, Set<Listener>>>();
  const on = (target: object, name: string): Set<Listener> => {
    const byName = listeners.get(target) ?? new Map<string, Set<Listener>>();
    listeners.set(target, byName);
    const set = byName.get(name) ?? new Set<Listener>();
    byName.set(name, set);
    return set;
  };
  const event = {
    addListener(target: object, name: string, handler: Listener) {
      on(target, name).add(handler);
      return { remove: () => on(target, name).delete(handler) };
    },
    removeListener(handle: { remove(): void } | null) {
      handle?.remove();
    },
    hasListeners: (target: object, name: string) => on(target, name).size > 0,
    clearListeners: (target: object, name: string) => on(target, name).clear(),
    clearInstanceListeners: (target: object) => listeners.delete(target),
    trigger(target: object, name: string, ...args: unknown[]) {
      for (const handler of [...on(target, name)]) handler(...args);
    },
  };

  class LatLng {
    constructor(
      private readonly latitude: number,
      private readonly longitude: number,
    ) {}
    lat(): number {
      return this.latitude;
    }
    lng(): number {
      return this.longitude;
    }
  }
  class Point {
    constructor(
      readonly x: number,
      readonly y: number,
    ) {}
  }
  const literal = (value: LatLng | LatLngLiteral): LatLngLiteral =>
    value instanceof LatLng ? { lat: value.lat(), lng: value.lng() } : { lat: value.lat, lng: value.lng };
  /** Web Mercator world pixels at a zoom. */
  const world = ({ lat, lng }: LatLngLiteral, zoom: number): Point => {
    const scale = 256 * 2 ** zoom;
    const sin = Math.sin((lat * Math.PI) / 180);
    return new Point(((lng + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale);
  };
  const unworld = (point: Point, zoom: number): LatLng => {
    const scale = 256 * 2 ** zoom;
    const n = Math.PI - (2 * Math.PI * point.y) / scale;
    return new LatLng((180 / Math.PI) * Math.atan(Math.sinh(n)), (point.x / scale) * 360 - 180);
  };

  const shapes = { polylines: new Set<Shape>(), polygons: new Set<Shape>() };
  const overlays = new Set<object>();
  let created = 0;

  class GoogleMap {
    private center: LatLngLiteral;
    private zoom: number;
    private readonly values = new Map<string, unknown>();
    readonly panes: Record<string, HTMLDivElement> = {};
    constructor(
      private readonly div: HTMLElement,
      options: { center: LatLngLiteral; zoom: number },
    ) {
      created++;
      this.center = literal(options.center);
      this.zoom = options.zoom;
      const surface = document.createElement('div');
      surface.dataset.mapsStandIn = 'true';
      surface.style.cssText = 'position:absolute;inset:0;overflow:hidden;background:#e5e3df';
      for (const name of ['mapPane', 'overlayLayer', 'overlayMouseTarget', 'floatPane']) {
        const pane = document.createElement('div');
        pane.style.cssText = 'position:absolute;left:0;top:0';
        surface.appendChild(pane);
        this.panes[name] = pane;
      }
      div.appendChild(surface);
      surface.addEventListener('click', (e) => {
        if (e.target !== surface) return;
        const box = surface.getBoundingClientRect();
        event.trigger(this, 'click', { latLng: this.toLatLng(new Point(e.clientX - box.left, e.clientY - box.top)) });
      });
      setTimeout(() => event.trigger(this, 'idle'), 0);
    }
    getDiv(): HTMLElement {
      return this.div;
    }
    getZoom(): number {
      return this.zoom;
    }
    setZoom(zoom: number): void {
      this.zoom = zoom;
      this.redraw();
    }
    getCenter(): LatLng {
      return new LatLng(this.center.lat, this.center.lng);
    }
    setCenter(center: LatLngLiteral): void {
      this.center = literal(center);
      this.redraw();
    }
    getBounds() {
      const sw = this.toLatLng(new Point(0, this.div.clientHeight));
      const ne = this.toLatLng(new Point(this.div.clientWidth, 0));
      return { getNorthEast: () => ne, getSouthWest: () => sw };
    }
    addListener(name: string, handler: Listener) {
      return event.addListener(this, name, handler);
    }
    get(key: string): unknown {
      return this.values.get(key);
    }
    set(key: string, value: unknown): void {
      this.values.set(key, value);
    }
    toPixel(latLng: LatLng | LatLngLiteral): Point {
      const at = world(literal(latLng), this.zoom);
      const middle = world(this.center, this.zoom);
      return new Point(at.x - middle.x + this.div.clientWidth / 2, at.y - middle.y + this.div.clientHeight / 2);
    }
    toLatLng(pixel: Point): LatLng {
      const middle = world(this.center, this.zoom);
      return unworld(new Point(pixel.x + middle.x - this.div.clientWidth / 2, pixel.y + middle.y - this.div.clientHeight / 2), this.zoom);
    }
    private redraw(): void {
      for (const overlay of overlays) (overlay as { draw?: () => void }).draw?.();
    }
  }

  class OverlayView {
    private attached: GoogleMap | null = null;
    private readonly values = new Map<string, unknown>();
    setMap(map: GoogleMap | null): void {
      const self = this as unknown as { onAdd?: () => void; draw?: () => void; onRemove?: () => void };
      if (this.attached) {
        overlays.delete(this);
        self.onRemove?.();
      }
      this.attached = map;
      if (map) {
        overlays.add(this);
        self.onAdd?.();
        self.draw?.();
      }
    }
    getMap(): GoogleMap | null {
      return this.attached;
    }
    get(key: string): unknown {
      return key === 'map' ? this.attached : this.values.get(key);
    }
    set(key: string, value: unknown): void {
      this.values.set(key, value);
    }
    getPanes(): Record<string, HTMLDivElement> | null {
      return this.attached?.panes ?? null;
    }
    getProjection() {
      const map = this.attached;
      if (!map) return null;
      return { fromLatLngToDivPixel: (l: LatLng) => map.toPixel(l), fromDivPixelToLatLng: (p: Point) => map.toLatLng(p) };
    }
  }

  class Shape {
    private map: GoogleMap | null = null;
    readonly points: Array<[number, number]>;
    constructor(
      private readonly kind: 'polylines' | 'polygons',
      options: { map?: GoogleMap; path?: LatLngLiteral[]; paths?: LatLngLiteral[] },
    ) {
      this.points = (options.path ?? options.paths ?? []).map((p) => [literal(p).lat, literal(p).lng]);
      this.setMap(options.map ?? null);
    }
    setMap(map: GoogleMap | null): void {
      this.map = map;
      if (this.map) shapes[this.kind].add(this);
      else shapes[this.kind].delete(this);
    }
  }
  class Polyline extends Shape {
    constructor(options: { map?: GoogleMap; path?: LatLngLiteral[] }) {
      super('polylines', options);
    }
  }
  class Polygon extends Shape {
    constructor(options: { map?: GoogleMap; paths?: LatLngLiteral[] }) {
      super('polygons', options);
    }
  }

  const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';
  const globals = window as unknown as Record<string, unknown>;
  globals.google = { maps: { Map: GoogleMap, OverlayView, LatLng, Point, Polyline, Polygon, event } };
  globals.__mapsStandIn = (): MapsRecord => ({
    maps: created,
    polylines: [...shapes.polylines].map((s) => s.points),
    polygons: [...shapes.polygons].map((s) => s.points),
    overlays: overlays.size,
    script,
  });
  const callback = new URL(script || 'about:blank').searchParams.get('callback');
  const ready = callback ? globals[callback] : undefined;
  if (typeof ready === 'function') (ready as () => void)();
}

/** Serves the stand-in wherever the console asks maps.googleapis.com for the Maps JavaScript API. */
export async function serveMapsStandIn(page: Page): Promise<void> {
  await page.route(/^https:\/\/maps\.googleapis\.com\/maps\/api\/js\?/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `(${standIn.toString()})();` }),
  );
}

/** What the console has asked the stand-in to draw so far. */
export function mapsRecord(page: Page): Promise<MapsRecord> {
  return page.evaluate(() => (window as unknown as { __mapsStandIn: () => MapsRecord }).__mapsStandIn());
}
