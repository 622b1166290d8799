/**
 * The Map tab: a numbered marker per event with a position, joined in time
 * order by a line in the theme colour, an info window per marker, and the same stops as a list
 * underneath for keyboard and screen-reader users. The itinerary shell loads this module lazily
 * when the tab opens; Leaflet itself is fetched from here, never on the server.
 */
// A URL, not a side-effect import: Astro would otherwise add the stylesheet to every itinerary
// page up front, although only this lazily loaded tab needs it.
import mapStylesheet from './map.css?url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MapTiles } from '@/lib/itinerary-props';
import { mapPoints, type MapPoint } from '@/lib/map-view';
import type { EventView } from '@/lib/types';
import { createItineraryMap, type ItineraryMap } from './leaflet-map';
import { MapPopup } from './MapPopup';
import { MapEmpty, MapFailed } from './MapStatus';
import { StopList } from './StopList';

export type MapTabProps = { events: EventView[]; timeZone: string; tiles: MapTiles };

export default function MapTab({ events, timeZone, tiles }: MapTabProps) {
  const points = useMemo(() => mapPoints(events), [events]);
  if (points.length === 0) return <MapEmpty />;
  return (
    <StopsMap
      points={points}
      timeZone={timeZone}
      tileUrl={tiles.url}
      attribution={tiles.attribution}
      unmapped={events.length - points.length}
    />
  );
}

type StopsMapProps = {
  points: MapPoint<EventView>[];
  timeZone: string;
  tileUrl: string;
  attribution: string;
  unmapped: number;
};

type Status = 'loading' | 'ready' | 'failed';

function StopsMap({ points, timeZone, tileUrl, attribution, unmapped }: StopsMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<ItineraryMap | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [popups, setPopups] = useState<ReadonlyMap<number, HTMLElement>>(() => new Map());
  // A live update brings a new events array even when only a FAQ changed; the map (and the
  // reader's pan and zoom) is rebuilt only when what it draws changes. Info windows re-render
  // through the portals below either way.
  const drawn = useMemo(() => JSON.stringify(points.map((p) => [p.event.id, p.position, p.event.title])), [points]);
  const latestPoints = useRef(points);
  latestPoints.current = points;

  useEffect(() => {
    let cancelled = false;
    let built: ItineraryMap | null = null;
    import('leaflet').then(
      (L) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        built = createItineraryMap(L, container, latestPoints.current, { url: tileUrl, attribution });
        mapRef.current = built;
        setPopups(built.popups);
        setStatus('ready');
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn('Map failed to load', error);
        setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      built?.destroy();
      mapRef.current = null;
    };
  }, [drawn, tileUrl, attribution]);

  const showStop = (id: number) => {
    const container = containerRef.current;
    if (!mapRef.current || !container) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    container.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    mapRef.current.showStop(id);
  };

  return (
    <div className="space-y-6">
      {/* React 19 hoists this into <head> and holds the tab's Suspense fallback until it loads,
          so Leaflet measures a styled container. */}
      <link rel="stylesheet" href={mapStylesheet} precedence="itinerary-map" />
      {status === 'failed' ? (
        <MapFailed />
      ) : (
        // `isolate` keeps Leaflet's own z-indexes (up to 1000) under the sticky title bar.
        <div className="relative isolate overflow-hidden rounded-[var(--theme-radius)] border border-black/5 bg-white shadow-card">
          <div
            ref={containerRef}
            role="region"
            aria-label={`Map of ${points.length} ${points.length === 1 ? 'stop' : 'stops'}, numbered in time order`}
            className="itinerary-map h-[60vh] max-h-[600px] w-full sm:h-[600px]"
          />
          {status === 'loading' && (
            <div role="status" className="absolute inset-0 z-[1100] flex flex-col items-center justify-center gap-3 bg-white/90 text-ink-soft">
              <span
                aria-hidden="true"
                className="h-8 w-8 animate-spin rounded-full border-[3px] border-black/10 border-t-[var(--theme-primary)]"
              />
              <p className="text-sm font-semibold">Loading map...</p>
            </div>
          )}
        </div>
      )}
      {points.map(({ event, number }) => {
        const target = popups.get(event.id);
        return target ? createPortal(<MapPopup event={event} number={number} timeZone={timeZone} />, target, String(event.id)) : null;
      })}
      <StopList points={points} timeZone={timeZone} unmapped={unmapped} onShow={status === 'ready' ? showStop : undefined} />
    </div>
  );
}
