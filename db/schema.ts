/**
 * The whole data model of the product, in one file.
 *
 * Conventions:
 * - Every timestamp is integer milliseconds since the epoch (UTC), read as a `Date`.
 * - Event `datetime` is a UTC instant, and `endDatetime` (optional) a later one; both are shown
 *   in the itinerary's `timeZone`.
 * - JSON columns hold small, whole values (colours, link lists) that are always read together.
 */
import { sql } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { DEFAULT_REMINDER_DIGEST_AT, DEFAULT_REMINDER_LEAD_MINUTES } from '../src/lib/limits';
import { ROLES } from '../src/lib/types';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`);
const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`);

/** Who sees an event (see `visibility` on events). */
export const EVENT_VISIBILITIES = ['everyone', 'listed'] as const;

/**
 * The columns an event and an unclaimed event share (the same fields, the same rules:
 * src/lib/schemas.ts `eventFieldsSchema`). Only `datetime` differs: every event has one, an
 * unclaimed event may not yet; so each table passes its own.
 */
function eventColumns<Datetime>(datetime: Datetime) {
  return {
    title: text('title').notNull(),
    description: text('description'),
    datetime,
    // When the event ends: after `datetime`, perhaps on a later day; null when it has no end
    // (calendars then end it an hour after its start: docs/product.md#events).
    endDatetime: integer('end_datetime', { mode: 'timestamp_ms' }),
    location: text('location'),
    latitude: real('latitude'),
    longitude: real('longitude'),
    // Comma-separated names, 'Everyone', or 'Everyone except A, B'.
    attendees: text('attendees'),
    vibe: text('vibe'),
    eventType: text('event_type'),
    // Booking references, prices and the like: only admins ever receive these.
    privateNotes: text('private_notes'),
  };
}

export type CustomColors = { primary: string; secondary: string; accent: string };
export type CustomLink = { name: string; url: string };

// A new itinerary's colours: #9333ea / #ec4899 / #10b981 (the Purple & Pink preset).
export const DEFAULT_CUSTOM_COLORS: CustomColors = {
  primary: '#9333ea',
  secondary: '#ec4899',
  accent: '#10b981',
};

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  // Personal forwarding address token (plans+<token>@domain); revocable.
  forwardingToken: text('forwarding_token').unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Passwordless sign-in links: only the SHA-256 of the token is stored; single use. */
export const emailLoginTokens = sqliteTable(
  'email_login_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    // Where the browser goes after signing in: a same-site path, checked again when used.
    returnTo: text('return_to'),
    createdAt: createdAt(),
  },
  (t) => [index('email_login_tokens_email_idx').on(t.email, t.createdAt)],
);

/** One table for every browser, guest or signed in (Lucia guide). */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // The project this browser opened last (GET /api/current-project).
    currentProjectId: integer('current_project_id').references(() => projects.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    lastVerifiedAt: integer('last_verified_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const projects = sqliteTable(
  'projects',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectId: text('project_id').notNull(),
    name: text('name').notNull(),
    customTitle: text('custom_title'),
    ownerName: text('owner_name'),
    ownerEmail: text('owner_email'),
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    // The guest session that created it, so it joins that browser's account at sign-in.
    creatorSessionId: text('creator_session_id').references((): AnySQLiteColumn => sessions.id, {
      onDelete: 'set null',
    }),
    groupSize: integer('group_size').notNull().default(1),
    isPaid: integer('is_paid', { mode: 'boolean' }).notNull().default(false),
    // Seeded example itineraries: readable with code EXAMPLE, never editable.
    isExample: integer('is_example', { mode: 'boolean' }).notNull().default(false),
    adminCode: text('admin_code').notNull(),
    accessCode: text('access_code').notNull(),
    customColors: text('custom_colors', { mode: 'json' })
      .$type<CustomColors>()
      .notNull()
      .default(DEFAULT_CUSTOM_COLORS),
    selectedFont: text('selected_font').notNull().default('normal'),
    titleFont: text('title_font').notNull().default('inherit'),
    titleChangesUsed: integer('title_changes_used').notNull().default(0),
    selectedBackground: text('selected_background').notNull().default('default'),
    customBackgroundColor: text('custom_background_color').notNull().default('#f8f9fa'),
    borderStyle: text('border_style').notNull().default('rounded'),
    headerImage: text('header_image'),
    headerImages: text('header_images', { mode: 'json' }).$type<string[]>().notNull().default([]),
    customLinks: text('custom_links', { mode: 'json' })
      .$type<CustomLink[]>()
      .notNull()
      .default([]),
    showCountdown: integer('show_countdown', { mode: 'boolean' }).notNull().default(true),
    showCreatorName: integer('show_creator_name', { mode: 'boolean' }).notNull().default(true),
    showMapTab: integer('show_map_tab', { mode: 'boolean' }).notNull().default(false),
    // Whether guests see each other's travel on the arrivals board (admins always see all of it).
    guestsSeeTravel: integer('guests_see_travel', { mode: 'boolean' }).notNull().default(true),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    // The open Stripe PaymentIntent of this itinerary's upgrade, reused by the next checkout.
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    // Bumped on every change to the itinerary or its children: live updates watch it.
    version: integer('version').notNull().default(1),
    // Bumped on every change that a browser which sees no private event can see (every change but
    // one to private events alone): what such a browser is told and cached by, so a private event
    // never shows in what it gets, not even as a version (docs/product.md#private-events).
    publicVersion: integer('public_version').notNull().default(1),
    // Whether the shared access code opens the itinerary; off: personal invite links only.
    sharedCodeOn: integer('shared_code_on', { mode: 'boolean' }).notNull().default(true),
    // The organiser's reminder defaults (docs/reminders.md#when): what a device gets unless it chose
    // its own: the digest the evening before and its time, the reminder before each event and its lead.
    remindersDigest: integer('reminders_digest', { mode: 'boolean' }).notNull().default(true),
    remindersDigestAt: text('reminders_digest_at').notNull().default(DEFAULT_REMINDER_DIGEST_AT),
    remindersBefore: integer('reminders_before', { mode: 'boolean' }).notNull().default(true),
    remindersBeforeMinutes: integer('reminders_before_minutes').notNull().default(DEFAULT_REMINDER_LEAD_MINUTES),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('projects_project_id_idx').on(t.projectId),
    index('projects_owner_user_idx').on(t.ownerUserId),
    index('projects_creator_session_idx').on(t.creatorSessionId),
  ],
);

