import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import type { EventRsvpView } from '@/lib/guest-travel';
import { SCROLL_INTO_VIEW_DELAY_MS } from '@/lib/limits';
import type { EventView } from '@/lib/types';
import { $eventEditor } from '@/stores/event-editor';
import { toastError, toastSuccess } from '@/stores/toast';
import { showUpgradeFor } from '@/stores/upgrade';
import { preloadEventEditor } from './EventEditorSlot';

export type ListAdmin = {
  projectId: string;
  /** Every attendee name of the itinerary, offered by the attendee field. */
  names: string[];
  /** Every event's start, the people filter aside: a new event's date follows the last one. */
  starts: readonly string[];
  /** On a free itinerary, how many more events it may hold; null with Full Access. */
  freeEventsLeft: number | null;
  refresh: () => Promise<void>;
  /** An event's RSVP settings, for its editor (none: it does not ask). */
  rsvpOf?: ((eventId: number) => EventRsvpView | undefined) | undefined;
};

export const eventCardId = (eventId: number) => `event-${eventId}`;

const smoothScroll = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/** Focus that fell to the page when the editor closed goes back to a sensible control. */
function refocus(selector: string) {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  document.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
}

/** A short glow on the card just saved, so the eye finds it. */
function flash(card: HTMLElement) {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || typeof card.animate !== 'function') return;
  const colour = getComputedStyle(card).getPropertyValue('--theme-primary').trim() || '#9333ea';
  card.animate([{ boxShadow: `0 0 0 4px ${colour}` }, { boxShadow: '0 0 0 0 transparent' }], { duration: 1600, easing: 'ease-out' });
}

/**
 * The List tab's admin behaviour: what happens after the
 * editor saves or cancels, and deleting an event.
 */
export function useEventListAdmin(admin: ListAdmin | undefined, visibleEvents: EventView[]) {
  const [deleting, setDeleting] = useState<number | null>(null);
  const mounted = useRef(true);
  const shown = useRef(visibleEvents);
  shown.current = visibleEvents;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const isAdmin = Boolean(admin);
  useEffect(() => {
    if (isAdmin) preloadEventEditor();
  }, [isAdmin]);

  /** The saved card scrolls into view 100 ms later (unless another editor opened). */
  function onSaved(eventId: number) {
    window.setTimeout(() => {
      if (!mounted.current || $eventEditor.get().kind !== 'none') return;
      const card = document.getElementById(eventCardId(eventId));
      if (card) {
        card.scrollIntoView({ block: 'nearest', behavior: smoothScroll() });
        flash(card);
        refocus(`#${eventCardId(eventId)} [data-edit-event]`);
      } else if (!shown.current.some((e) => e.id === eventId)) {
        toastSuccess('Event saved', 'The people filter hides it. Choose Everyone to see it.');
      }
    }, SCROLL_INTO_VIEW_DELAY_MS);
  }

  /** Focus goes back to what opened the editor: the event's Edit button, or the Add Event used. */
  function onCancelled(from: number | 'top' | 'bottom') {
    window.requestAnimationFrame(() =>
      refocus(typeof from === 'number' ? `#${eventCardId(from)} [data-edit-event]` : `[data-add-event="${from}"]`),
    );
  }

  async function deleteEvent(event: EventView) {
    if (!admin || deleting !== null) return;
    if (!window.confirm('Are you sure you want to delete this event?')) return;
    setDeleting(event.id);
    try {
      await apiRequest('DELETE', `/api/projects/${encodeURIComponent(admin.projectId)}/events/${event.id}`);
      await admin.refresh().catch(() => undefined);
      toastSuccess('Event deleted');
      window.requestAnimationFrame(() => refocus('[data-add-event="top"]'));
    } catch (error) {
      if (!showUpgradeFor(error)) {
        toastError(error, 'Failed to delete event. Please try again.');
      }
    } finally {
      if (mounted.current) setDeleting(null);
    }
  }

  return { deleting, onSaved, onCancelled, deleteEvent };
}
