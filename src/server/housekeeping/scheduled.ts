/**
 * The work the server does on a schedule rather than on a request: the sweeps (./sweep.ts),
 * every SWEEP_INTERVAL_SECONDS; the outbox's sends (../outbox/outbox-runner.ts), every
 * OUTBOX_INTERVAL_SECONDS; planning guests' reminders into it (../reminders/reminder-planner.ts),
 * every ten of those. The platform runs it (`@platform/scheduling`): a timer in the
 * Node server, the Worker's cron trigger on the edge. A failed run is logged; the next one
 * tries again (every task is safe to repeat).
 */
import { schedule } from '@platform/scheduling';
import { config, type AppConfig } from '../core/config';
import { database } from '../database/database';
import type { ScheduledTask } from '../platform/contract';
import { runOutbox } from '../outbox/outbox-runner';
import { planReminders } from '../reminders/reminder-planner';
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

/** The reminders are planned once every this many outbox runs: every 5 minutes by default. */
const REMINDER_PLANS_PER_OUTBOX_RUNS = 10;

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
    {
      // Reminders are planned ahead (docs/reminders.md#when): every ten outbox runs is plenty.
      name: 'reminders',
      everyMs: cfg.OUTBOX_INTERVAL_SECONDS * 1000 * REMINDER_PLANS_PER_OUTBOX_RUNS,
      run: logged('reminder planning', async () => void (await planReminders(await database()))),
    },
  ];
}

/** Hands every task to the platform's scheduler; once per process (or Worker isolate). */
export function startScheduledTasks(cfg: AppConfig = config()): void {
  for (const task of scheduledTasks(cfg)) schedule(task);
}
