import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { o as json, t as apiRoute } from "./http_BJBlwemE.mjs";
import { o as rotateForwardingAddress } from "./forwarding-address_Djdef637.mjs";
import { n as requireUser } from "./users_BrAC8NX-.mjs";
// src/pages/api/users/forwarding-address/rotate.ts
var rotate_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST /api/users/forwarding-address/rotate → a new personal address; the old one stops working. */
var POST = apiRoute(async (ctx) => json(await rotateForwardingAddress(ctx.db, requireUser(ctx.locals))));
// \0virtual:astro:page:src/pages/api/users/forwarding-address/rotate@_@ts
var page = () => rotate_exports;
export { page };
