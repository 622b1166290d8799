/**
 * 'Travel & RSVPs' (free): whether guests see each other's travel, and the arrivals and RSVPs as
 * CSV files for the organiser.
 */
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import type { TravelListing } from '../../lib/guest-travel';
import { toastError, toastSuccess } from '../../stores/toast';
import { PanelCard, Switch } from './panel-parts';

export function TravelCard({ projectId }: { projectId: string }) {
  const base = `/api/projects/${encodeURIComponent(projectId)}`;
  const [shared, setShared] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    apiRequest<TravelListing>('GET', `${base}/travel`)
      .then((listing) => live && setShared(listing.guestsSeeTravel))
      .catch(() => live && setShared(true));
    return () => {
      live = false;
    };
  }, [base]);

  async function toggle(guestsSeeTravel: boolean) {
    const before = shared;
    setShared(guestsSeeTravel);
    try {
      await apiRequest('PUT', `${base}/travel-settings`, { guestsSeeTravel });
      toastSuccess(guestsSeeTravel ? 'Guests now see each other’s travel' : 'Travel is now private to each guest');
    } catch (error) {
      setShared(before);
      toastError(error, 'The setting could not be saved. Please try again.');
    }
  }

  const link = 'inline-flex items-center gap-1.5 text-sm font-semibold text-[var(--theme-primary-text)] hover:underline';
  return (
    <PanelCard title="Travel & RSVPs" description="Arrivals, departures and answers your guests add.">
      <Switch
        label="Guests see each other’s travel"
        hint="Off: each guest sees only their own arrivals and departures; organisers see all."
        checked={shared ?? true}
        onChange={(next) => void toggle(next)}
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
