/**
 * POST /api/inbound/email: an inbound-mail provider or relay posts the raw RFC 822
 * message (Content-Type message/rfc822 or application/octet-stream: Astro refuses form-like
 * content types without a same-site Origin) with `Authorization: Bearer <INBOUND_WEBHOOK_SECRET>`.
 *
 * Recipients, first found wins: the `to` query parameter (repeatable or comma-separated), the
 * request's X-Original-To header, then the message's own Delivered-To / X-Original-To / To / Cc
 * headers. A relay that knows the SMTP envelope should pass it (`?to=`, and `?from=&ip=&helo=`
 * for SPF); without an IP only DKIM can vouch for mail to the shared address.
 */
import type { DatabaseHandle } from '../../../db/index';
import { INBOUND_WRONG_SECRETS_PER_HOUR } from '../../lib/limits';
import { refuseWhileLocked, takeAllowance } from '../limits/allowance';
import { constantTimeEqual } from '../core/crypto';
import { config } from '../core/config';
import { HttpError, notFound } from '../http/errors';
import { payloadTooLarge, readBody } from '../http/http';
import { appReceiveDeps, receiveEmail, type Envelope, type ReceiveOutcome } from './receive';
import { headerAddresses } from './sender';

const HEADER_RECIPIENTS = ['delivered-to', 'x-original-to', 'to', 'cc'];

const WRONG_SECRETS = 'Too many wrong inbound secrets from this address.';

/** The Bearer secret, or 401; wrong ones are counted per client, which is refused past its cap. */
async function requireSecret(request: Request, secret: string, handle: DatabaseHandle, client: string) {
  const key = `inbound-secret:client:${client}`;
  await refuseWhileLocked(handle, key, WRONG_SECRETS);
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match?.[1] || !constantTimeEqual(match[1].trim(), secret)) {
    await takeAllowance(handle, key, INBOUND_WRONG_SECRETS_PER_HOUR, WRONG_SECRETS);
    throw new HttpError(401, 'Missing or wrong inbound secret.', 'UNAUTHORIZED', {}, { 'WWW-Authenticate': 'Bearer' });
  }
}

/** The addresses in the message's own recipient headers (folded lines joined). */
function headerRecipients(raw: Buffer): string[] {
  return headerAddresses(raw, HEADER_RECIPIENTS);
}

function listParam(values: string[]): string[] {
  return values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
}

export async function receiveWebhookEmail(request: Request, url: URL, handle: DatabaseHandle, client: string): Promise<{ status: number; body: ReceiveOutcome | { status: string } }> {
  const cfg = config();
  if (!cfg.INBOUND_WEBHOOK_SECRET) throw notFound('Not found.');
  await requireSecret(request, cfg.INBOUND_WEBHOOK_SECRET, handle, client);
  const raw = Buffer.from(await readBody(request, cfg.INBOUND_MAX_BYTES));
  if (raw.length === 0) throw new HttpError(400, 'The message is empty.', 'VALIDATION_FAILED');
  const queryTo = listParam(url.searchParams.getAll('to'));
  const headerTo = listParam([request.headers.get('x-original-to') ?? '']);
  const envelope: Envelope = {
    rcptTo: (queryTo.length ? queryTo : headerTo.length ? headerTo : headerRecipients(raw)).slice(0, 50),
    mailFrom: url.searchParams.get('from')?.trim() || null,
    remoteAddress: url.searchParams.get('ip')?.trim() || null,
    heloName: url.searchParams.get('helo')?.trim() || null,
  };
  const outcome = await receiveEmail(raw, envelope, await appReceiveDeps());
  if (outcome.status === 'too-large') throw payloadTooLarge();
  if (outcome.status === 'dropped') return { status: 202, body: { status: 'dropped' } };
  return { status: 200, body: outcome };
}