/**
 * The itinerary's guest list, kept by its admins (docs/product.md#guests-and-private-events). An
 * itinerary without one behaves as before the list existed.
 */
export const guests = sqliteTable(
  'guests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectRowId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // The name as admins wrote it, cleaned, and its look-alike key: one guest per key.
    name: text('name').notNull(),
    guestKey: text('guest_key').notNull(),
    // Seen by admins only; where "Send by email" sends the personal link.
    email: text('email'),
    // The personal invite link: the SHA-256 (hex) of its token, never the token; null when none
    // was issued or it was revoked. Re-issuing replaces it, and ends the grants the old one made.
    inviteTokenHash: text('invite_token_hash'),
    inviteIssuedAt: integer('invite_issued_at', { mode: 'timestamp_ms' }),
    // When some browser first and last opened the personal link (the Guests card shows them).
    firstOpenedAt: integer('first_opened_at', { mode: 'timestamp_ms' }),
    lastOpenedAt: integer('last_opened_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('guests_project_key_idx').on(t.projectRowId, t.guestKey),
    uniqueIndex('guests_invite_token_idx').on(t.inviteTokenHash),
  ],
);

/** Group tags of an itinerary's guests ("Wedding party"); a guest may be in several. */
export const guestGroups = sqliteTable(
  'guest_groups',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectRowId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // The name's look-alike key: one group per key.
    groupKey: text('group_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('guest_groups_project_key_idx').on(t.projectRowId, t.groupKey)],
);

export const guestGroupMembers = sqliteTable(
  'guest_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => guestGroups.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.guestId] }), index('guest_group_members_guest_idx').on(t.guestId)],
);

/** How a browser came to be a listed guest: their personal invite link, or a name it picked. */
export const GUEST_IDENTITIES = ['link', 'picked'] as const;
export type GuestIdentity = (typeof GUEST_IDENTITIES)[number];

/** What a browser session may see (viewer) or edit (admin) of a project. */
export const projectGrants = sqliteTable(
  'project_grants',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    projectRowId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    // The email a guest gave on the access form, if any.
    email: text('email'),
    // Who on the guest list this browser is, and how it says so: `link`, it opened that guest's
    // personal invite link (the only identity private events trust); `picked`, it picked the
    // name after entering the shared code (an unverified claim). Null: not identified.
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    identity: text('identity', { enum: GUEST_IDENTITIES }),
    // When this browser was last asked "Who are you?" (it picked a name or skipped); null: it has
    // not answered, so a viewer in by the shared code is asked while the itinerary has a guest
    // list (src/server/guests/identity.ts `owesWhoAsk`).
    whoAskedAt: integer('who_asked_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.projectRowId] }),
    index('project_grants_project_idx').on(t.projectRowId),
    index('project_grants_guest_idx').on(t.guestId),
  ],
);

export const events = sqliteTable(
  'events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectRowId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ...eventColumns(integer('datetime', { mode: 'timestamp_ms' }).notNull()),
    // Who sees the event: `everyone` with the itinerary, or `listed`, only its attendees (names
    // and groups of the guest list) who came by their personal link, and admins.
    visibility: text('visibility', { enum: EVENT_VISIBILITIES }).notNull().default('everyone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_project_datetime_idx').on(t.projectRowId, t.datetime)],
);

