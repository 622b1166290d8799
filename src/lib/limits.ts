/**
 * Every limit, price and timer of the product, and the shapes of ids and codes, once
 * (docs/product.md states the rules they belong to).
 * Import these; never retype a number.
 */

// Codes and ids.
export const PROJECT_ID_LENGTH = 8;
export const ACCESS_CODE_LENGTH = 6;
export const ADMIN_CODE_LENGTH = 8;
export const PROJECT_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Upper case without look-alikes: no 0/O, 1/I/L. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** The access code of every seeded example itinerary. */
export const EXAMPLE_ACCESS_CODE = 'EXAMPLE';
/**
 * Where the example itineraries' header images are served from: static files of the build
 * (public/examples/, drawn by src/server/seed/images/generate.mjs), whatever the upload storage is.
 */
export const EXAMPLE_IMAGES_PATH = '/examples/';
/** Longest code a form accepts (EXAMPLE is 7; custom codes come later). */
export const MAX_CODE_INPUT_LENGTH = 32;
/** Longest project id a form or request body may carry (ids are 8; the examples' are longer). */
export const PROJECT_ID_INPUT_MAX = 64;

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

// Access attempts.
export const MAX_ACCESS_ATTEMPTS = 5;
export const ACCESS_WINDOW_MS = 15 * MINUTE_MS;
export const ACCESS_DAILY_PROJECT_CAP = 20;
export const ACCESS_DAY_MS = DAY_MS;
export const ACCESS_CLIENT_HOURLY_CAP = 30;
export const ACCESS_HOUR_MS = HOUR_MS;
/** Itineraries one client may create in an hour before it is taken for a script. */
export const CREATIONS_PER_HOUR = 30;

// Names and text.
export const PROJECT_NAME_MAX = 120;
export const OWNER_NAME_MAX = 80;
export const EMAIL_MAX = 254;
export const GROUP_SIZE_MAX = 10_000;
/** Where to go after signing in: a same-site path. */
export const RETURN_TO_MAX = 1000;
/** A person's name as a calendar feed filters by it (one of the itinerary's attendees). */
export const FEED_PERSON_MAX = 100;

// FAQs.
export const FAQ_QUESTION_MAX = 500;
export const FAQ_ANSWER_MAX = 5000;
/** The most FAQ ids one reorder may list. */
export const FAQ_REORDER_MAX = 500;

// Free tier ("pick the limit, keep it in one constant, say it on the paywall").
export const FREE_EVENT_LIMIT = 5;
/** The print and custom-link ghost upsells need at least 2 events. */
export const UPSELL_MIN_EVENTS = 2;

// Money.
export const FULL_ACCESS_PRICE_CENTS = 300;
/** A coupon that covers the whole price completes the upgrade after 2 s. */
export const FREE_UPGRADE_REDIRECT_MS = 2000;

// Media and customisation.
export const MAX_HEADER_IMAGES = 5;
export const MAX_HEADER_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
// Profile pictures are shown small: stored as a square WebP of this side.
export const AVATAR_SIDE = 256;
// Avatar upload URLs a user may ask for in an hour.
export const AVATAR_UPLOADS_PER_HOUR = 20;
export const MAX_TITLE_CHANGES = 3;
export const MAX_CUSTOM_LINKS = 4;
/** Custom title: counted in characters, so emojis count as one each. */
export const CUSTOM_TITLE_MAX = 100;
export const LINK_NAME_MAX = 60;
export const LINK_URL_MAX = 2000;
/** A colour typed as hex: '#' and six digits. */
export const HEX_COLOR_INPUT_MAX = 7;
/** Custom codes: the access code keeps its length. */
export const CUSTOM_ADMIN_CODE_MIN = 6;
export const CUSTOM_ADMIN_CODE_MAX = 12;

