/**
 * What the Map tab draws, worked out without Leaflet so it can be tested:
 * the events that have a position, numbered in time order; the line that joins them; and where
 * the map starts (the default view, one event up close, or the bounds of them all).
 */

export type LatLng = readonly [lat: number, lng: number];

/** The default centre (New York City) and zoom, and the map's height. */
export const MAP_DEFAULT_CENTER: LatLng = [40.7128, -74.006];
export const MAP_DEFAULT_ZOOM = 10;
/** Zoom for a single stop: close enough to see the streets around it. */
export const MAP_SINGLE_POINT_ZOOM = 14;
/** Fitting bounds never zooms in further than this (stops a few doors apart). */
export const MAP_FIT_MAX_ZOOM = 15;
/** Room in px kept around the stops when fitting bounds, so markers and their numbers stay whole. */
export const MAP_FIT_PADDING_PX = 48;

type Positioned = {
  id: number;
  datetime: string;
  latitude: number | null;
  longitude: number | null;
};

export type MapPoint<T> = {
  /** 1-based position in time order: the number on the marker and in the list of stops. */
  number: number;
  position: LatLng;
  /**
   * How many earlier stops are at exactly this spot (0 for the first): a trip that starts and
   * ends at the same airport would otherwise hide one pin under the other.
   */
  stackIndex: number;
  event: T;
};

export type MapView =
  | { kind: 'center'; center: LatLng; zoom: number }
  | { kind: 'bounds'; bounds: readonly [southWest: LatLng, northEast: LatLng]; paddingPx: number; maxZoom: number };

/** A usable position: both numbers present, finite and on the globe. (0, 0) counts; null does not. */
export function hasPosition<T extends Positioned>(
  event: T,
): event is T & { latitude: number; longitude: number } {
  const { latitude: lat, longitude: lng } = event;
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** The events with a position, in time order (ties keep the id order), numbered from 1. */
export function mapPoints<T extends Positioned>(events: readonly T[]): MapPoint<T>[] {
  return events
    .filter(hasPosition)
    .map((event) => ({ event, time: Date.parse(event.datetime) }))
    .sort((a, b) => compareTimes(a.time, b.time) || a.event.id - b.event.id)
    .map(({ event }, i, sorted) => ({
      number: i + 1,
      position: [event.latitude, event.longitude] as const,
      stackIndex: sorted
        .slice(0, i)
        .filter((p) => p.event.latitude === event.latitude && p.event.longitude === event.longitude).length,
      event,
    }));
}

/** Unparseable dates go last rather than scrambling the order. */
function compareTimes(a: number, b: number) {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : 1) : -1;
  return a - b;
}

/** The line through the stops in time order; nothing to draw for fewer than two. */
export function routeLine(points: readonly MapPoint<unknown>[]): LatLng[] {
  return points.length < 2 ? [] : points.map((p) => p.position);
}

/** The average position of the stops, or the default centre when there are none. */
export function averageCenter(points: readonly MapPoint<unknown>[]): LatLng {
  if (points.length === 0) return MAP_DEFAULT_CENTER;
  const lat = points.reduce((sum, p) => sum + p.position[0], 0) / points.length;
  const lng = points.reduce((sum, p) => sum + p.position[1], 0) / points.length;
  return [lat, lng];
}

/**
 * Where the map opens: the default view with no stops; one stop (or several at the same spot)
 * up close; otherwise the box around every stop, padded.
 */
export function initialMapView(points: readonly MapPoint<unknown>[]): MapView {
  const first = points[0];
  if (!first) return { kind: 'center', center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM };
  let [south, west] = first.position;
  let [north, east] = first.position;
  for (const { position: [lat, lng] } of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  if (south === north && west === east) {
    return { kind: 'center', center: first.position, zoom: MAP_SINGLE_POINT_ZOOM };
  }
  return {
    kind: 'bounds',
    bounds: [
      [south, west],
      [north, east],
    ],
    paddingPx: MAP_FIT_PADDING_PX,
    maxZoom: MAP_FIT_MAX_ZOOM,
  };
}
