import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { o as json, t as apiRoute } from "./http_BJBlwemE.mjs";
import { c as startUpgrade } from "./payments_heRm6k60.mjs";
// src/pages/api/projects/[projectId]/upgrade.ts
var upgrade_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST …/upgrade (admin; no body): the PaymentIntent to pay the upgrade with. */
var POST = apiRoute(async (ctx) => json(await startUpgrade(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "")));
// \0virtual:astro:page:src/pages/api/projects/[projectId]/upgrade@_@ts
var page = () => upgrade_exports;
export { page };
