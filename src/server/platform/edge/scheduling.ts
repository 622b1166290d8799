/**
 * Timers on the edge. A Worker has no timers that outlive a request, and a request's timers and
 * I/O belong to it alone:
 * - scheduled tasks are registered here and run by the Worker's cron trigger (`scheduled` in
 *   ../../edge/worker.ts, every minute in its wrangler.jsonc), each as often as it asks;
 * - every poll has its own read loop (../poll-loop.ts), in the request that asked for it (a live
 *   update stream).
 */
import type { ScheduledTask } from '../contract';
import { pollLoop } from '../poll-loop';

const tasks = new Map<string, ScheduledTask>();
/** When each task last ran in this isolate. */
const lastRuns = new Map<string, number>();
/** A trigger fires once a minute, give or take: a task due within this much runs now. */
const TRIGGER_SLACK_MS = 30_000;

export function schedule(task: ScheduledTask): void {
  tasks.set(task.name, task);
}

/**
 * Runs, side by side, every registered task that is due at `now`: one that has not run in this
 * isolate yet (a fresh isolate runs them all) or whose `everyMs` has passed since it last did.
 * The trigger fires every minute; the outbox runs on each, the sweeps every ten minutes.
 */
export async function runScheduledTasks(now = Date.now()): Promise<void> {
  const due = [...tasks.values()].filter((task) => {
    const last = lastRuns.get(task.name);
    return last === undefined || now - last >= task.everyMs - TRIGGER_SLACK_MS;
  });
  for (const task of due) lastRuns.set(task.name, now);
  await Promise.all(due.map((task) => task.run()));
}

export function poll<T>(key: string, everyMs: number, read: () => Promise<T>, onValue: (value: T) => void): () => void {
  return pollLoop(key, everyMs, read, onValue);
}

/** A zero-delay timer: the Worker serves the other requests and I/O already waiting first. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
