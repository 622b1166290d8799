/**
 * FAQs of an itinerary. Managing FAQs is a paid feature
 * (TRIAL_FAQ_BLOCKED); every change bumps the itinerary's version for live updates.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { faqs, type Project } from '../../../db/schema';
import type { FaqCreateInput, FaqInput } from '../../lib/schemas';
import { HttpError, badRequest, notFound } from '../http/errors';
import { BUMP_VERSIONS_SQL, bumpVersion } from '../projects/versions';
import { toFaqView } from '../projects/projects';

function requirePaid(project: Project) {
  if (!project.isPaid) {
    throw new HttpError(403, 'Managing FAQs is part of full access. Upgrade to add questions and answers.', 'TRIAL_FAQ_BLOCKED');
  }
}

async function listFaqs(handle: DatabaseHandle, projectRowId: number) {
  const rows = await handle.db.query.faqs.findMany({
    where: eq(faqs.projectRowId, projectRowId),
    orderBy: [asc(faqs.order), asc(faqs.id)],
  });
  return rows.map(toFaqView);
}

/**
 * A new FAQ goes last (the largest existing order plus one, or 0) or, asked `first`, before every
 * other (the smallest minus one): decided inside the INSERT, so one write places it.
 */
export async function createFaq(handle: DatabaseHandle, project: Project, input: FaqCreateInput) {
  requirePaid(project);
  const [inserted] = await handle.write((db) =>
    db.batch([
      db
        .insert(faqs)
        .values({
          projectRowId: project.id,
          question: input.question,
          answer: input.answer,
          order:
            input.at === 'first'
              ? sql`(SELECT coalesce(min(${faqs.order}) - 1, 0) FROM ${faqs} WHERE ${faqs.projectRowId} = ${project.id})`
              : sql`(SELECT coalesce(max(${faqs.order}) + 1, 0) FROM ${faqs} WHERE ${faqs.projectRowId} = ${project.id})`,
        })
        .returning(),
      bumpVersion(db, project.id),
    ]),
  );
  const row = inserted[0];
  if (!row) throw new Error('FAQ was not created');
  return toFaqView(row);
}

export async function updateFaq(handle: DatabaseHandle, project: Project, faqId: number, input: FaqInput) {
  requirePaid(project);
  const [updated] = await handle.write((db) =>
    db.batch([
      db
        .update(faqs)
        .set({ question: input.question, answer: input.answer, updatedAt: new Date() })
        .where(and(eq(faqs.id, faqId), eq(faqs.projectRowId, project.id)))
        .returning(),
      bumpVersion(db, project.id),
    ]),
  );
  const row = updated[0];
  if (!row) throw notFound('This FAQ does not exist.');
  return toFaqView(row);
}

export async function deleteFaq(handle: DatabaseHandle, project: Project, faqId: number) {
  requirePaid(project);
  const [deleted] = await handle.write((db) =>
    db.batch([
      db
        .delete(faqs)
        .where(and(eq(faqs.id, faqId), eq(faqs.projectRowId, project.id)))
        .returning({ id: faqs.id }),
      bumpVersion(db, project.id),
    ]),
  );
  if (deleted.length === 0) throw notFound('This FAQ does not exist.');
}

/**
 * Puts the FAQs in the given order. The ids must be exactly this itinerary's FAQs, each once,
 * checked and written inside one write transaction so a concurrent add or delete cannot slip in.
 */
export async function reorderFaqs(handle: DatabaseHandle, project: Project, faqIds: number[]) {
  requirePaid(project);
  await handle.write(async (db) => {
    const tx = await db.$client.transaction('write');
    try {
      const current = await tx.execute({ sql: 'SELECT id FROM faqs WHERE project_id = ?', args: [project.id] });
      const existing = new Set(current.rows.map((r) => Number(r.id)));
      const given = new Set(faqIds);
      if (given.size !== faqIds.length || given.size !== existing.size || faqIds.some((id) => !existing.has(id))) {
        throw badRequest('The new order must list every FAQ of this itinerary exactly once.');
      }
      for (const [order, id] of faqIds.entries()) {
        await tx.execute({ sql: 'UPDATE faqs SET "order" = ?, updated_at = ? WHERE id = ?', args: [order, Date.now(), id] });
      }
      await tx.execute({ sql: `UPDATE projects SET ${BUMP_VERSIONS_SQL}, updated_at = ? WHERE id = ?`, args: [Date.now(), project.id] });
      await tx.commit();
    } finally {
      tx.close();
    }
  });
  return listFaqs(handle, project.id);
}

export function parseFaqId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('This FAQ does not exist.');
  return id;
}
