import { Qn as sql, dt as prepared, fn as users, xn as eq } from "./schemas_BP9cnbZP.mjs";
import { a as HttpError } from "./rate-limit_CGfom9Ik.mjs";
// src/server/auth/users.ts
/**
* Signed-in users: who the session belongs to, and the 401 every account-only call
* answers without one. The session → user link is set at sign-in (src/server/auth/*).
*/
var SIGN_IN_REQUIRED = "Please sign in to continue.";
async function findUser(handle, userId) {
	return prepared(handle, "userById", (db) => db.select().from(users).where(eq(users.id, sql.placeholder("id"))).limit(1).prepare()).get({ id: userId });
}
/** The signed-in user, or 401 UNAUTHORIZED (GET /api/auth/user, the dashboard's calls). */
function requireUser(locals) {
	if (!locals.user) throw new HttpError(401, SIGN_IN_REQUIRED, "UNAUTHORIZED");
	return locals.user;
}
/** What the browser is told about the signed-in user. */
function userView(user) {
	return {
		firstName: user.firstName,
		lastName: user.lastName,
		email: user.email,
		profileImageUrl: user.profileImageUrl
	};
}
export { requireUser as n, userView as r, findUser as t };
