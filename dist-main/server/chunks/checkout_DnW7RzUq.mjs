import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { o as json, t as apiRoute } from "./http_BJBlwemE.mjs";
import { i as loadCheckout } from "./payments_heRm6k60.mjs";
// src/pages/api/projects/[projectId]/checkout.ts
var checkout_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** GET …/checkout (admin): what the checkout page needs. */
var GET = apiRoute(async (ctx) => json(await loadCheckout(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "")));
// \0virtual:astro:page:src/pages/api/projects/[projectId]/checkout@_@ts
var page = () => checkout_exports;
export { page };
