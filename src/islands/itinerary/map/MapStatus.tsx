/**
 * The Map tab's placeholder states. Free of Leaflet, so the itinerary shell
 * can import `MapLoading` statically as the Suspense fallback while the map chunk downloads.
 */
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

/** 'Loading map...', with the same footprint as the map, so nothing jumps when it arrives. */
export function MapLoading() {
  return (
    <div
      role="status"
      className="flex h-[60vh] max-h-[600px] flex-col items-center justify-center gap-3 rounded-[var(--theme-radius)] border border-black/5 bg-white/80 text-ink-soft shadow-card sm:h-[600px]"
    >
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-[3px] border-black/10 border-t-[var(--theme-primary)]"
      />
      <p className="text-sm font-semibold">Loading map...</p>
    </div>
  );
}

/** No event has a position. */
export function MapEmpty() {
  return (
    <div className="rounded-3xl border-2 border-dashed border-black/10 bg-white/70 px-6 py-14 text-center">
      <Icon icon={icons.map} className="mx-auto mb-3 h-10 w-10 text-[var(--theme-primary-text)]" strokeWidth={1.8} />
      <h2 className="text-xl font-bold text-ink">No events with locations to display on map</h2>
      <p className="mx-auto mt-2 max-w-sm text-ink-soft">
        Events show up here once they have a place on the map.
      </p>
    </div>
  );
}

/** Leaflet could not be downloaded (offline, or a deploy replaced the chunk). */
export function MapFailed() {
  return (
    <div
      role="alert"
      className="rounded-3xl border-2 border-dashed border-black/10 bg-white/70 px-6 py-14 text-center"
    >
      <h2 className="text-xl font-bold text-ink">The map could not be loaded</h2>
      <p className="mx-auto mt-2 max-w-sm text-ink-soft">Check your connection and reload the page to try again.</p>
    </div>
  );
}