/**
 * The name a guest wrote under (travel entries, RSVP answers), cleaned (`cleanName` in
 * src/lib/attendees.ts), and its look-alike key (`guestNameKey` in src/server/guests/guest-names.ts,
 * docs/security.md#look-alike-names): names that look alike have one key.
 */
const guestNameColumns = () => ({
  guestName: text('guest_name').notNull(),
  guestKey: text('guest_key').notNull(),
});

/** Who wrote a guest's row, and when. */
const guestWriterColumns = () => ({
  // The browser session that wrote it: that session may edit or delete it (admins any). An
  // expired session leaves the row to the admins.
  sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
  // Written by an admin (for someone else): such rows do not claim the name for the session.
  byAdmin: integer('by_admin', { mode: 'boolean' }).notNull().default(false),
  // Once the writing session has ended (signed out or expired), the name stays held until this
  // instant; null while the session lives (src/server/guests/name-holds.ts).
  heldUntil: integer('held_until', { mode: 'timestamp_ms' }),
  // The signed-in user whose session wrote it, kept when that session ended: signing in again
  // while the name is held gives the row back.
  heldForUserId: text('held_for_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Guests' arrivals and departures (docs/product.md#travel-and-the-arrivals-board). The time is
 * kept as the guest typed it, a wall-clock time in the place's zone (`localTime`,
 * 'YYYY-MM-DDTHH:mm', and `timeZone`), so a 23:30 landing in Tokyo reads 23:30 Tokyo time for
 * everyone; `instant` is the same moment in UTC, for ordering, grouping and calendar feeds.
 */
export const travelEntries = sqliteTable(
  'travel_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectRowId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ...guestNameColumns(),
    kind: text('kind', { enum: ['arrival', 'departure'] }).notNull(),
    localTime: text('local_time').notNull(),
    timeZone: text('time_zone').notNull(),
    instant: integer('instant', { mode: 'timestamp_ms' }).notNull(),
    place: text('place').notNull(),
    // An IATA airport code or a station code, upper case.
    placeCode: text('place_code'),
    // Flight or train number.
    transportNumber: text('transport_number'),
    fromPlace: text('from_place'),
    seatsFree: integer('seats_free'),
    note: text('note'),
    ...guestWriterColumns(),
  },
  (t) => [
    index('travel_entries_project_instant_idx').on(t.projectRowId, t.instant),
    index('travel_entries_project_guest_idx').on(t.projectRowId, t.guestKey),
    index('travel_entries_session_idx').on(t.sessionId),
    index('travel_entries_held_for_user_idx').on(t.heldForUserId),
  ],
);

/** Which events ask for RSVPs, and how (docs/product.md#rsvps). No row: the event does not ask. */
export const eventRsvpSettings = sqliteTable(
  'event_rsvp_settings',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    projectRowId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    asks: integer('asks', { mode: 'boolean' }).notNull().default(false),
    plusOnesAllowed: integer('plus_ones_allowed', { mode: 'boolean' }).notNull().default(false),
    plusOnesMax: integer('plus_ones_max').notNull().default(0),
    // After this instant answers are closed; null: open while the event asks.
    rsvpBy: integer('rsvp_by', { mode: 'timestamp_ms' }),
    updatedAt: updatedAt(),
  },
  (t) => [index('event_rsvp_settings_project_idx').on(t.projectRowId)],
);

/** One answer per event and guest name (by its key). */
export const rsvpAnswers = sqliteTable(
  'rsvp_answers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    projectRowId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ...guestNameColumns(),
    status: text('status', { enum: ['going', 'maybe', 'no'] }).notNull(),
    plusOnes: integer('plus_ones').notNull().default(0),
    note: text('note'),
    ...guestWriterColumns(),
  },
  (t) => [
    uniqueIndex('rsvp_answers_event_guest_idx').on(t.eventId, t.guestKey),
    index('rsvp_answers_project_guest_idx').on(t.projectRowId, t.guestKey),
    index('rsvp_answers_session_idx').on(t.sessionId),
    index('rsvp_answers_held_for_user_idx').on(t.heldForUserId),
  ],
);

