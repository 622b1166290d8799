/**
 * Links to an itinerary's calendar feed and to one event's .ics. Browser-safe: the
 * server builds the feed links with these, and event cards link to `eventIcsUrl`.
 */

/** What POST /api/projects/{projectId}/calendar-feeds returns. */
export type CalendarFeedLinks = {
  /** null: the whole itinerary; otherwise only the events this person attends. */
  person: string | null;
  /** https://…/calendar/<secret>.ics, for copying into any calendar app. */
  url: string;
  /** webcal://…: Apple Calendar and Outlook open it as a subscription. */
  webcalUrl: string;
  /** Google Calendar's "add by URL" screen for this feed. */
  googleUrl: string;
};
export type CalendarFeedResponse = { success: true; feed: CalendarFeedLinks };

const feedPath = (secret: string) => `/calendar/${encodeURIComponent(secret)}.ics`;

/** webcal:// is the same URL with the scheme swapped; calendar apps fetch it over https. */
export function webcalUrl(httpUrl: string): string {
  return httpUrl.replace(/^https?:\/\//i, 'webcal://');
}

function googleCalendarUrl(webcal: string): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`;
}

export function feedLinks(siteUrl: string, secret: string, person: string | null): CalendarFeedLinks {
  const url = new URL(feedPath(secret), siteUrl).href;
  const webcal = webcalUrl(url);
  return { person, url, webcalUrl: webcal, googleUrl: googleCalendarUrl(webcal) };
}

/** One event as a downloadable .ics (needs the viewer's session cookie). */
export function eventIcsUrl(projectId: string, eventId: number | string): string {
  return `/api/projects/${encodeURIComponent(projectId)}/events/${encodeURIComponent(String(eventId))}/ics`;
}
