/**
 * The rules of updateCustomizations that HTTP tests cannot time: the UPDATE re-checks the row,
 * so a save that was judged against a stale read (another admin saved in between) changes
 * nothing it must not.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectGrants, projects } from '../../db/schema';
import type { DatabaseHandle } from '../../db/index';
import { updateCustomizations } from '../../src/server/customization/customization';
import { HttpError } from '../../src/server/http/errors';
import { createSession } from '../../src/server/auth/sessions';
import { insertProject } from '../support/factories';
import { tempDatabase } from '../support/temp-db';

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the save was not refused');
}

const row = async (db: DatabaseHandle, id: number) => db.db.query.projects.findFirst({ where: eq(projects.id, id) });

describe('updateCustomizations against a stale read', () => {
  it('never makes the two codes equal', async () => {
    const db = await tempDatabase();
    const stale = await insertProject(db, { isPaid: true, accessCode: 'ACCESS', adminCode: 'ADMIN123' });
    // Another admin's save lands after this request read the project.
    await db.write((w) => w.update(projects).set({ adminCode: 'TWIN01' }).where(eq(projects.id, stale.id)));
    const before = await row(db, stale.id);
    expect(await refusal(updateCustomizations(db, stale, 'me', { accessCode: 'TWIN01' }))).toMatchObject({
      status: 400,
      message: 'The share access code and the admin code must be different.',
    });
    expect(await row(db, stale.id)).toEqual(before);
  });

  it('never uses a fourth title change, and demotes nobody when refused', async () => {
    const db = await tempDatabase();
    const stale = await insertProject(db, { isPaid: true, customTitle: 'One', titleChangesUsed: 2 });
    const other = (await createSession(db)).session.id;
    await db.write((w) => w.insert(projectGrants).values({ sessionId: other, projectRowId: stale.id, role: 'admin' }));
    await db.write((w) => w.update(projects).set({ customTitle: 'Three', titleChangesUsed: 3 }).where(eq(projects.id, stale.id)));
    const before = await row(db, stale.id);
    expect(await refusal(updateCustomizations(db, stale, 'me', { customTitle: 'Four', adminCode: 'NEWBOSS1' }))).toMatchObject({
      status: 403,
      code: 'TITLE_CHANGE_LIMIT_REACHED',
    });
    expect(await row(db, stale.id)).toEqual(before);
    const grant = await db.db.query.projectGrants.findFirst({ where: eq(projectGrants.sessionId, other) });
    expect(grant?.role).toBe('admin');
    // The title it already has costs nothing, even at the limit.
    const same = await updateCustomizations(db, stale, 'me', { customTitle: 'Three', adminCode: 'NEWBOSS1' });
    expect(same.project).toMatchObject({ customTitle: 'Three', titleChangesUsed: 3, adminCode: 'NEWBOSS1' });
    expect((await db.db.query.projectGrants.findFirst({ where: eq(projectGrants.sessionId, other) }))?.role).toBe('viewer');
  });
});