// Owner email and feedback.
export const FEEDBACK_TEXT_MAX = 5000;
/** Codes emails one itinerary may send in an hour (each is a real email to a typed address). */
export const CODES_EMAILS_PER_HOUR = 5;
/** Feedback messages one browser may send in an hour. */
export const FEEDBACK_PER_HOUR = 20;

// Header images.
/** Larger photos are refused before decoding: 40 megapixels is about 160 MB of raw pixels. */
export const MAX_HEADER_IMAGE_PIXELS = 40_000_000;
/**
 * The edge build's limit instead (header images and avatars): a Worker isolate has 128 MB, and
 * the WebAssembly codecs need up to about 20 bytes a pixel at once (docs/edge.md, "Images").
 */
export const EDGE_MAX_IMAGE_PIXELS = 2_500_000;
/**
 * On the edge build, a header image with transparent pixels is stored at most this large: the
 * WebP encoder's lossless alpha needs up to 40 bytes a pixel.
 */
export const EDGE_MAX_TRANSPARENT_PIXELS = 750_000;
/**
 * The browser shrinks a picked picture to at most this many pixels (and a header image to
 * HEADER_IMAGE_MAX_SIDE on its longest side) before uploading it, on both builds: a phone photo
 * then passes the edge build's limit, and uploads faster.
 */
export const UPLOAD_MAX_PIXELS = EDGE_MAX_IMAGE_PIXELS;
/** An avatar is stored AVATAR_SIDE square: the browser sends it at most this on its shorter side. */
export const AVATAR_UPLOAD_SIDE = 1024;
/** Longest side of a stored header image; the carousel is at most about 1000 px wide (2x). */
export const HEADER_IMAGE_MAX_SIDE = 2400;
/** A signed upload URL is good for this long ("expiring within 5 minutes"). */
export const UPLOAD_URL_TTL_MS = 5 * 60 * 1000;
/** A stored image's address (header images), and an upload's storage key. */
export const IMAGE_URL_MAX = 2048;
export const UPLOAD_KEY_MAX = 300;
/** The types the server accepts, checked again by their bytes (never SVG). */
export const HEADER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const CROP_MIN_SIZE = 50;
export const CROP_JPEG_QUALITY = 0.9;
/** Arrow keys move the crop box 1 px, with Shift 10, with Ctrl or Cmd 100. */
export const CROP_NUDGE_PX = { plain: 1, shift: 10, ctrl: 100 } as const;

// Timers in ms.
export const HEADER_CAROUSEL_MS = 5000;
/** The header image lightbox's slider advances every 4 s. */
export const DEFAULT_AUTOPLAY_MS = 4000;
export const EXAMPLES_CAROUSEL_MS = 3000;
export const COUNTDOWN_TICK_MS = 1000;
export const HINT_BUBBLE_MS = 10_000;
export const COPY_INDICATOR_MS = 2000;
export const CONFETTI_MS = 3000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1500;

// Session verification after access: 10 tries, 200 ms apart, first after 100 ms.
export const SESSION_VERIFY_TRIES = 10;
export const SESSION_VERIFY_INTERVAL_MS = 200;
export const SESSION_VERIFY_FIRST_MS = 100;

// Sessions.
export const SESSION_TTL_MS = 30 * DAY_MS;
/**
 * A session started by entering an example itinerary's code: a look around, not a stay. It does
 * not slide, and becomes a full session when the browser opens a real itinerary.
 */
export const EXAMPLE_SESSION_TTL_MS = 2 * HOUR_MS;
/**
 * New sessions one client address may start in a minute (entering a code or creating an itinerary
 * without one). A browser that has a session keeps it, so only scripts that drop their cookie meet
 * this; it leaves room for a group arriving at once behind one address (a venue's Wi-Fi).
 */
export const NEW_SESSIONS_PER_CLIENT_PER_MINUTE = 30;
/**
 * How long a guest's name stays theirs after the session that wrote under it ended (signed out,
 * or expired): nobody else may write as that person meanwhile (docs/product.md#whose-name-is-whose).
 * As long as a session lives unused, so a writer who could still come back finds the name kept.
 */
