/**
 * Passwordless sign-in links. The token is 32 random bytes; only its SHA-256 is stored,
 * it works once (an atomic UPDATE … WHERE used_at IS NULL … RETURNING, so two clicks cannot both
 * sign in) and for 10 minutes. Every address gets the same answer and the same email, account or
 * not: the first sign-in creates the account, so nothing tells whether an address is known.
 * The email goes through the mail guard (../mail/mail-guard.ts, docs/mail.md), which may quietly not
 * send it; the answer stays the same.
 */
import { and, gt, isNull, lt, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { emailLoginTokens } from '../../../db/schema';
import {
  EMAIL_LINK_TTL_MS,
  EMAIL_LINKS_PER_HOUR_PER_ADDRESS,
} from '../../lib/limits';
import { EMAIL_LINK_MESSAGES } from '../../lib/messages';
import { safeReturnTo } from '../../lib/return-to';
import type { EmailLinkRequest } from '../../lib/schemas';
import { takeAllowance } from '../limits/allowance';
import { randomToken, sha256 } from '../core/crypto';
import { HttpError } from '../http/errors';
import { sendToTypedAddress } from '../mail/mail-guard';
import { composeSignInEmail } from './sign-in-email';

const TOKEN_MAX = 128;

function callbackUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/api/auth/email-link/callback?token=${encodeURIComponent(token)}`;
}

/** Mails a sign-in link to `input.email` (already trimmed and lower-cased by the schema). */
export async function sendEmailLink(
  handle: DatabaseHandle,
  input: EmailLinkRequest,
  client: string,
  site: { siteUrl: string; siteName: string },
  now = Date.now(),
): Promise<{ success: true }> {
  // The client's cap is the one every email to a typed address shares (../mail/mail-guard.ts).
  await takeAllowance(handle, `email-link:address:${input.email}`, EMAIL_LINKS_PER_HOUR_PER_ADDRESS, EMAIL_LINK_MESSAGES.tooManyForAddress, undefined, now);

  const token = randomToken(32);
  await handle.write((db) =>
    db.batch([
      // Spent and expired links are of no more use; the table stays small.
      db.delete(emailLoginTokens).where(lt(emailLoginTokens.expiresAt, new Date(now))),
      db.insert(emailLoginTokens).values({
        tokenHash: sha256(token),
        email: input.email,
        returnTo: safeReturnTo(input.returnTo),
        expiresAt: new Date(now + EMAIL_LINK_TTL_MS),
        createdAt: new Date(now),
      }),
    ]),
  );
  try {
    // Quiet: an address that asked for no more email, or that had its day's emails, gets the same
    // answer as any other, and no email (docs/mail.md). The client's own caps still answer 429.
    await sendToTypedAddress(handle, {
      to: input.email,
      client,
      quiet: true,
      compose: (unsubscribeUrl) => composeSignInEmail(callbackUrl(site.siteUrl, token), site, unsubscribeUrl),
      messages: { tooManyFromClient: EMAIL_LINK_MESSAGES.tooManyForClient },
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    console.error('The sign-in email could not be sent', error);
    throw new HttpError(502, EMAIL_LINK_MESSAGES.notSent, 'EMAIL_NOT_SENT');
  }
  return { success: true };
}

/**
 * The address a link would sign in as, or null when it would not sign in, without spending it:
 * opening the link only shows the page that asks to sign in (mail scanners that open every link
 * must not use it up).
 */
export async function emailLinkAddress(handle: DatabaseHandle, token: string | null, now = Date.now()): Promise<string | null> {
  if (!token || token.length > TOKEN_MAX) return null;
  const row = await handle.db.query.emailLoginTokens.findFirst({
    columns: { email: true },
    where: and(eq(emailLoginTokens.tokenHash, sha256(token)), isNull(emailLoginTokens.usedAt), gt(emailLoginTokens.expiresAt, new Date(now))),
  });
  return row?.email ?? null;
}

export type UsedEmailLink = { email: string; returnTo: string };

/** Spends a link: its email and returnTo, or null when it is unknown, used or expired. */
export async function spendEmailLink(
  handle: DatabaseHandle,
  token: string | null,
  now = Date.now(),
): Promise<UsedEmailLink | null> {
  if (!token || token.length > TOKEN_MAX) return null;
  const at = new Date(now);
  const rows = await handle.write((db) =>
    db
      .update(emailLoginTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(emailLoginTokens.tokenHash, sha256(token)),
          isNull(emailLoginTokens.usedAt),
          gt(emailLoginTokens.expiresAt, at),
        ),
      )
      .returning({ email: emailLoginTokens.email, returnTo: emailLoginTokens.returnTo }),
  );
  const row = rows[0];
  return row ? { email: row.email, returnTo: safeReturnTo(row.returnTo) } : null;
}
