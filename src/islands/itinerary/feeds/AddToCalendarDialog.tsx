import { useEffect, useId, useState } from 'react';
import { trackEvent } from '@/lib/analytics';
import type { CalendarFeedLinks } from '@/lib/calendar-links';
import { CopyButton } from '@/ui/CopyButton';
import { Dialog } from '@/ui/Dialog';
import { useCalendarFeed } from './useCalendarFeed';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

export type AddToCalendarDialogProps = {
  open: boolean;
  onClose: () => void;
  projectId: string;
  people: string[];
  /** Pre-selects the person feed for this name (the people filter's single selection). */
  initialPerson: string | null;
};

/** `name` as the list spells it, or null when it is not on the list. */
function personOnList(people: string[], name: string | null): string | null {
  if (!name) return null;
  const wanted = name.trim().toLowerCase();
  return people.find((p) => p.toLowerCase() === wanted) ?? null;
}

function FeedLinks({ feed, projectId }: { feed: CalendarFeedLinks; projectId: string }) {
  const labelId = useId();
  const track = (label: string) =>
    trackEvent('itinerary_action', { event_category: 'itinerary', event_label: label, project_id: projectId });
  return (
    <div className="space-y-4">
      <div className="grid gap-2">
        <a href={feed.webcalUrl} className="btn-primary w-full text-center" onClick={() => track('calendar_subscribe_webcal')}>
          <Icon icon={icons.calendar} className="h-4 w-4 shrink-0" strokeWidth={2.2} />
          Subscribe in Apple Calendar / Outlook
        </a>
        <a
          href={feed.googleUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-secondary w-full text-center"
          onClick={() => track('calendar_subscribe_google')}
        >
          <Icon icon={icons.externalLink} className="h-4 w-4 shrink-0" strokeWidth={2.2} />
          Add to Google Calendar
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <div>
        <p className="label" id={labelId}>
          Calendar link for other apps
        </p>
        <div className="flex items-center gap-2">
          <output
            aria-labelledby={labelId}
            className="min-w-0 flex-1 truncate rounded-xl border border-gray-200 bg-gray-50 px-3 py-2 font-mono text-sm"
            title={feed.url}
          >
            {feed.url}
          </output>
          <CopyButton value={feed.url} label="Copy calendar link" />
        </div>
        <p className="mt-1.5 text-xs text-ink-soft">
          Anyone with this link can see these events, so share it only with your group.
        </p>
      </div>
    </div>
  );
}

function LoadingLinks() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">Preparing your calendar link…</span>
      {/* The same shape as the links, so the dialog does not jump when they arrive. */}
      <div aria-hidden="true" className="grid animate-pulse gap-2">
        <div className="h-10 rounded-full bg-brand-100" />
        <div className="h-10 rounded-full bg-gray-100" />
      </div>
      <div aria-hidden="true" className="animate-pulse">
        <div className="mb-1.5 h-5 w-44 rounded bg-gray-100" />
        <div className="h-[38px] rounded-xl bg-gray-100" />
        <div className="mt-1.5 h-4 w-4/5 rounded bg-gray-100" />
      </div>
    </div>
  );
}

/**
 * 'Add to calendar': a subscription to the whole itinerary or to one person's events,
 * as a webcal link (Apple Calendar, Outlook), Google Calendar's add-by-URL page, or a plain link.
 */
export function AddToCalendarDialog({ open, onClose, projectId, people, initialPerson }: AddToCalendarDialogProps) {
  const selectId = useId();
  const initial = personOnList(people, initialPerson);
  const [person, setPerson] = useState<string | null>(initial);
  // Each opening starts from the people filter's current single selection.
  useEffect(() => {
    if (open) setPerson(initial);
  }, [open, initial]);
  const { state, retry } = useCalendarFeed(open, projectId, person);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add to your calendar"
      description="Subscribe once: your calendar updates automatically when the host changes the plan."
      size="lg"
      footer={
        <button type="button" className="btn-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      <div className="space-y-5">
        {people.length > 0 && (
          <div>
            <label htmlFor={selectId} className="label">
              Whose events?
            </label>
            <select
              id={selectId}
              className="input"
              value={person ?? ''}
              onChange={(e) => setPerson(e.target.value || null)}
            >
              <option value="">Everyone (the whole itinerary)</option>
              {people.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <p className="mt-1.5 text-xs text-ink-soft">
              {person ? `Only the events ${person} attends.` : 'Every event in the itinerary.'}
            </p>
          </div>
        )}

        {state.status === 'ready' && <FeedLinks feed={state.feed} projectId={projectId} />}
        {state.status === 'loading' && <LoadingLinks />}
        {state.status === 'error' && (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between">
            <p>The calendar link could not be created.</p>
            <button type="button" className="btn-secondary" onClick={retry}>
              Try again
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
