import { Qn as sql, _n as asc, en as faqs, xn as eq, yn as and } from "./schemas_BP9cnbZP.mjs";
import { a as HttpError, o as badRequest, s as notFound } from "./rate-limit_CGfom9Ik.mjs";
import { t as bumpVersion } from "./events_CFyOxejc.mjs";
import { o as toFaqView } from "./projects_B4d7wbfL.mjs";
// src/server/faqs/faqs.ts
/**
* FAQs of an itinerary. Managing FAQs is a paid feature
* (TRIAL_FAQ_BLOCKED); every change bumps the itinerary's version for live updates.
*/
function requirePaid(project) {
	if (!project.isPaid) throw new HttpError(403, "Managing FAQs is part of full access. Upgrade to add questions and answers.", "TRIAL_FAQ_BLOCKED");
}
async function listFaqs(handle, projectRowId) {
	return (await handle.db.query.faqs.findMany({
		where: eq(faqs.projectRowId, projectRowId),
		orderBy: [asc(faqs.order), asc(faqs.id)]
	})).map(toFaqView);
}
/**
* A new FAQ goes last (the largest existing order plus one, or 0) or, asked `first`, before every
* other (the smallest minus one): decided inside the INSERT, so one write places it.
*/
async function createFaq(handle, project, input) {
	requirePaid(project);
	const [inserted] = await handle.write((db) => db.batch([db.insert(faqs).values({
		projectRowId: project.id,
		question: input.question,
		answer: input.answer,
		order: input.at === "first" ? sql`(SELECT coalesce(min(${faqs.order}) - 1, 0) FROM ${faqs} WHERE ${faqs.projectRowId} = ${project.id})` : sql`(SELECT coalesce(max(${faqs.order}) + 1, 0) FROM ${faqs} WHERE ${faqs.projectRowId} = ${project.id})`
	}).returning(), bumpVersion(db, project.id)]));
	const row = inserted[0];
	if (!row) throw new Error("FAQ was not created");
	return toFaqView(row);
}
async function updateFaq(handle, project, faqId, input) {
	requirePaid(project);
	const [updated] = await handle.write((db) => db.batch([db.update(faqs).set({
		question: input.question,
		answer: input.answer,
		updatedAt: /* @__PURE__ */ new Date()
	}).where(and(eq(faqs.id, faqId), eq(faqs.projectRowId, project.id))).returning(), bumpVersion(db, project.id)]));
	const row = updated[0];
	if (!row) throw notFound("This FAQ does not exist.");
	return toFaqView(row);
}
async function deleteFaq(handle, project, faqId) {
	requirePaid(project);
	const [deleted] = await handle.write((db) => db.batch([db.delete(faqs).where(and(eq(faqs.id, faqId), eq(faqs.projectRowId, project.id))).returning({ id: faqs.id }), bumpVersion(db, project.id)]));
	if (deleted.length === 0) throw notFound("This FAQ does not exist.");
}
/**
* Puts the FAQs in the given order. The ids must be exactly this itinerary's FAQs, each once,
* checked and written inside one write transaction so a concurrent add or delete cannot slip in.
*/
async function reorderFaqs(handle, project, faqIds) {
	requirePaid(project);
	await handle.write(async (db) => {
		const tx = await db.$client.transaction("write");
		try {
			const current = await tx.execute({
				sql: "SELECT id FROM faqs WHERE project_id = ?",
				args: [project.id]
			});
			const existing = new Set(current.rows.map((r) => Number(r.id)));
			const given = new Set(faqIds);
			if (given.size !== faqIds.length || given.size !== existing.size || faqIds.some((id) => !existing.has(id))) throw badRequest("The new order must list every FAQ of this itinerary exactly once.");
			for (const [order, id] of faqIds.entries()) await tx.execute({
				sql: "UPDATE faqs SET \"order\" = ?, updated_at = ? WHERE id = ?",
				args: [
					order,
					Date.now(),
					id
				]
			});
			await tx.execute({
				sql: "UPDATE projects SET version = version + 1, updated_at = ? WHERE id = ?",
				args: [Date.now(), project.id]
			});
			await tx.commit();
		} finally {
			tx.close();
		}
	});
	return listFaqs(handle, project.id);
}
function parseFaqId(raw) {
	const id = Number(raw);
	if (!Number.isSafeInteger(id) || id <= 0) throw notFound("This FAQ does not exist.");
	return id;
}
export { updateFaq as a, reorderFaqs as i, deleteFaq as n, parseFaqId as r, createFaq as t };
