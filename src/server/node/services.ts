/**
 * What the Node server runs beside answering requests, started once by ./serve.mjs:
 * the scheduled sweeps (../sweep.ts) and, when INBOUND_SMTP_PORT is set, the inbound SMTP
 * listener (Node-only: it needs a TCP port of its own).
 */
import { config, type AppConfig } from '../config';
import { database } from '../database';
import { sweepExpired } from '../sweep';

async function sweepOnce() {
  try {
    await sweepExpired(await database());
  } catch (error) {
    console.error('The scheduled sweep failed', error);
  }
}

export function startNodeServices(cfg: AppConfig = config()): void {
  const every = cfg.SWEEP_INTERVAL_SECONDS * 1000;
  // Open the database now (migrations, seed), not on the first request.
  database().catch((error: unknown) => console.error('The database could not be opened', error));
  setInterval(() => void sweepOnce(), every).unref();
  if (cfg.INBOUND_SMTP_PORT !== undefined) {
    import('../inbound/smtp-listener')
      .then(({ startSmtpListener }) => startSmtpListener())
      .catch((error: unknown) => console.error('Inbound SMTP listener did not start', error));
  }
}
