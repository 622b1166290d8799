/**
 * Forwarded confirmation emails: the shapes every stage agrees on. Receiving
 * (SMTP listener, POST /api/inbound/email, sender checks) hands a raw message to extraction
 * (`extractEvents`), which returns `ExtractedEvent`s; storing them upserts `unclaimed_events`
 * by `reservationKey`.
 */
import type { Journey } from '../../lib/journey';

/** One event found in an email, before it is stored for a user. */
export type ExtractedEvent = {
  title: string;
  description: string | null;
  /** The exact instant (correct offset / zone of the place), or null when the email gave none. */
  start: Date | null;
  /**
   * When it ends, where the email says so with a time of day (an invite's DTEND); a leg's arrival
   * is its journey's. Kept only when after `start` (./store.ts).
   */
  end?: Date | null;
  /** IANA zone of the place when known (shown to the user next to the time). */
  timeZone: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  /** flight, lodging, restaurant, event, car, train, bus, boat, taxi, other. */
  eventType: string | null;
  /**
   * Stable across re-sends and updates of the same booking (e.g. `flight:ABC123:BA117:2026-12-01`
   * or `lodging:HX99:checkin`): the same key updates the stored row instead of adding one.
   */
  reservationKey: string | null;
  /** Booking references, prices, traveller names: shown to admins only once assigned. */
  privateNotes: string | null;
  /** True for AI or fallback results: the user should check them. */
  needsReview: boolean;
  /** The email cancels this reservation. */
  cancelled: boolean;
  /**
   * A flight, train, coach or ferry leg's two ends as the email gives them (a time only where it
   * gives one); null for every other booking, and for a leg whose ends the reader does not know.
   */
  journey: Journey | null;
};

/** What extraction reads of a message (after forwarded messages are unwrapped). */
export type EmailContent = {
  subject: string;
  /** Date header of the (innermost) message, if any. */
  date: Date | null;
  from: string | null;
  text: string;
  html: string | null;
  /** iCalendar attachments' text. */
  calendars: string[];
  messageId: string | null;
};

/**
 * An AI extractor for emails without structured data (step 3 of ./extract.ts): an OpenAI-compatible
 * chat-completions call whose answer is validated and clipped. Returns [] when it finds nothing.
 */
export type AiExtractor = (content: EmailContent) => Promise<ExtractedEvent[]>;

/** One part that is not body text: a file, an invite (text/calendar) or an attached message. */
type EmailAttachment = {
  /** Lower-case MIME type. */
  contentType: string;
  filename: string | null;
  content: Uint8Array;
};

/**
 * One MIME message as the platform's parser reads it (mailparser on Node, postal-mime on the
 * edge: src/server/platform/{node,edge}/parse-email.ts), before ./read-email.ts unwraps forwards.
 * Both parsers must agree on every field; tests/unit/email-parsers.test.ts compares them.
 */
export type ParsedEmail = {
  subject: string | null;
  /** The Date header, or null when there is none or it is not a date. */
  date: Date | null;
  /** The first From mailbox (a group gives its name and no address). */
  from: { name: string; address: string } | null;
  /** The plain-text body; for HTML-only mail, text made from the HTML. */
  text: string;
  html: string | null;
  /** Every message/rfc822 part is here, whatever its Content-Disposition. */
  attachments: EmailAttachment[];
  messageId: string | null;
};

/** The platform's MIME parser; throws on what it cannot read at all. */
export type ParseEmail = (raw: Uint8Array | string) => Promise<ParsedEmail>;
