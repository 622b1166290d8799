/**
 * A standalone SMTP server on 127.0.0.1 for the e2e run ("sign in through the link
 * captured by a local SMTP server"). Every message the app sends is written, as received, to
 * an .eml file in the given folder, the folder specs already read for the app's emails.
 *
 * Usage: node tests/support/smtp-sink-server.mjs <port> <folder>
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2]);
const folder = resolve(process.argv[3] ?? '');
if (!port || !process.argv[3]) {
  console.error('usage: smtp-sink-server.mjs <port> <folder>');
  process.exit(2);
}

const server = new SMTPServer({
  authOptional: true,
  // Plain SMTP on loopback: no certificate for the client to distrust.
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      // The app's server empties the folder when it starts, so it is made again for each message.
      mkdir(folder, { recursive: true })
        .then(() => writeFile(file, Buffer.concat(chunks)))
        .then(() => callback(), callback);
    });
  },
});
server.on('error', (error) => console.error('[smtp-sink]', error));
server.listen(port, '127.0.0.1', () => console.info(`[smtp-sink] listening on ${port}, writing to ${folder}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
