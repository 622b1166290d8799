import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { groupByDay, splitEvents } from '../../lib/display';
import type { EventView } from '../../lib/types';
import { $eventEditor } from '../../stores/event-editor';
import { EventCard } from './EventCard';
import { AddEventButton, EventAdminButtons } from './events/EventAdminButtons';
import { EventEditorSlot } from './events/EventEditorSlot';
import { eventCardId, useEventListAdmin, type ListAdmin } from './events/useEventListAdmin';
import { useReaderFormat } from '@/ui/reader-format';

type Props = {
  events: EventView[];
  timeZone: string;
  now: number;
  /** True when the people filter hides events (it has its own empty state). */
  filtered?: boolean;
  /** Replaces 'No Events Yet' (the preview page says 'This itinerary is still being set up'). */
  emptyText?: string | undefined;
  /** Each event's .ics download, when the viewer may have one. */
  eventIcsHref?: ((eventId: number) => string) | undefined;
  /** Admin mode shows each event's private notes. */
  showPrivateNotes?: boolean;
  /** Admin mode: add, edit and delete events. */
  admin?: ListAdmin | undefined;
  /** An asking event's RSVPs (counts, answer button), drawn under its details. */
  rsvpFor?: ((event: EventView) => ReactNode) | undefined;
};

type SectionProps = {
  id: string;
  title: string;
  events: EventView[];
  timeZone: string;
  /** Renders one event: its card, or its editor while it is being edited. */
  renderEvent: (event: EventView) => ReactNode;
};

function Section({ id, title, events, timeZone, renderEvent }: SectionProps) {
  const format = useReaderFormat();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-4 text-sm font-bold tracking-wider text-[var(--page-text)] uppercase">
        {title}
      </h2>
      <div className="space-y-7">
        {groupByDay(events, timeZone, format).map((day) => (
          <div key={day.key}>
            <h3 className="mb-3 flex items-center gap-3 text-base font-bold text-[var(--page-text)]">
              <span className="h-2.5 w-2.5 shrink-0 rounded-full bg-[var(--theme-primary)]" aria-hidden="true" />
              {day.label}
            </h3>
            <div className="space-y-3">{day.events.map(renderEvent)}</div>
          </div>
        ))}
      </div>
    </section>
  );
}

function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-3xl border-2 border-dashed border-black/10 bg-white/80 px-6 py-14 text-center">
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      <p className="mx-auto mt-2 max-w-sm text-ink-soft">{children}</p>
    </div>
  );
}

export function ListTab({ events, timeZone, now, filtered = false, emptyText, eventIcsHref, showPrivateNotes = false, admin, rsvpFor }: Props) {
  const editor = useStore($eventEditor);
  const { deleting, onSaved, onCancelled, deleteEvent } = useEventListAdmin(admin, events);

  const creatingAt = admin && editor.kind === 'creating' ? editor.at : null;
  const editorFor = (event?: EventView) =>
    admin && (
      <EventEditorSlot
        key={event ? `edit-${event.id}` : 'create'}
        projectId={admin.projectId}
        timeZone={timeZone}
        event={event}
        names={admin.names}
        starts={admin.starts}
        freeEventsLeft={event ? null : admin.freeEventsLeft}
        refresh={admin.refresh}
        rsvp={event ? admin.rsvpOf?.(event.id) : undefined}
        onSaved={onSaved}
        onCancelled={() => onCancelled(event?.id ?? creatingAt ?? 'top')}
      />
    );

  const renderEvent = (past: boolean) => (event: EventView) =>
    admin && editor.kind === 'editing' && editor.eventId === event.id ? (
      editorFor(event)
    ) : (
      <EventCard
        key={event.id}
        id={eventCardId(event.id)}
        event={event}
        timeZone={timeZone}
        past={past}
        icsHref={past ? undefined : eventIcsHref?.(event.id)}
        showPrivateNotes={showPrivateNotes}
        rsvp={rsvpFor?.(event)}
        actions={
          admin && (
            <EventAdminButtons
              eventId={event.id}
              title={event.title}
              deleting={deleting === event.id}
              onDelete={() => void deleteEvent(event)}
            />
          )
        }
      />
    );

  // An empty list needs one 'Add Event' (at the top): the bottom one is for long lists.
  const empty = events.length === 0;
  let body: ReactNode;
  if (events.length === 0 && filtered) {
    body = creatingAt ? null : (
      <EmptyState title="No Events for Selected People">Try choosing someone else, or everyone, in the people filter.</EmptyState>
    );
  } else if (events.length === 0) {
    body = creatingAt ? null : (
      <EmptyState title={emptyText ?? 'No Events Yet'}>
        {admin
          ? 'Add the first event and your guests will see it here straight away.'
          : 'The plan is still coming together. Check back soon: this page shows every event your host adds.'}
      </EmptyState>
    );
  } else {
    const { upcoming, past } = splitEvents(events, now);
    body = (
      <>
        {upcoming.length > 0 && <Section id="upcoming" title="Upcoming" events={upcoming} timeZone={timeZone} renderEvent={renderEvent(false)} />}
        {past.length > 0 && <Section id="past" title="Past" events={past} timeZone={timeZone} renderEvent={renderEvent(true)} />}
      </>
    );
  }

  if (!admin) return <div className="space-y-10">{body}</div>;
  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <AddEventButton at="top" freeEventsLeft={admin.freeEventsLeft} />
      </div>
      {creatingAt === 'top' && editorFor()}
      {body && <div className="space-y-10">{body}</div>}
      {creatingAt === 'bottom' && editorFor()}
      {!empty && <AddEventButton at="bottom" freeEventsLeft={admin.freeEventsLeft} />}
    </div>
  );
}
