/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that keeps every message it receives, for tests
 * of the app's outgoing mail (an SMTP server on loopback that captures mail).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { waitForMessages } from './wait-for-messages.mjs';

export type ReceivedMail = {
  /** SMTP envelope: what the server was told, whatever the headers say. */
  from: string | null;
  to: string[];
  raw: Buffer;
  parsed: ParsedMail;
};

export type SmtpSink = {
  url: string;
  messages: ReceivedMail[];
  /** While true, every recipient is refused with 550 (a mail server saying no). */
  rejectRecipients: boolean;
  waitForMessages: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const sink: SmtpSink = {
    url: '',
    messages,
    rejectRecipients: false,
    waitForMessages: (count, timeoutMs = 10_000) => waitForMessages(messages, count, timeoutMs, 'messages'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate for the client to distrust.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (sink.rejectRecipients) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            const from = session.envelope.mailFrom;
            messages.push({
              from: from ? from.address : null,
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              parsed,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  sink.url = `smtp://127.0.0.1:${port}`;
  return sink;
}
