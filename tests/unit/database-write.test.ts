/**
 * The one way to write (`handle.write()` in db/index.ts): the callback gets the full database
 * under the write lock, reads go through `handle.db`, whose type has nothing that writes, and a
 * write started inside another is refused instead of waiting for itself forever.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NESTED_WRITE_MESSAGE } from '../../db/index';
import { projects } from '../../db/schema';
import { insertProject } from '../support/factories';
import { overlapProbe } from '../support/overlap-probe';
import { tempDatabase } from '../support/temp-db';

describe('handle.write()', () => {
  it('hands its callback a database that writes, and reads through handle.db see the write', async () => {
    const handle = await tempDatabase();
    const project = await insertProject(handle, { name: 'Before' });
    const [renamed] = await handle.write((db) =>
      db.update(projects).set({ name: 'After' }).where(eq(projects.id, project.id)).returning(),
    );
    expect(renamed?.name).toBe('After');
    const [stored] = await handle.db.select({ name: projects.name }).from(projects).where(eq(projects.id, project.id));
    expect(stored?.name).toBe('After');
  });

  it('runs writes one at a time, in the order they were asked for', async () => {
    const handle = await tempDatabase();
    const probe = overlapProbe();
    const write = (name: string, ms: number) => handle.write(() => probe.job(name, ms));
    await Promise.all([write('slow', 20), write('fast', 1), write('last', 5)]);
    expect(probe.order).toEqual(['slow', 'fast', 'last']);
    expect(probe.most()).toBe(1);
  });

  it('refuses a write started inside another, and the writes after it still run', async () => {
    const handle = await tempDatabase();
    const project = await insertProject(handle, { name: 'Before' });
    const nested = handle.write(async (db) => {
      await db.update(projects).set({ name: 'Outer' }).where(eq(projects.id, project.id));
      await handle.write((inner) => inner.update(projects).set({ name: 'Inner' }).where(eq(projects.id, project.id)));
    });
    await expect(nested).rejects.toThrow(NESTED_WRITE_MESSAGE);
    await handle.write((db) => db.update(projects).set({ name: 'Later' }).where(eq(projects.id, project.id)));
    const stored = await handle.db.query.projects.findFirst({ where: eq(projects.id, project.id) });
    expect(stored?.name).toBe('Later');
  });

  it('lets a write on one database run inside a write on another (each has its own lock)', async () => {
    const [first, second] = await Promise.all([tempDatabase(), tempDatabase()]);
    const project = await insertProject(second, { name: 'Before' });
    await first.write(async () => {
      await second.write((db) => db.update(projects).set({ name: 'After' }).where(eq(projects.id, project.id)));
    });
    expect((await second.db.query.projects.findFirst({ where: eq(projects.id, project.id) }))?.name).toBe('After');
  });

  it('gives reads a database whose type cannot write (checked by tsc)', async () => {
    const handle = await tempDatabase();
    const refusedAtCompileTime = () => {
      // @ts-expect-error reads cannot insert
      void handle.db.insert(projects);
      // @ts-expect-error reads cannot update
      void handle.db.update(projects);
      // @ts-expect-error reads cannot delete
      void handle.db.delete(projects).where(eq(projects.id, 0));
      // @ts-expect-error reads cannot run raw SQL
      void handle.db.run('DELETE FROM projects');
      // @ts-expect-error reads cannot open a transaction
      void handle.db.transaction(async () => undefined);
      // @ts-expect-error the write lock is not on the handle: write() is the way in
      void handle.writeLock;
      return handle.write((db) =>
        // @ts-expect-error a batch through handle.db holds reads only
        handle.db.batch([db.update(projects).set({ name: 'x' }).where(eq(projects.id, 0))]),
      );
    };
    expect(typeof refusedAtCompileTime).toBe('function');
    // A batch of reads is one consistent read.
    const [rows, count] = await handle.db.batch([handle.db.select().from(projects), handle.db.query.projects.findMany()]);
    expect(rows.length).toBe(count.length);
  });
});
