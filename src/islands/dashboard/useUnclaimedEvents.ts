/** The Unclaimed tab's list: loading the forwarded events, which are selected, and assigning, editing or deleting one. */
import { useEffect, useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client';
import type { EventView, UnclaimedEventView } from '../../lib/types';
import { toastError, toastSuccess } from '../../stores/toast';

export const assignUrl = (id: number) => `/api/unclaimed-events/${id}/assign`;

export function useUnclaimedEvents() {
  const [events, setEvents] = useState<UnclaimedEventView[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());

  async function load(): Promise<boolean> {
    try {
      const list = await apiRequest<UnclaimedEventView[]>('GET', '/api/unclaimed-events');
      setEvents(list);
      setLoadError(null);
      setSelected((s) => new Set([...s].filter((id) => list.some((e) => e.id === id))));
      return true;
    } catch (error) {
      setLoadError(errorMessage(error, 'Failed to load events. Please try again.'));
      return false;
    }
  }

  useEffect(() => {
    void load();
  }, []);

  /** Takes events out of the list and the selection (sent or deleted). */
  const remove = (ids: number[]) => {
    setEvents((list) => list?.filter((e) => !ids.includes(e.id)) ?? null);
    setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
  };

  async function assignOne(eventId: number, projectId: string) {
    try {
      await apiRequest<{ success: boolean; event: EventView }>('POST', assignUrl(eventId), { projectId });
      remove([eventId]);
      toastSuccess('Event assigned');
    } catch (error) {
      // A trial limit (403 TRIAL_…) has no upgrade prompt outside an itinerary: the server's message says why.
      toastError(error, 'Failed to assign the event.');
    }
  }

  async function deleteOne(eventId: number) {
    if (!window.confirm('Are you sure you want to delete this event?')) return;
    try {
      await apiRequest('DELETE', `/api/unclaimed-events/${eventId}`);
      remove([eventId]);
      toastSuccess('Event deleted');
    } catch (error) {
      toastError(error, 'Failed to delete the event.');
    }
  }

  const allSelected = events !== null && events.length > 0 && selected.size === events.length;

  function select(eventId: number, on: boolean) {
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(eventId);
      else next.delete(eventId);
      return next;
    });
  }

  function selectAll() {
    setSelected(allSelected ? new Set() : new Set((events ?? []).map((e) => e.id)));
  }

  function update(updated: UnclaimedEventView) {
    setEvents((list) => list?.map((e) => (e.id === updated.id ? updated : e)) ?? null);
  }

  return { events, loadError, selected, allSelected, load, remove, assignOne, deleteOne, select, selectAll, update };
}
