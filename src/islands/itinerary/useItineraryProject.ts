import { useEffect, useState } from 'react';
import type { ItineraryData, ProjectView } from '@/lib/types';
import { useLiveItinerary } from './useLiveItinerary';

/**
 * The itinerary as the page shows it: the live data (kept current unless this is the preview),
 * with the admin panel's changes shown at once; a newer version from the live stream (another
 * admin, an event edit) takes over again.
 */
export function useItineraryProject(initialData: ItineraryData, preview: boolean) {
  const { data, refresh } = useLiveItinerary(initialData, !preview);
  const [projectOverride, setProjectOverride] = useState<ProjectView | null>(null);
  const project =
    projectOverride && projectOverride.version >= data.project.version ? projectOverride : data.project;
  // A new zone shows in the panel at once, but it can move every event (they keep their clock
  // times, docs/time-zones.md): events are read in the zone of the data they came with, which is
  // fetched again as soon as the server has saved the new zone.
  const eventZone = data.project.timeZone;
  const zoneSaved = projectOverride !== null && projectOverride.version > data.project.version && projectOverride.timeZone !== eventZone;
  useEffect(() => {
    if (zoneSaved) void refresh().catch(() => undefined);
  }, [zoneSaved, refresh]);
  return { data, refresh, project, eventZone, setProjectOverride };
}
