/**
 * Pure helpers of the dashboard: tab names in the URL, greetings, money
 * and dates as the cards show them, and which unclaimed-event fields changed on blur.
 */
import { imageTooLargeMessage, MESSAGES } from './messages';
import type { AuthUserView } from './types';
import { formatMediumDate } from './display';
import type { ReaderFormat } from './reader-format';

export const DASHBOARD_TABS = [
  { id: 'itineraries', label: 'Itineraries' },
  { id: 'unclaimed', label: 'Unclaimed Events' },
  { id: 'settings', label: 'Settings' },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];

/** ?tab=… when it names a dashboard tab, else the Itineraries tab. */
export function dashboardTabFrom(value: string | null | undefined): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.id === value)?.id ?? 'itineraries';
}

/** The greeting's name: the account's first name, or none (the dashboard then asks for it). */
export function greetingName(user: Pick<AuthUserView, 'firstName'>): string | null {
  return user.firstName?.trim() || null;
}

/** 'Welcome back, Maya!', or 'Welcome back!' before the account has a name. */
export function greeting(user: Pick<AuthUserView, 'firstName'>): string {
  const name = greetingName(user);
  return name ? `Welcome back, ${name}!` : 'Welcome back!';
}

/** The owner name of an itinerary a signed-in user creates without a first name. */
const DEFAULT_OWNER_NAME = 'User';

/** Owner names that stand for nobody in particular (an itinerary made before its owner had a name). */
const PLACEHOLDER_OWNER_NAMES = new Set(['anonymous', DEFAULT_OWNER_NAME.toLowerCase()]);

/**
 * Who a dashboard card says created the itinerary: its owner name, unless that is empty or a
 * placeholder; then the signed-in owner's own name, since every card is one of theirs.
 */
export function creatorName(ownerName: string | null, user: Pick<AuthUserView, 'firstName' | 'lastName'>): string {
  const stored = ownerName?.trim();
  if (stored && !PLACEHOLDER_OWNER_NAMES.has(stored.toLowerCase())) return stored;
  const own = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return own || 'you';
}

/** A new itinerary's owner name: the creator's first name, or DEFAULT_OWNER_NAME. */
export function ownerNameFor(user: Pick<AuthUserView, 'firstName'>): string {
  return user.firstName?.trim() || DEFAULT_OWNER_NAME;
}

/** Cents as dollars with two decimals ('$3.00'); other currencies keep their code. */
export function formatAmount(cents: number, currency = 'usd'): string {
  const amount = (cents / 100).toFixed(2);
  return currency.toLowerCase() === 'usd' ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}

/**
 * A calendar date in the reader's zone and date order ('Nov 21, 2026', '21 Nov 2026'); UTC
 * until the browser has said which zone it is in (the server's render, see useReaderTimeZone).
 */
export function formatReaderDate(iso: string, timeZone: string | null | undefined, format: ReaderFormat): string {
  return formatMediumDate(iso, timeZone || 'UTC', format);
}

const METHOD_LABELS: Record<string, string> = {
  card: 'Card',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  link: 'Link',
  coupon: 'Coupon',
  other: 'Other',
};

/** A payment record's method as people say it. */
export function paymentMethodLabel(method: string): string {
  return METHOD_LABELS[method] ?? method;
}

/** 'N participant(s)'. */
export function participantLabel(count: number): string {
  return `${count} participant${count === 1 ? '' : 's'}`;
}

/** The editable text fields of an unclaimed event card. */
export type UnclaimedTextField = 'title' | 'description' | 'location' | 'attendees' | 'vibe';

/**
 * The body of PUT /api/unclaimed-events/{id} for one field left on blur, or null when nothing
 * is to be saved: an unchanged value, or (datetime only) an empty one.
 */
export function unclaimedFieldChange(
  field: UnclaimedTextField | 'datetime',
  before: string | null,
  after: string,
): Record<string, string | null> | null {
  if (field === 'datetime') {
    const same = before !== null && new Date(before).getTime() === new Date(after).getTime();
    return after && !same ? { datetime: after } : null;
  }
  const next = after.trim();
  // A title is required: an emptied title is not saved.
  if (next === (before ?? '').trim() || (field === 'title' && !next)) return null;
  return { [field]: field === 'title' ? next : next || null };
}

/** The profile picture's checks on a picked file before anything is sent; null when fine. */
export function checkAvatarFile(file: { type: string; size: number }, maxBytes: number): { title: string; description: string } | null {
  if (!file.type.startsWith('image/')) return { title: 'Invalid File Type', description: MESSAGES.notAnImage };
  if (file.size > maxBytes) return { title: 'File Too Large', description: imageTooLargeMessage(maxBytes) };
  return null;
}