export const faqs = sqliteTable(
  'faqs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectRowId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('faqs_project_order_idx').on(t.projectRowId, t.order)],
);

export const feedback = sqliteTable('feedback', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  projectRowId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
  userType: text('user_type', { enum: ['owner', 'guest'] }).notNull(),
  feedbackText: text('feedback_text').notNull(),
  createdAt: createdAt(),
});

export const coupons = sqliteTable('coupons', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  code: text('code').notNull().unique(),
  percentOff: integer('percent_off'),
  amountOff: integer('amount_off'),
  maxRedemptions: integer('max_redemptions'),
  timesRedeemed: integer('times_redeemed').notNull().default(0),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
});

/** Receipts. Kept when a project is deleted (money records outlive the itinerary). */
export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectRowId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    // One payment per PaymentIntent, whichever of confirm-payment and the webhook gets there first.
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    amount: integer('amount').notNull(),
    // The price before any coupon; every insert writes it. The default is only the column's
    // definition since the first migration, not the price (that is src/lib/limits.ts): changing it
    // here would make drizzle-kit rebuild the table.
    originalAmount: integer('original_amount').notNull().default(300),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull(),
    paymentMethodType: text('payment_method_type').notNull().default('card'),
    receiptUrl: text('receipt_url'),
    couponCode: text('coupon_code'),
    createdAt: createdAt(),
  },
  (t) => [index('payments_project_idx').on(t.projectRowId)],
);

/** Stripe webhook events already handled: duplicates and retries change nothing. */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * Fixed-window counters for wrong codes and other rate limits, one row per key
 * (e.g. `access:project:42:client:203.0.113.9`). Incremented with a single UPSERT so
 * concurrent requests never lose a count, and shared by every app process.
 */
export const accessAttempts = sqliteTable('access_attempts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: integer('window_start', { mode: 'timestamp_ms' }).notNull(),
  // How many times this key has been locked out: each lockout doubles the next wait.
  strikes: integer('strikes').notNull().default(0),
  lockedUntil: integer('locked_until', { mode: 'timestamp_ms' }),
  updatedAt: updatedAt(),
});

/** Events parsed from forwarded confirmation emails, waiting to be sent to an itinerary. */
export const unclaimedEvents = sqliteTable(
  'unclaimed_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No date when the email gave none: it is added before the event goes to an itinerary.
    ...eventColumns(integer('datetime', { mode: 'timestamp_ms' })),
    needsReview: integer('needs_review', { mode: 'boolean' }).notNull().default(false),
    cancelled: integer('cancelled', { mode: 'boolean' }).notNull().default(false),
    // Same reservation forwarded again updates this row instead of adding one.
    reservationKey: text('reservation_key'),
    sourceMessageId: text('source_message_id'),
    // A flight, train, coach or ferry leg's two ends as the email gave them (JSON of
    // src/lib/journey.ts `Journey`, read back with readJourney); null for other bookings.
    journey: text('journey'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('unclaimed_events_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('unclaimed_events_reservation_idx').on(t.userId, t.reservationKey),
  ],
);

/** Subscribable iCalendar feeds; the URL carries `secret`, never the access code. */
export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectRowId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull().unique(),
    // null: the whole itinerary; otherwise only the events this person attends.
    person: text('person'),
    // The browser session whose grant made the feed: the feed answers only while that session
    // still holds a grant for the itinerary, of at least the role it was made with
    // (docs/security.md#calendar-feeds-live-as-long-as-their-grant). Null: a feed from before
    // feeds belonged to a grant, which answers 404.
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    // The role it was made with: admin feeds carry travel whatever the sharing setting.
    createdByAdmin: integer('created_by_admin', { mode: 'boolean' }).notNull().default(false),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('calendar_feeds_project_idx').on(t.projectRowId),
    index('calendar_feeds_session_idx').on(t.sessionId, t.projectRowId),
  ],
);

/**
 * Addresses the product has emailed because someone typed them (access codes, sign-in links).
 * Each has a one-click unsubscribe token (List-Unsubscribe); once `unsubscribedAt` is set, no
 * email the requester asks for goes to that address again.
 */
