/**
 * The built-in SMTP listener, on INBOUND_SMTP_PORT (off unless set), bound to
 * INBOUND_SMTP_HOST (127.0.0.1 by default). It accepts RCPT only for the forwarding mailbox's
 * domain (550 otherwise), enforces INBOUND_MAX_BYTES (552), has no AUTH (mail servers deliver
 * unauthenticated; who a message belongs to is decided by sender.ts), and hands each message to
 * receiveEmail. A message that belongs to nobody is refused in the session (550), so the
 * forwarding user's mail server tells them, rather than us bouncing it later.
 *
 * TLS: STARTTLS is offered only when INBOUND_SMTP_TLS_KEY and INBOUND_SMTP_TLS_CERT name PEM
 * files. On 127.0.0.1 (behind an MX such as Postfix that does TLS) none is needed; exposed to the
 * internet as an MX, configure both so senders can encrypt.
 */
import { readFileSync } from 'node:fs';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { config } from '../core/config';
import { HttpError } from '../http/errors';
import { isInboundDomain } from './forwarding-address';
import { appReceiveDeps, receiveEmail, type ReceiveDeps } from './receive';

type SmtpListenerOptions = {
  port: number;
  host: string;
  maxBytes: number;
  tls?: { key: Buffer; cert: Buffer } | undefined;
  deps: () => Promise<ReceiveDeps>;
};

const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

function readMessage(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    stream.on('data', (chunk: Buffer) => {
      // Past the limit the stream keeps flowing (the client must finish DATA); stop keeping it.
      if (stream.sizeExceeded) return;
      kept += chunk.length;
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks, kept)));
    stream.on('error', reject);
  });
}

async function handleData(stream: SMTPServerDataStream, session: SMTPServerSession, options: SmtpListenerOptions) {
  const raw = await readMessage(stream);
  if (stream.sizeExceeded) throw smtpError(552, `Message exceeds the fixed maximum message size of ${options.maxBytes} bytes`);
  const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address || null : null;
  const outcome = await receiveEmail(
    raw,
    {
      rcptTo: session.envelope.rcptTo.map((r) => r.address),
      mailFrom,
      remoteAddress: session.remoteAddress || null,
      heloName: session.hostNameAppearsAs || null,
    },
    await options.deps(),
  );
  if (outcome.status === 'too-large') throw smtpError(552, 'Message too large');
  if (outcome.status === 'dropped') throw smtpError(550, '5.7.1 Message not accepted for this address');
}

function createSmtpListener(options: SmtpListenerOptions): SMTPServer {
  return new SMTPServer({
    banner: 'Itinerary forwarding',
    authOptional: true,
    disabledCommands: options.tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),
    disableReverseLookup: true,
    size: options.maxBytes,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!isInboundDomain(address.address)) return callback(smtpError(550, '5.1.1 Mailbox unavailable: relay not permitted'));
      callback();
    },
    onData(stream, session, callback) {
      handleData(stream, session, options).then(
        () => callback(),
        (error: unknown) => {
          if (error instanceof Error && 'responseCode' in error) return callback(error);
          // A sender or forwarding user over its hourly allowance: the sending server tries again later.
          if (error instanceof HttpError && error.status === 429) return callback(smtpError(451, `4.7.1 ${error.message}`));
          // A database or code failure: a temporary error, so the sending server retries later.
          console.warn(JSON.stringify({ event: 'inbound_smtp_failed', error: error instanceof Error ? error.message.slice(0, 200) : 'error' }));
          callback(smtpError(451, '4.3.0 Temporary failure, please try again later'));
        },
      );
    },
  });
}

let started: SMTPServer | undefined;

/** Starts the app's listener once, from the configuration (started by src/server/node/services.ts). */
export function startSmtpListener(): SMTPServer | undefined {
  const cfg = config();
  if (started || !cfg.INBOUND_SMTP_PORT) return started;
  const tls =
    cfg.INBOUND_SMTP_TLS_KEY && cfg.INBOUND_SMTP_TLS_CERT
      ? { key: readFileSync(cfg.INBOUND_SMTP_TLS_KEY), cert: readFileSync(cfg.INBOUND_SMTP_TLS_CERT) }
      : undefined;
  const server = createSmtpListener({
    port: cfg.INBOUND_SMTP_PORT,
    host: cfg.INBOUND_SMTP_HOST,
    maxBytes: cfg.INBOUND_MAX_BYTES,
    tls,
    deps: appReceiveDeps,
  });
  server.on('error', (error) => console.error('Inbound SMTP listener error', error));
  server.listen(cfg.INBOUND_SMTP_PORT, cfg.INBOUND_SMTP_HOST);
  started = server;
  return server;
}
