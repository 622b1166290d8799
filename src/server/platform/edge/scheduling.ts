/**
 * Timers on the edge. A Worker has no timers that outlive a request, and a request's timers and
 * I/O belong to it alone:
 * - scheduled tasks are registered here and run by the Worker's cron trigger (`scheduled` in
 *   ../../edge/worker.ts, the schedule in its wrangler.jsonc), each time it fires;
 * - every poll has its own read loop (../poll-loop.ts), in the request that asked for it (a live
 *   update stream).
 */
import type { ScheduledTask } from '../contract';
import { pollLoop } from '../poll-loop';

const tasks = new Map<string, ScheduledTask>();

export function schedule(task: ScheduledTask): void {
  tasks.set(task.name, task);
}

/** Runs every registered task once, side by side; settles when all have. */
export async function runScheduledTasks(): Promise<void> {
  await Promise.all([...tasks.values()].map((task) => task.run()));
}

export function poll<T>(key: string, everyMs: number, read: () => Promise<T>, onValue: (value: T) => void): () => void {
  return pollLoop(key, everyMs, read, onValue);
}

/** A zero-delay timer: the Worker serves the other requests and I/O already waiting first. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
