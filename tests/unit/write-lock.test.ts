/**
 * The write lock of db/index.ts: one queue per process for every database, so writes run one
 * after another (on an embedded file) or a few at a time (on a server), in order, whatever each one does.
 */
import { describe, expect, it } from 'vitest';
import { WriteLock } from '../../db/index';
import { overlapProbe } from '../support/overlap-probe';

describe('WriteLock', () => {
  it('runs writes one after another, in order, whatever each one does', async () => {
    const lock = new WriteLock();
    const probe = overlapProbe();
    const write = (name: string, ms: number, fail = false) =>
      lock.run(async () => {
        await probe.job(name, ms);
        if (fail) throw new Error(`${name} failed`);
        return name;
      });
    const results = await Promise.allSettled([write('slow', 20, true), write('fast', 1), write('last', 5)]);
    expect(probe.order).toEqual(['slow', 'fast', 'last']);
    expect(probe.most()).toBe(1);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });

  it('lets `width` writes run at once and starts the others in order as places free up, whatever each one does', async () => {
    const lock = new WriteLock(3);
    const probe = overlapProbe();
    const started: string[] = [];
    const write = (name: string, ms: number, fail = false) =>
      lock.run(async () => {
        started.push(name);
        await probe.job(name, ms);
        if (fail) throw new Error(`${name} failed`);
        return name;
      });
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const results = await Promise.allSettled(names.map((name, i) => write(name, 5 + ((i * 7) % 4) * 5, i === 1)));
    expect(started).toEqual(names);
    expect(probe.most()).toBe(3);
    expect(probe.order.sort()).toEqual(names);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    // Every place was given back: three more run at once again.
    const again = overlapProbe();
    await Promise.all(['x', 'y', 'z', 'w'].map((name) => lock.run(() => again.job(name, 10))));
    expect(again.most()).toBe(3);
  });
});
