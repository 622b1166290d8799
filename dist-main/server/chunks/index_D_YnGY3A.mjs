import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { o as json, t as apiRoute } from "./http_BJBlwemE.mjs";
import { r as listUnclaimedEvents } from "./unclaimed-events_Cjk0r5-e.mjs";
import { n as requireUser } from "./users_BrAC8NX-.mjs";
// src/pages/api/unclaimed-events/index.ts
var unclaimed_events_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** GET /api/unclaimed-events: the signed-in user's events from forwarded emails. */
var GET = apiRoute(async (ctx) => json(await listUnclaimedEvents(ctx.db, requireUser(ctx.locals))));
// \0virtual:astro:page:src/pages/api/unclaimed-events/index@_@ts
var page = () => unclaimed_events_exports;
export { page };
