/**
 * The countdown card's text: '3 days, 2 hours and 5 seconds' — units
 * that are zero are left out — then 'until the next adventure begins!'.
 */
export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

export function countdownParts(targetMs: number, nowMs: number): CountdownParts | null {
  const total = Math.floor((targetMs - nowMs) / 1000);
  if (total <= 0) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function countdownText(parts: CountdownParts): string {
  const pieces = [
    parts.days && unit(parts.days, 'day'),
    parts.hours && unit(parts.hours, 'hour'),
    parts.minutes && unit(parts.minutes, 'minute'),
    parts.seconds && unit(parts.seconds, 'second'),
  ].filter((p): p is string => Boolean(p));
  if (pieces.length <= 1) return pieces[0] ?? '';
  return `${pieces.slice(0, -1).join(', ')} and ${pieces.at(-1)}`;
}

/** The first upcoming event's start, or null when nothing is ahead. */
export function nextEventStart(events: readonly { datetime: string }[], nowMs: number): number | null {
  let next: number | null = null;
  for (const e of events) {
    const t = Date.parse(e.datetime);
    if (t > nowMs && (next === null || t < next)) next = t;
  }
  return next;
}
