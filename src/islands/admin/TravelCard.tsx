/**
 * 'Travel & RSVPs' (free): whether guests see each other's travel, and the arrivals and RSVPs as
 * CSV files for the organiser.
 */
import { apiRequest } from '../../lib/api-client';
import type { TravelListing } from '../../lib/guest-travel';
import { PanelCard, Switch } from './panel-parts';
import { useSavedSwitch } from './useSavedSwitch';

export function TravelCard({ projectId }: { projectId: string }) {
  const base = `/api/projects/${encodeURIComponent(projectId)}`;
  const shared = useSavedSwitch<TravelListing>({
    readPath: `${base}/travel`,
    read: (listing) => listing.guestsSeeTravel,
    fallback: true,
    save: (guestsSeeTravel) => apiRequest('PUT', `${base}/travel-settings`, { guestsSeeTravel }),
    savedTitle: (guestsSeeTravel) => (guestsSeeTravel ? 'Guests now see each other’s travel' : 'Travel is now private to each guest'),
  });

  const link = 'inline-flex items-center gap-1.5 text-sm font-semibold text-[var(--theme-primary-text)] hover:underline';
  return (
    <PanelCard title="Travel & RSVPs" description="Arrivals, departures and answers your guests add.">
      <Switch
        label="Guests see each other’s travel"
        hint="Off: each guest sees only their own arrivals and departures; organisers see all."
        checked={shared.value}
        onChange={(next) => void shared.toggle(next)}
      />
      <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2 border-t border-black/5 pt-3">
        <a className={link} href={`${base}/exports/arrivals.csv`} download>
          Download arrivals (CSV)
        </a>
        <a className={link} href={`${base}/exports/rsvps.csv`} download>
          Download RSVPs (CSV)
        </a>
      </div>
    </PanelCard>
  );
}
