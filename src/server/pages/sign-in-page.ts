/**
 * The page the emailed sign-in link opens (docs/security.md, "Sign-in links ask first"). It never
 * signs in by itself: anyone can send a browser to a link they asked for their own address, so
 * the page names the account the link is for (masked: the link may be opened by someone else)
 * and signs in only when the person presses its button. What signing in does with this browser's
 * own itineraries is said before, because that happens only then.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { projects, type Session } from '../../../db/schema';
import { maskEmail } from '../../lib/mask-email';
import type { FormPage } from './form-page';
import { emailLinkAddress } from '../auth/email-link';

const SIGN_IN_PAGE_TEXT = {
  nothingToMove: 'Travel and RSVPs you added in this browser come along.',
  wayOut: 'Not your email address? Sign in with your own',
} as const;

/** Itineraries this browser created without an account: signing in moves them to the account. */
async function guestItineraries(handle: DatabaseHandle, session: Session | null): Promise<number> {
  if (!session) return 0;
  const [row] = await handle.db
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.creatorSessionId, session.id), isNull(projects.ownerUserId)));
  return row?.n ?? 0;
}

function itinerariesNote(n: number): string {
  if (n === 0) return SIGN_IN_PAGE_TEXT.nothingToMove;
  const what = n === 1 ? 'the itinerary' : `the ${n} itineraries`;
  return `Signing in moves ${what} you created in this browser to this account, with the travel and RSVPs you added here.`;
}

/** The confirmation page for a link, or null when the link would not sign in (unknown, used, expired). */
export async function signInConfirmationPage(
  handle: DatabaseHandle,
  token: string | null,
  session: Session | null,
  { action, siteName }: { action: string; siteName: string },
): Promise<FormPage | null> {
  const email = await emailLinkAddress(handle, token);
  if (!email || !token) return null;
  const masked = maskEmail(email);
  return {
    title: 'Sign in',
    heading: `Sign in as ${masked}?`,
    text: `This link signs you in to ${siteName} as ${masked}. Continue only if that is your email address and you asked for the link.`,
    note: itinerariesNote(await guestItineraries(handle, session)),
    action,
    fields: { token },
    button: 'Sign in',
    link: { href: '/login', text: SIGN_IN_PAGE_TEXT.wayOut },
    siteName,
    submitAtOnce: false,
  };
}
