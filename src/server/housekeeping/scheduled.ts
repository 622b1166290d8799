/**
 * The work the server does on a schedule rather than on a request: the sweeps (./sweep.ts),
 * every SWEEP_INTERVAL_SECONDS, and the outbox's sends (../outbox/outbox-runner.ts), every
 * OUTBOX_INTERVAL_SECONDS. The platform runs it (`@platform/scheduling`): a timer in the
 * Node server, the Worker's cron trigger on the edge. A failed run is logged; the next one
 * tries again (every task is safe to repeat).
 */
import { schedule } from '@platform/scheduling';
import { config, type AppConfig } from '../core/config';
import { database } from '../database/database';
import type { ScheduledTask } from '../platform/contract';
import { runOutbox } from '../outbox/outbox-runner';
import { sweepExpired } from './sweep';

/** `run` with its failure logged instead of thrown: one bad run never stops the schedule. */
function logged(name: string, run: () => Promise<void>): () => Promise<void> {
  return async () => {
    try {
      await run();
    } catch (error) {
      console.error(`The scheduled ${name} failed`, error);
    }
  };
}

function scheduledTasks(cfg: AppConfig = config()): ScheduledTask[] {
  return [
    {
      name: 'sweep',
      everyMs: cfg.SWEEP_INTERVAL_SECONDS * 1000,
      run: logged('sweep', async () => sweepExpired(await database())),
    },
    {
      name: 'outbox',
      everyMs: cfg.OUTBOX_INTERVAL_SECONDS * 1000,
      run: logged('outbox', async () => void (await runOutbox(await database()))),
    },
  ];
}

/** Hands every task to the platform's scheduler; once per process (or Worker isolate). */
export function startScheduledTasks(cfg: AppConfig = config()): void {
  for (const task of scheduledTasks(cfg)) schedule(task);
}
