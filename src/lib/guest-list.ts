/**
 * The organiser's guest list (docs/product.md#guests-and-private-events): what the Guests card
 * shows and the rule for pasted names, shared by the card and the server.
 */
import { cleanName, personKey } from './attendees';
import { CSV_BOM, toCsv } from './csv';
import { GUEST_NAME_MAX } from './limits';

/** A personal link's state as the card shows it (the link itself is shown only when made). */
export type GuestLinkState = { issuedAt: number; firstOpenedAt: number | null; lastOpenedAt: number | null };

export type GuestListGuest = {
  id: number;
  name: string;
  /** Shown to admins only: the list is never part of a viewer's answer. */
  email: string | null;
  groupIds: number[];
  link: GuestLinkState | null;
  /** Their answers to the events that ask for RSVPs, by event id. */
  answers: { eventId: number; status: 'going' | 'maybe' | 'no' }[];
  /** Devices getting this guest's reminders (a count: no address or endpoint is ever shown). */
  reminderDevices: number;
  /** Confirmed email addresses getting this guest's reminders (a count). */
  reminderEmails: number;
};

export type GuestListGroup = { id: number; name: string };

export type GuestList = {
  guests: GuestListGuest[];
  groups: GuestListGroup[];
  /** The events that ask for RSVPs, so the card can say who has not answered. */
  rsvpEvents: { id: number; title: string }[];
  /** Devices getting the itinerary's reminders, whoever they are (docs/reminders.md). */
  reminderDevices: number;
  /** Confirmed email addresses getting them. */
  reminderEmails: number;
};

/** "Gets reminders: push (2 devices), email", or null for none. */
export function reminderDevicesText(devices: number, emails = 0): string | null {
  const channels = [devices > 0 && `push (${devices} ${devices === 1 ? 'device' : 'devices'})`, emails > 0 && (emails === 1 ? 'email' : `email (${emails} addresses)`)].filter(Boolean);
  return channels.length === 0 ? null : `gets reminders: ${channels.join(', ')}`;
}

/** What adding names did: the names added, how many were already on the list, and those refused. */
export type GuestsAdded = { added: string[]; already: number; refused: string[]; list: GuestList };

/**
 * Why an invitation was not sent: no address, a link since replaced, an address that asked for no
 * more, the day's allowance of the organiser or itinerary used up (`limit`), the address's
 * (`address-limit`), or the mail server's refusal (`failed`).
 */
export type InviteNotSent = { guestId: number; name: string; reason: 'no-email' | 'stale' | 'stopped' | 'limit' | 'address-limit' | 'failed' };

/**
 * What "Send by email" did: the guests mailed, and the others with why; with `limit`, the
 * seconds until the day's allowance lets more go.
 */
export type InviteMailReport = { sent: { guestId: number; name: string }[]; notSent: InviteNotSent[]; retryAfterSeconds?: number };

/** A freshly made personal link, shown once (the server keeps only its fingerprint). */
export type MadeLink = { guestId: number; name: string; groups: string[]; email: string | null; link: string };

/**
 * Pasted names: one a line or separated by commas, each cleaned as names are kept (`cleanName`);
 * blanks dropped, and repeats folded by `key` (the browser's `personKey`, the server's stricter
 * look-alike key), the first spelling kept. Names longer than GUEST_NAME_MAX are set apart.
 */
export function parsePastedNames(text: string, key: (name: string) => string = personKey): { names: string[]; repeats: number; tooLong: string[] } {
  const seen = new Set<string>();
  const names: string[] = [];
  const tooLong: string[] = [];
  let repeats = 0;
  for (const raw of text.split(/[\n\r,]+/)) {
    const name = cleanName(raw);
    if (!name) continue;
    if (name.length > GUEST_NAME_MAX) {
      tooLong.push(name);
      continue;
    }
    const k = key(name);
    if (seen.has(k)) {
      repeats++;
      continue;
    }
    seen.add(k);
    names.push(name);
  }
  return { names, repeats, tooLong };
}

/** The events that ask for RSVPs a guest has not answered. */
export function unanswered(guest: Pick<GuestListGuest, 'answers'>, rsvpEvents: GuestList['rsvpEvents']): GuestList['rsvpEvents'] {
  const answered = new Set(guest.answers.map((a) => a.eventId));
  return rsvpEvents.filter((e) => !answered.has(e.id));
}

/**
 * "Copy all links": name, groups, link as CSV for a mail merge, through the CSV rules that keep
 * a name from being read as a formula (./csv.ts); no byte order mark, as it goes to the clipboard.
 */
export function linksCsv(links: readonly MadeLink[]): string {
  return toCsv(['name', 'groups', 'link'], links.map((l) => [l.name, l.groups.join('; '), l.link])).slice(CSV_BOM.length);
}
