/**
 * Dashboard helpers for HTTP tests: a signed-in user's browser, an itinerary owned by
 * a user (set in the database: project creation while signed in is tested on its own), and
 * unclaimed events written the way the inbound-mail parser writes them.
 */
import { readFileSync } from 'node:fs';
import type { ForwardingAddressView, UnclaimedEventView } from '../../src/lib/types';
import type { TestBrowser } from './http-client';
import { createItinerary, runSql, type TestItinerary } from './itineraries';
import { insertSignedInUser, type TestUser } from './users';

type Suite = { server: { databaseUrl: string; url: string }; browser: () => TestBrowser };

export type SignedIn = TestUser & { browser: TestBrowser };

/** A new user and a browser signed in as them (a fresh client address each). */
export async function signIn(suite: Suite, options: { email?: string; firstName?: string } = {}): Promise<SignedIn> {
  const user = await insertSignedInUser(suite.server.databaseUrl, options);
  return { ...user, browser: browserWithSession(suite, user.token) };
}

/** A new browser that sends the session cookie `token` (a stolen or old one, in some tests). */
export function browserWithSession(suite: Suite, token: string): TestBrowser {
  const browser = suite.browser();
  browser.cookies.set('session', token);
  return browser;
}

/** An itinerary created through the API and then owned by `user`. */
export async function ownedItinerary(
  suite: Suite,
  user: Pick<TestUser, 'userId'>,
  options: { name?: string; paid?: boolean } = {},
): Promise<TestItinerary> {
  const itinerary = await createItinerary(suite, options);
  await runSql(suite, 'UPDATE projects SET owner_user_id = ? WHERE project_id = ?', [user.userId, itinerary.projectId]);
  return itinerary;
}

/** An unclaimed event as the API shows it: every optional field empty, but those of `fields`. */
export function unclaimedEventView(fields: Pick<UnclaimedEventView, 'id' | 'title' | 'createdAt'> & Partial<UnclaimedEventView>): UnclaimedEventView {
  return {
    description: null,
    datetime: null,
    location: null,
    attendees: null,
    vibe: null,
    eventType: null,
    journey: null,
    needsReview: false,
    cancelled: false,
    ...fields,
  };
}

export type UnclaimedRow = {
  title?: string;
  datetime?: number | null;
  description?: string | null;
  location?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  attendees?: string | null;
  privateNotes?: string | null;
  needsReview?: boolean;
  createdAt?: number;
};

/** Inserts an unclaimed event for a user straight into the database; returns its id. */
export async function insertUnclaimedEvent(suite: Suite, userId: string, row: UnclaimedRow = {}): Promise<number> {
  const now = row.createdAt ?? Date.now();
  const result = await runSql(
    suite,
    `INSERT INTO unclaimed_events (user_id, title, description, datetime, location, latitude, longitude, attendees, private_notes, needs_review, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [
      userId,
      row.title ?? 'Dinner at Luca',
      row.description ?? null,
      row.datetime === undefined ? Date.parse('2031-06-01T19:30:00Z') : row.datetime,
      row.location ?? null,
      row.latitude ?? null,
      row.longitude ?? null,
      row.attendees ?? null,
      row.privateNotes ?? null,
      row.needsReview ? 1 : 0,
      now,
      now,
    ],
  );
  return Number(result.rows[0]?.id);
}

/** The inbound webhook's secret of test servers started with `forwardingEnv`. */
export const INBOUND_SECRET = 'inbound-secret-for-tests-0123456789';
/** Server settings under which users have forwarding addresses and the webhook takes mail. */
export const forwardingEnv = { TRUST_PROXY: 'true', INBOUND_EMAIL_DOMAIN: 'in.itinerary-test.com', INBOUND_WEBHOOK_SECRET: INBOUND_SECRET };

/**
 * Forwards a corpus message (tests/fixtures/corpus/…) to the user's personal address, as a mail
 * provider's webhook does; the server's JSON answer.
 */
export async function forwardFixture(suite: Suite, user: SignedIn, fixture: string): Promise<unknown> {
  const { data } = await user.browser.json<ForwardingAddressView>('GET', '/api/users/forwarding-address');
  const url = new URL('/api/inbound/email', suite.server.url);
  url.searchParams.set('to', data.address);
  const raw = readFileSync(new URL(`../fixtures/corpus/${fixture}`, import.meta.url));
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${INBOUND_SECRET}` },
    body: new Uint8Array(raw),
  });
  return res.json();
}
