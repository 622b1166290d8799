/**
 * Helpers of the travel and RSVP integration tests: a guest who has entered the code, an
 * itinerary event, an arrival as the form posts it, many arrivals at once, and a CSV reader to
 * parse the exports back.
 */
import type { TestBrowser } from './http-client';
import { runSql, type TestItinerary } from './itineraries';

type Suite = { browser: () => TestBrowser };

/** Another browser that has entered the itinerary's access code. */
export async function joinAsGuest(suite: Suite, itinerary: Pick<TestItinerary, 'projectId' | 'accessCode'>) {
  const guest = suite.browser();
  const res = await guest.post(`/api/projects/${itinerary.projectId}/access`, { accessCode: itinerary.accessCode });
  if (res.status !== 200) throw new Error(`access failed: ${res.status}`);
  return guest;
}

/** An event added by the admin; its id. */
export async function addEvent(admin: TestBrowser, projectId: string, fields: { title?: string; datetime?: string; attendees?: string | null } = {}) {
  const { res, data } = await admin.json<{ id: number }>('POST', `/api/projects/${projectId}/events`, {
    title: fields.title ?? 'Welcome dinner',
    datetime: fields.datetime ?? '2031-06-12T19:00:00Z',
    attendees: fields.attendees ?? null,
  });
  if (res.status !== 201) throw new Error(`event not created: ${res.status}`);
  return data.id;
}

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF), after the byte order mark. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** A guest's arrival at Lisbon airport on 12 June 2031 at 14:05 (its fields overridden by `over`), as the travel form posts it. */
export const arrival = (guestName: string, over: Record<string, unknown> = {}) => ({
  guestName,
  kind: 'arrival',
  localTime: '2031-06-12T14:05',
  timeZone: 'Europe/Lisbon',
  place: 'Lisbon airport',
  placeCode: 'LIS',
  ...over,
});

/** `count` arrivals under the names Guest 1…N, written straight into the database (as another process would). */
export async function insertArrivals(suite: Parameters<typeof runSql>[0], projectId: string, count: number) {
  await runSql(
    suite,
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO travel_entries (project_id, guest_name, guest_key, kind, local_time, time_zone, instant, place)
     SELECT p.id, 'Guest ' || i, 'guest ' || i, 'arrival', '2031-06-12T09:00', 'UTC', 1939107600000, 'LIS'
     FROM n, projects p WHERE p.project_id = ?`,
    [count, projectId],
  );
}
