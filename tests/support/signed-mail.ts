/**
 * Test mail for the inbound pipeline: plain RFC 822 messages, and DKIM-signed ones
 * with a key generated here, whose public half goes into a DNS table (dns-stand-in.ts).
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { dkimSign } from 'mailauth';

export type DkimKey = { domain: string; selector: string; privateKey: string; txtName: string; txtValue: string };

export function generateDkimKey(domain: string, selector = 'test'): DkimKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const p = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    domain,
    selector,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    txtName: `${selector}._domainkey.${domain}`,
    txtValue: `v=DKIM1; k=rsa; p=${p}`,
  };
}

export function plainMessage({
  from,
  to,
  subject,
  text,
  date = new Date('2026-11-20T10:00:00Z'),
  messageId = `<${randomUUID()}@mail.test>`,
}: {
  from: string;
  to: string;
  subject: string;
  text: string;
  date?: Date;
  messageId?: string;
}): Buffer {
  return Buffer.from(
    [
      `From: ${from}`,
      `To: ${to}`,
      `Subject: ${subject}`,
      `Date: ${date.toUTCString()}`,
      `Message-ID: ${messageId}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 7bit',
      '',
      text.replace(/\r?\n/g, '\r\n'),
      '',
    ].join('\r\n'),
  );
}

export async function signMessage(raw: Buffer, key: Pick<DkimKey, 'domain' | 'selector' | 'privateKey'>): Promise<Buffer> {
  const { signatures, errors } = await dkimSign(raw, {
    canonicalization: 'relaxed/relaxed',
    signatureData: [{ signingDomain: key.domain, selector: key.selector, privateKey: key.privateKey }],
  } as Parameters<typeof dkimSign>[1]);
  if (!signatures.trim()) throw new Error('the message was not signed');
  if (errors.length) throw errors[0];
  return Buffer.concat([Buffer.from(signatures), raw]);
}