export const NAME_HOLD_MS = SESSION_TTL_MS;
export const SESSION_VERIFY_WRITE_MS = HOUR_MS;

/** API request bodies larger than this get 413; images never pass through JSON. */
export const MAX_API_BODY_BYTES = 1024 * 1024;

/** All displayed dates and times default to this zone. */
export const DEFAULT_TIME_ZONE = 'America/New_York';
/** Longer than any IANA zone name: a longer one is refused before it is looked up. */
export const TIME_ZONE_NAME_MAX = 64;

// Location autocomplete: what a search may be, how many answers, how often.
export const GEOCODE_QUERY_MIN = 2;
export const GEOCODE_QUERY_MAX = 200;
export const GEOCODE_RESULTS_MAX = 5;
/** Location searches one admin session may make a minute (the client debounces typing). */
export const GEOCODE_REQUESTS_PER_MINUTE = 60;
/** Location searches one client (address) may make a minute, whatever sessions it holds. */
export const GEOCODE_REQUESTS_PER_MINUTE_PER_CLIENT = 120;
export const GEOCODE_DEBOUNCE_MS = 300;
/** An element scrolls into view this long after it appears. */
export const SCROLL_INTO_VIEW_DELAY_MS = 100;

// Payments: Stripe refuses card charges below 50 cents (USD); a coupon that leaves
// less than this is settled as a free upgrade instead (src/server/payments/coupons.ts).
export const STRIPE_MINIMUM_CHARGE_CENTS = 50;
// Coupons: a code is 3 to 64 letters, digits, - or _ (stored upper case); a form accepts no
// longer a code than that.
export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 64;
// Coupon checks: every try counts, so codes cannot be guessed by brute force.
export const COUPON_CHECKS_PER_HOUR_PER_PROJECT = 10;
export const COUPON_CHECKS_PER_HOUR_PER_CLIENT = 30;

// Sign-in links: good for 10 minutes, once; about 5 an hour per address. The cap per client is
// the one all email to typed addresses shares (MAIL_PER_CLIENT_PER_HOUR below).
export const EMAIL_LINK_TTL_MS = 10 * MINUTE_MS;
export const EMAIL_LINKS_PER_HOUR_PER_ADDRESS = 5;

// The longest event fields (the event form, unclaimed events, and what forwarded emails are
// clipped to: src/lib/schemas.ts, src/server/inbound/).
export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_LOCATION_MAX = 500;
export const EVENT_ATTENDEES_MAX = 2000;
export const EVENT_VIBE_MAX = 500;
export const EVENT_TYPE_MAX = 50;
export const EVENT_PRIVATE_NOTES_MAX = 5000;
/**
 * How long an event without an end lasts in calendar files and the calendar grid, and how long
 * after its start the editor first offers an end (docs/product.md#events): one hour.
 */
export const EVENT_DEFAULT_DURATION_MS = 60 * 60 * 1000;
/** The model's description and private notes of an event are clipped to this: a summary, not the email. */
export const AI_EVENT_TEXT_MAX = 2000;
/** Events one forwarded email may produce; more is a hostile or broken message. */
export const EMAIL_EVENTS_MAX = 50;

// Email to typed addresses: every message the product sends because someone typed an address
// (access codes, sign-in links, anything later) counts against the recipient, across every
// itinerary, and against the client that asked. An address proves it is its owner's by signing in.
export const MAIL_PER_RECIPIENT_PER_DAY_UNVERIFIED = 5;
export const MAIL_PER_RECIPIENT_PER_DAY_VERIFIED = 20;
export const MAIL_PER_CLIENT_PER_HOUR = 10;
export const MAIL_PER_CLIENT_PER_DAY = 30;
/** The longest piece of requester-typed text (an itinerary's name) put in a subject line. */
export const MAIL_SUBJECT_TEXT_MAX = 60;

