import { At as randomUuid, Ct as regainNames, On as isNull, Qn as sql, St as moveNames, an as projects, cn as sessions, fn as users, xn as eq, yn as and } from "./schemas_BP9cnbZP.mjs";
import { n as deleteSession, t as createSession } from "./sessions_DvI4HdtN.mjs";
import { r as userView } from "./users_BrAC8NX-.mjs";
import { r as spendEmailLink } from "./email-link_DGzyHZJ8.mjs";
// src/server/auth/sign-in.ts
/**
* Signing a browser in, whatever proved the email: the account is found or created
* by its lower-cased email, and the browser gets a FRESH session bound to it (a token planted
* before sign-in is worth nothing after: no session fixation). What the browser had as a guest
* comes along: its project grants, the itinerary it opened last, the itineraries it created
* anonymously, which now belong to the account, and its travel and RSVP answers with the names
* they hold; rows the user's ended sessions still hold come back too.
*/
async function findOrCreateUser(handle, email, now = /* @__PURE__ */ new Date()) {
	const address = email.trim().toLowerCase();
	const [user] = await handle.write(async (db) => {
		await db.insert(users).values({
			id: randomUuid(),
			email: address,
			createdAt: now,
			updatedAt: now
		}).onConflictDoNothing({ target: users.email });
		return db.select().from(users).where(eq(users.email, address)).limit(1);
	});
	if (!user) throw new Error("The user was not created");
	return user;
}
/** A new signed-in session for `user`, inheriting (then replacing) `previous`, the browser's old one. */
async function startUserSession(handle, user, previous, now = /* @__PURE__ */ new Date()) {
	const created = await createSession(handle, user.id, now);
	const regained = (db) => regainNames(db, user.id, created.session.id, now.getTime());
	if (!previous) {
		await handle.write((db) => db.batch(regained(db)));
		return created;
	}
	await handle.write((db) => db.batch([
		db.run(sql`
        insert into project_grants (session_id, project_id, role, email, created_at)
        select ${created.session.id}, project_id, role, email, created_at
        from project_grants where session_id = ${previous.id}`),
		db.run(sql`update calendar_feeds set session_id = ${created.session.id} where session_id = ${previous.id}`),
		db.update(sessions).set({ currentProjectId: previous.currentProjectId }).where(eq(sessions.id, created.session.id)),
		db.update(projects).set({
			ownerUserId: user.id,
			updatedAt: now
		}).where(and(eq(projects.creatorSessionId, previous.id), isNull(projects.ownerUserId))),
		...moveNames(db, previous.id, created.session.id),
		...regained(db),
		db.delete(sessions).where(eq(sessions.id, previous.id))
	]));
	created.session.currentProjectId = previous.currentProjectId;
	return created;
}
// src/server/auth/account.ts
/**
* The signed-in side of a browser: the email-link callback, the name edit of the
* dashboard's Settings tab, and signing out.
*/
/** Signs the browser in with an emailed link; null when the link is unknown, used or expired. */
async function signInWithEmailLink(handle, token, previous) {
	const link = await spendEmailLink(handle, token);
	if (!link) return null;
	return {
		...await startUserSession(handle, await findOrCreateUser(handle, link.email), previous),
		returnTo: link.returnTo
	};
}
async function updateUserName(handle, user, input) {
	const [updated] = await handle.write((db) => db.update(users).set({
		firstName: input.firstName,
		lastName: input.lastName || null,
		updatedAt: /* @__PURE__ */ new Date()
	}).where(eq(users.id, user.id)).returning());
	return userView(updated ?? user);
}
/** Ends this browser's session (guest or signed in); signing out twice is not an error. */
async function signOut(handle, session) {
	if (session) await deleteSession(handle, session.id);
	return { success: true };
}
export { signOut as n, updateUserName as r, signInWithEmailLink as t };
