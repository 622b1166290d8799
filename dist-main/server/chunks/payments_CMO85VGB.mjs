import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { o as json, t as apiRoute } from "./http_BJBlwemE.mjs";
import { r as listPayments } from "./payments_heRm6k60.mjs";
// src/pages/api/projects/[projectId]/payments.ts
var payments_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** GET …/payments (admin or signed-in owner): the itinerary's payment records, newest first. */
var GET = apiRoute(async (ctx) => json(await listPayments(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", ctx.locals.user)));
// \0virtual:astro:page:src/pages/api/projects/[projectId]/payments@_@ts
var page = () => payments_exports;
export { page };