// Code guessing across all clients: wrong codes checked per itinerary a day, whoever sends them.
// Past it, codes of that kind are not checked for the rest of the day (guests already in keep
// their access); the host gets a notice with a one-click new code.
export const ACCESS_CODE_DAILY_BUDGET = 200;
export const ADMIN_CODE_DAILY_BUDGET = 200;

// Quotas where a request costs disk.
export const UPLOAD_URLS_PER_HOUR_PER_PROJECT = 30;
export const UPLOAD_URLS_PER_HOUR_PER_CLIENT = 30;
/** Feedback one itinerary may receive in an hour, whoever sends it. */
export const FEEDBACK_PER_HOUR_PER_PROJECT = 20;

/** Wrong inbound-mail webhook secrets one client may send in an hour before it is refused. */
export const INBOUND_WRONG_SECRETS_PER_HOUR = 20;
/**
 * Forwarded emails read in an hour from one sender (the verified From address on the shared
 * address; else the envelope sender, or the From header when a webhook does not pass one), and
 * for one forwarding user whoever sends. Past either, a message is deferred (429 to the webhook,
 * 451 over SMTP) so the sending server tries it again later: nothing is lost.
 */
export const INBOUND_MAIL_PER_SENDER_PER_HOUR = 30;
export const INBOUND_MAIL_PER_USER_PER_HOUR = 60;

// Housekeeping: expired sessions, spent rate-limit rows and stale pending uploads are swept.
export const SWEEP_INTERVAL_MS = 10 * MINUTE_MS;
/** How often a Node process looks for due messages in the outbox (the edge: every minute, its cron trigger). */
export const OUTBOX_INTERVAL_MS = 30_000;
/**
 * How long a process holds the outbox messages it claimed: longer than any send may take (the
 * mail API's and a push service's timeouts are 30 s), so a message is claimed again only when the
 * process that held it died or hung.
 */
export const OUTBOX_LEASE_MS = 2 * 60_000;
/** Uploads that were handed a URL but never saved are deleted after this long. */
export const PENDING_UPLOAD_MAX_AGE_MS = HOUR_MS;

// Request bodies: the most any route reads (see src/server/http/body-limits.ts for each route's).
/** Form posts to pages (sign-in, logout, access): a few short fields. */
export const MAX_FORM_BODY_BYTES = 16 * 1024;
/** Stripe's webhook events are a few kilobytes; Stripe caps them well below this. */
export const MAX_STRIPE_WEBHOOK_BYTES = 512 * 1024;

// Offline copies of itinerary pages (the service worker, see docs/offline.md).
/** How long the service worker waits for the network before it shows the saved copy instead. */
export const OFFLINE_NAVIGATION_TIMEOUT_MS = 3 * 1000;
/** Build files (scripts, styles, fonts) kept for offline pages; the oldest go first past this. */
export const OFFLINE_ASSET_CACHE_MAX_ENTRIES = 200;

// Guests' travel (docs/product.md#travel-and-the-arrivals-board) and RSVPs (docs/product.md#rsvps).
// Free itineraries have them too: they are what the itinerary is shared for.
export const TRAVEL_ENTRIES_PER_NAME = 10;
export const TRAVEL_ENTRIES_PER_ITINERARY = 300;
/** A guest's name as they write it (the same bound as a person a calendar feed is for). */
export const GUEST_NAME_MAX = FEED_PERSON_MAX;
export const TRAVEL_PLACE_MAX = 200;
/** An IATA airport code is 3 letters; station codes run a little longer. */
export const TRAVEL_PLACE_CODE_MAX = 8;
export const TRAVEL_NUMBER_MAX = 20;
export const TRAVEL_FROM_MAX = 200;
export const TRAVEL_NOTE_MAX = 500;
export const TRAVEL_SEATS_MAX = 20;
/** Earliest and latest year a travel time may be in (a typo guard, not a rule about trips). */
export const TRAVEL_YEAR_MIN = 2000;
export const TRAVEL_YEAR_MAX = 2100;
/** People landing at one place within this long of the first of them are one group on the board. */
export const TRAVEL_GROUP_WINDOW_MS = 90 * MINUTE_MS;
/**
 * A signed-in guest's forwarded confirmations offered in an itinerary's travel form: those within
 * this long before its first or after its last event, at most this many.
 */