export const mailRecipients = sqliteTable('mail_recipients', {
  // Trimmed and lower-cased.
  address: text('address').primaryKey(),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  unsubscribedAt: integer('unsubscribed_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
});

/**
 * Invitation emails an address asked to stop, per itinerary (docs/product.md#personal-invite-links):
 * the row's token is the one-click link in every invitation to that address from that itinerary.
 */
export const inviteMailStops = sqliteTable(
  'invite_mail_stops',
  {
    projectRowId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // Trimmed and lower-cased.
    address: text('address').notNull(),
    token: text('token').notNull().unique(),
    stoppedAt: integer('stopped_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectRowId, t.address] })],
);

export type Project = typeof projects.$inferSelect;
export type Event = typeof events.$inferSelect;
export type Faq = typeof faqs.$inferSelect;
export type TravelEntry = typeof travelEntries.$inferSelect;
export type EventRsvpSettings = typeof eventRsvpSettings.$inferSelect;
export type RsvpAnswer = typeof rsvpAnswers.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type User = typeof users.$inferSelect;

/**
 * Messages sent later (reminders, alerts, announcements, invitations), a row each before they
 * leave: any process, or the edge's cron trigger, claims due rows with a lease and settles them
 * (src/server/outbox/, docs/outbox.md). `dedupe_key` makes enqueueing the same message twice a
 * no-op; `recipient` (for example `push:12`) lets a subscription's pending messages go with it.
 */
export const outboxMessages = sqliteTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectRowId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // What composes and sends it (src/server/outbox/outbox-kinds.ts).
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    // JSON, read by the kind's sender.
    payload: text('payload').notNull(),
    dueAt: integer('due_at', { mode: 'timestamp_ms' }).notNull(),
    // 'pending' | 'sent' | 'failed' (gave up after retries) | 'dropped' (the recipient is gone).
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
    lastError: text('last_error'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_due_idx').on(t.state, t.dueAt), index('outbox_messages_recipient_idx').on(t.recipient)],
);
/**
 * A subscription to one itinerary's reminders (src/server/reminders/, docs/reminders.md): a
 * browser's Web Push subscription (channel 'push'), or an email address a browser gave (channel
 * 'email': the endpoint is the address's `mailto:` URI, the keys are empty, and nothing but the
 * confirmation is sent before `confirmed_at`). Whose reminders it gets is fixed when it
 * subscribes: the guest the browser was (and how it knew), or else the people it filtered to. The
 * endpoint, keys and address are never shown to anyone. It goes with the itinerary, with Exit (its
 * session's grant), with an unsubscribe, and when the push service answers 404 or 410; it
 * outlives an expired session.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectRowId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    identity: text('identity', { enum: GUEST_IDENTITIES }),
    // JSON array of names (the people filter) when the browser is nobody on the guest list; null: everyone.
    people: text('people'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    // What this device gets (docs/reminders.md#when): the digest the evening before, the reminder
    // before each event. Only once the device chose them (`kindsChosen`); until then the itinerary's defaults.
    digest: integer('digest', { mode: 'boolean' }).notNull().default(true),
    before: integer('before', { mode: 'boolean' }).notNull().default(true),
    kindsChosen: integer('kinds_chosen', { mode: 'boolean' }).notNull().default(false),
    // This device's own digest time and lead; null: the itinerary's default.
    digestAt: text('digest_at'),
    beforeMinutes: integer('before_minutes'),
    lastSuccessAt: integer('last_success_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    channel: text('channel', { enum: ['push', 'email'] }).notNull().default('push'),
    // Email only (docs/reminders.md#email): the hash of the confirmation link's token while it waits, when it was sent, when it was confirmed.
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: integer('confirm_sent_at', { mode: 'timestamp_ms' }),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    // Email only: calendar invitations (iTIP) for the events this address hears about.
    invitations: integer('invitations', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    index('push_subscriptions_confirm_idx').on(t.confirmTokenHash),
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.projectRowId, t.endpoint),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/**
 * What one email subscription was last sent about one event as a calendar invitation
 * (src/server/invitations/, docs/reminders.md#calendar-invitations): so the next message about it
 * has a higher SEQUENCE, an unchanged event sends nothing, and a deleted event or a guest taken
 * off it gets a CANCEL. The event may be gone; `last` keeps what the invitation showed.
 */
export const calendarInvitations = sqliteTable(
  'calendar_invitations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    sequence: integer('sequence').notNull(),
    cancelled: integer('cancelled', { mode: 'boolean' }).notNull().default(false),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    // JSON: the invitation's event as last sent (a CANCEL repeats it).
    last: text('last').notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('calendar_invitations_subscription_event_idx').on(t.subscriptionId, t.eventId)],
);

/**
 * Keys the app draws once and keeps for every process that shares the database (the VAPID key
 * pair of Web Push, when the environment gives none): the first process to start writes it.
 */
export const appKeys = sqliteTable('app_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
