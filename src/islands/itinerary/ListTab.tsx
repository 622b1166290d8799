import { splitEvents } from '../../lib/display';
import type { EventView } from '../../lib/types';
import { EventCard } from './EventCard';

type Props = { events: EventView[]; timeZone: string; now: number };

export function ListTab({ events, timeZone, now }: Props) {
  if (events.length === 0) {
    return (
      <div className="rounded-3xl border-2 border-dashed border-black/10 bg-white/70 px-6 py-14 text-center">
        <h2 className="text-xl font-bold text-ink">No Events Yet</h2>
        <p className="mx-auto mt-2 max-w-sm text-ink-soft">
          The plan is still coming together. Check back soon, this page updates as your host adds events.
        </p>
      </div>
    );
  }
  const { upcoming, past } = splitEvents(events, now);
  return (
    <div className="space-y-8">
      {upcoming.length > 0 && (
        <section aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading" className="mb-3 text-sm font-bold tracking-wider text-ink-soft uppercase">
            Upcoming
          </h2>
          <div className="space-y-4">
            {upcoming.map((e) => (
              <EventCard key={e.id} event={e} timeZone={timeZone} />
            ))}
          </div>
        </section>
      )}
      {past.length > 0 && (
        <section aria-labelledby="past-heading">
          <h2 id="past-heading" className="mb-3 text-sm font-bold tracking-wider text-ink-soft uppercase">
            Past
          </h2>
          <div className="space-y-4">
            {past.map((e) => (
              <EventCard key={e.id} event={e} timeZone={timeZone} past />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
