/**
 * Timers on the Node server: each scheduled task on a timer of its own, for as long as the
 * process runs, and one read loop per polled key however many pages listen (../poll-loop.ts;
 * the timers never keep the process alive on their own).
 */
import type { ScheduledTask } from '../contract';
import { pollLoop } from '../poll-loop';

export function schedule(task: ScheduledTask): void {
  setInterval(() => void task.run(), task.everyMs).unref();
}

type Poll = { listeners: Set<(value: never) => void>; stop: () => void };

const polls = new Map<string, Poll>();

export function poll<T>(key: string, everyMs: number, read: () => Promise<T>, onValue: (value: T) => void): () => void {
  let shared = polls.get(key);
  if (!shared) {
    const listeners = new Set<(value: T) => void>();
    const stop = pollLoop(key, everyMs, read, (value) => {
      for (const listener of [...listeners]) listener(value);
    });
    shared = { listeners: listeners as Set<(value: never) => void>, stop };
    polls.set(key, shared);
  }
  const active = shared;
  active.listeners.add(onValue as (value: never) => void);
  return () => {
    active.listeners.delete(onValue as (value: never) => void);
    if (active.listeners.size === 0 && polls.get(key) === active) {
      active.stop();
      polls.delete(key);
    }
  };
}

/** After the I/O already waiting (setImmediate runs once the poll phase has served it). */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
