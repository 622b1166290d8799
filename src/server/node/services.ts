/**
 * What the Node server runs beside answering requests, started once by ./serve.mjs:
 * the scheduled work (../housekeeping/scheduled.ts: the sweeps, on timers) and, when INBOUND_SMTP_PORT is set,
 * the inbound SMTP listener (Node-only: it needs a TCP port of its own).
 */
import { config, type AppConfig } from '../core/config';
import { database } from '../database/database';
import { startScheduledTasks } from '../housekeeping/scheduled';

export function startNodeServices(cfg: AppConfig = config()): void {
  // Open the database now (migrations, seed), not on the first request.
  database().catch((error: unknown) => console.error('The database could not be opened', error));
  startScheduledTasks(cfg);
  if (cfg.INBOUND_SMTP_PORT !== undefined) {
    import('../inbound/smtp-listener')
      .then(({ startSmtpListener }) => startSmtpListener())
      .catch((error: unknown) => console.error('Inbound SMTP listener did not start', error));
  }
}
