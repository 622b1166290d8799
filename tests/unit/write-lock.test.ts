/**
 * The write lock of db/index.ts: one queue per process for every database, so writes run one
 * after another, in order, whatever each one does.
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
});
