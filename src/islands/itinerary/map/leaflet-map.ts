/**
 * The imperative half of the Map tab: builds a Leaflet map for the stops worked out by
 * src/lib/map-view.ts. Leaflet is handed in (the tab downloads it on demand) because it touches
 * `document` as soon as it is evaluated, so it must never be imported on the server.
 */
import type * as Leaflet from 'leaflet';
import type { MapTiles } from '@/lib/itinerary-props';
import { initialMapView, routeLine, type LatLng, type MapPoint } from '@/lib/map-view';

type LeafletModule = typeof Leaflet;

export type ItineraryMap = {
  /** One empty element per event id; the tab renders each info window into its element. */
  popups: ReadonlyMap<number, HTMLElement>;
  /** Opens the info window of a stop (from the list under the map). */
  showStop(id: number): void;
  destroy(): void;
};

// The numbered pin: a rounded square turned 45° so one sharp corner points at the spot.
// Its tip sits half a diagonal below the centre of the 34 px box: 17 + 17·√2 ≈ 41 px.
const PIN_SIZE = 34;
const PIN_TIP_Y = 41;
/** Pins at the same spot fan out to the right by this much each, so every one can be clicked. */
const STACK_SHIFT_PX = 26;
/** Left edge kept clear of the zoom buttons when an info window pans into view. */
const ZOOM_CONTROL_ROOM_PX = 56;
/** Zoom-button room, right margin and the info window's own padding. */
const POPUP_SIDE_ROOM_PX = ZOOM_CONTROL_ROOM_PX + 16 + 44 + 12;

const toLatLng = (L: LeafletModule, [lat, lng]: LatLng) => L.latLng(lat, lng);

export function createItineraryMap(
  L: LeafletModule,
  container: HTMLElement,
  points: readonly MapPoint<{ id: number; title: string }>[],
  tiles: MapTiles,
): ItineraryMap {
  // Whole zoom levels only: fractional ones scale the tiles and show hairline seams between them.
  const map = L.map(container, { scrollWheelZoom: false });

  // A map in the middle of a scrolling page should not swallow the wheel: it zooms with the
  // wheel only once someone has clicked or tabbed into it, until focus moves on.
  map.on('focus click', () => map.scrollWheelZoom.enable());
  map.on('blur', () => map.scrollWheelZoom.disable());

  // The view first: layers added to a map without one wait for it before drawing.
  const view = initialMapView(points);
  if (view.kind === 'center') {
    map.setView(toLatLng(L, view.center), view.zoom);
  } else {
    const [southWest, northEast] = view.bounds;
    map.fitBounds(L.latLngBounds(toLatLng(L, southWest), toLatLng(L, northEast)), {
      padding: [view.paddingPx, view.paddingPx],
      maxZoom: view.maxZoom,
    });
  }

  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);

  const line = routeLine(points).map((p) => toLatLng(L, p));
  if (line.length > 0) {
    // A white casing under the theme-coloured line keeps it readable on any tile colour.
    L.polyline(line, { className: 'itinerary-route-casing', color: '#ffffff', weight: 8, opacity: 0.9, interactive: false }).addTo(map);
    L.polyline(line, { className: 'itinerary-route', weight: 4, opacity: 0.9, interactive: false }).addTo(map);
  }

  // The info window must fit beside the zoom buttons (Leaflet keeps controls above it), so on a
  // phone it narrows: the width Leaflet measures excludes the 44 px of padding in map.css.
  const popupWidth = { max: Math.max(180, Math.min(300, container.clientWidth - POPUP_SIDE_ROOM_PX)), min: 0 };
  popupWidth.min = Math.min(220, popupWidth.max);

  const markers = new Map<number, Leaflet.Marker>();
  const popups = new Map<number, HTMLElement>();
  for (const { number, position, stackIndex, event } of points) {
    const shift = stackIndex * STACK_SHIFT_PX;
    const icon = L.divIcon({
      className: 'itinerary-marker',
      html: `<span class="itinerary-marker__pin"></span><span class="itinerary-marker__number">${number}</span>`,
      iconSize: [PIN_SIZE, PIN_SIZE],
      iconAnchor: [PIN_SIZE / 2 - shift, PIN_TIP_Y],
      popupAnchor: [shift, -(PIN_TIP_Y - 4)],
    });
    const marker = L.marker(toLatLng(L, position), {
      icon,
      title: `${number}. ${event.title}`,
      alt: `Stop ${number}: ${event.title}`,
      keyboard: true,
      riseOnHover: true,
    });
    // A div icon has no alt attribute; its accessible name comes from aria-label instead.
    marker.on('add', () => marker.getElement()?.setAttribute('aria-label', `Stop ${number}: ${event.title}`));
    marker.addTo(map);
    const content = document.createElement('div');
    marker.bindPopup(content, {
      className: 'itinerary-popup',
      minWidth: popupWidth.min,
      maxWidth: popupWidth.max,
      autoPanPaddingTopLeft: [ZOOM_CONTROL_ROOM_PX, 16],
      autoPanPaddingBottomRight: [16, 16],
    });
    markers.set(event.id, marker);
    popups.set(event.id, content);
  }

  // The tab can change size (phone rotation, window resize) without a window resize event.
  const resizeObserver = new ResizeObserver(() => map.invalidateSize());
  resizeObserver.observe(container);

  return {
    popups,
    showStop(id) {
      const marker = markers.get(id);
      if (!marker) return;
      if (!map.getBounds().contains(marker.getLatLng())) map.panTo(marker.getLatLng(), { animate: false });
      marker.openPopup();
    },
    destroy() {
      resizeObserver.disconnect();
      map.remove();
    },
  };
}