export const TRAVEL_CONFIRMATIONS_WINDOW_MS = 14 * DAY_MS;
export const TRAVEL_CONFIRMATIONS_MAX = 20;
/** The most plus-ones an admin may allow per answer. */
export const RSVP_PLUS_ONES_LIMIT = 10;
export const RSVP_NOTE_MAX = 500;
/** Answers one event may collect (an event for everyone takes any name). */
export const RSVP_ANSWERS_PER_EVENT = 500;
/**
 * Guests' travel and RSVP writes: one browser may try this many in an hour, one client address
 * (all its browsers) this many, and one itinerary takes this many that succeed. The client's
 * share is well under the itinerary's, so one client cannot use the itinerary's up. Admins'
 * writes count in none of them.
 */
export const GUEST_WRITES_PER_HOUR = 120;
export const GUEST_WRITES_PER_HOUR_PER_CLIENT = 200;
export const GUEST_WRITES_PER_HOUR_PER_PROJECT = 1000;
/**
 * Names one client address may start writing under on one itinerary in a day (a family answering
 * for each other fits; filling an event's answers or the itinerary's travel from one place does not).
 */
export const GUEST_NEW_NAMES_PER_CLIENT_PER_DAY = 20;

/**
 * Link preview images drawn (not served from the cache) for one client in 10 minutes, and for
 * one itinerary in an hour: a drawing costs a few hundred milliseconds of CPU, a cached one
 * nothing. Past either, the request is sent to the site's own preview image.
 */
export const PREVIEW_RENDERS_PER_CLIENT = 30;
export const PREVIEW_RENDERS_PER_ITINERARY_PER_HOUR = 60;

// The guest list (docs/product.md#guests-and-private-events); a guest's name has GUEST_NAME_MAX, as travel and answers do.
export const GUESTS_MAX = 500;
export const GUEST_GROUPS_MAX = 30;
export const GUEST_GROUP_NAME_MAX = 60;
/** Random bytes in a personal invite link's token: 144 bits, 24 base64url characters. */
export const INVITE_TOKEN_BYTES = 18;

/**
 * Invitation emails ("Send by email" of personal links, docs/product.md#personal-invite-links)
 * have allowances of their own instead of the typed-address ones, as an organiser mails a whole
 * list at once. A day (from the first invitation counted): an itinerary's whole list once; as
 * many from one client across every itinerary, so a connection cannot mail more than one full
 * list a day however many itineraries it makes; and a few to one address across every
 * itinerary, so no address is flooded. Each use is reserved in one atomic statement (parallel
 * sends cannot pass a limit) and given back when the message is not sent.
 */
export const INVITE_MAILS_PER_PROJECT_PER_DAY = GUESTS_MAX;
export const INVITE_MAILS_PER_CLIENT_PER_DAY = GUESTS_MAX;
export const INVITE_MAILS_PER_ADDRESS_PER_DAY = 3;

// Reminders' times (docs/reminders.md#when): the organiser's defaults and a device's own choice
// pick from these lists; times are read in the itinerary's zone.
/** When the evening-before digest may go, on the hour, and when it goes unless someone chose. */
export const REMINDER_DIGEST_TIMES = ['17:00', '18:00', '19:00', '20:00', '21:00'] as const;
export const DEFAULT_REMINDER_DIGEST_AT = '18:00';
/** How long before an event its reminder may go, in minutes (a day: the same clock time the day before), and the default. */
export const REMINDER_LEAD_MINUTES = [30, 60, 120, 180, 1440] as const;
export const DEFAULT_REMINDER_LEAD_MINUTES = 120;
