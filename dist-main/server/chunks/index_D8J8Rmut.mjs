import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { o as json, t as apiRoute } from "./http_BJBlwemE.mjs";
import { n as getForwardingAddress } from "./forwarding-address_Djdef637.mjs";
import { n as requireUser } from "./users_BrAC8NX-.mjs";
// src/pages/api/users/forwarding-address/index.ts
var forwarding_address_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** GET /api/users/forwarding-address → { address, sharedAddress }; creates the token on first call. */
var GET = apiRoute(async (ctx) => json(await getForwardingAddress(ctx.db, requireUser(ctx.locals))));
// \0virtual:astro:page:src/pages/api/users/forwarding-address/index@_@ts
var page = () => forwarding_address_exports;
export { page };
