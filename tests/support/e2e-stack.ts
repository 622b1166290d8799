/**
 * The servers of the e2e run (tests/playwright.config.ts). Playwright runs E2E_WORKERS spec files
 * at once, and each of its workers has a stack of its own: the built app on a fresh libSQL file,
 * its SMTP sink writing to its own outbox folder, its inbound SMTP listener and its uploads. So no
 * two files running at once share a database row, a rate-limit counter or an email, and inside a
 * worker the files run one after another as they always did.
 *
 * Ports count up from E2E_PORT by the worker's number (Playwright's parallel index, 0 up): the app
 * of worker n listens on E2E_PORT + n, its SMTP sink on E2E_PORT + 2000 + n, its inbound listener
 * on E2E_PORT + 3000 + n. The local geocoder stand-in has no state and serves every stack, on
 * E2E_PORT + 1000. E2E_GEOCODER_PORT, E2E_SMTP_PORT and E2E_INBOUND_PORT move those bases.
 */
import { resolve } from 'node:path';
import { ROOT } from './paths';

/** The first port of the run; a run takes E2E_PORT to E2E_PORT + E2E_WORKERS - 1 and the same past each offset. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4477);
/** How many spec files run at once, each worker on its own stack. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

const geocoderPort = Number(process.env.E2E_GEOCODER_PORT ?? E2E_PORT + 1000);
export const E2E_GEOCODER_URL = `http://127.0.0.1:${geocoderPort}/api`;
const smtpBase = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 2000);
const inboundBase = Number(process.env.E2E_INBOUND_PORT ?? E2E_PORT + 3000);
/** The mail domain of the forwarding addresses, the same on every stack. */
export const INBOUND_DOMAIN = 'itinerary.test';

export type E2eStack = {
  port: number;
  baseURL: string;
  /** The app's libSQL file (absolute); specs open it to set up what the UI cannot. */
  dbFile: string;
  dbUrl: string;
  uploadsDir: string;
  smtpPort: number;
  /** Where the SMTP sink writes each email the app sends, one .eml file each. */
  outboxDir: string;
  inboundPort: number;
};

/** The stack of worker `index`. */
export function e2eStack(index: number): E2eStack {
  const port = E2E_PORT + index;
  const dbFile = resolve(ROOT, `tests/.tmp/e2e-${port}.db`);
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    dbFile,
    dbUrl: `file:${dbFile}`,
    uploadsDir: resolve(ROOT, `tests/.tmp/e2e-${port}-uploads`),
    smtpPort: smtpBase + index,
    outboxDir: resolve(ROOT, `tests/.tmp/e2e-${port}-outbox`),
    inboundPort: inboundBase + index,
  };
}

/** Every stack the run starts, one per worker. */
export const e2eStacks = (): E2eStack[] => Array.from({ length: E2E_WORKERS }, (_, index) => e2eStack(index));

/**
 * The Playwright worker this process is (its parallel index, which a worker started again after
 * a failure keeps); 0 outside a worker.
 */
export const WORKER_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The stack of the worker this code runs in: the server its specs talk to, its database, its outbox. */
export const workerStack: E2eStack = e2eStack(WORKER_INDEX);
