import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '../../lib/limits';
import { countdownParts, countdownText, nextEventStart } from '../../lib/countdown';
import type { EventView } from '../../lib/types';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

type Props = { events: EventView[]; now: number };

/** Counts down to the first upcoming event, ticking every second. */
export function Countdown({ events, now: initialNow }: Props) {
  const [now, setNow] = useState(initialNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const target = nextEventStart(events, now);
  const parts = target === null ? null : countdownParts(target, now);
  return (
    <section
      aria-label="Countdown"
      // The next starts for the page's plain script, which ticks the text before React loads.
      data-countdown={events.map((e) => Date.parse(e.datetime)).filter((t) => t > initialNow).join(' ')}
      className="overflow-hidden rounded-[var(--theme-radius)] bg-gradient-to-r from-[var(--theme-primary)] to-[var(--theme-secondary)] p-[2px] shadow-card"
    >
      <div className="flex items-center gap-4 rounded-[calc(var(--theme-radius)-2px)] bg-white/95 px-5 py-4">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-[var(--theme-primary)] text-[var(--theme-on-primary)]" aria-hidden="true">
          <Icon icon={icons.timer} className="h-6 w-6" />
        </span>
        {parts ? (
          <p className="text-ink">
            {/* The seconds change every tick: announce nothing, the text is for reading. */}
            <span
              className="block text-lg font-extrabold tracking-tight tabular-nums sm:text-xl"
              aria-live="off"
              data-countdown-text
              // The plain script ticked it since the server rendered it: React's first render may differ.
              suppressHydrationWarning
            >
              {countdownText(parts)}
            </span>
            <span className="text-sm font-medium text-ink-soft">until the next adventure begins!</span>
          </p>
        ) : (
          <p className="text-ink">
            <span className="block text-lg font-extrabold tracking-tight sm:text-xl">Event Time!</span>
            <span className="text-sm font-medium text-ink-soft">The event has started or no upcoming events</span>
          </p>
        )}
      </div>
    </section>
  );
}
