import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { o as json, t as apiRoute } from "./http_BJBlwemE.mjs";
import { i as listMyProjects } from "./my-projects_BhGzVKRj.mjs";
import { n as requireUser } from "./users_BrAC8NX-.mjs";
// src/pages/api/my-projects.ts
var my_projects_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** GET /api/my-projects: the signed-in user's itineraries, newest first. */
var GET = apiRoute(async (ctx) => json(await listMyProjects(ctx.db, requireUser(ctx.locals))));
// \0virtual:astro:page:src/pages/api/my-projects@_@ts
var page = () => my_projects_exports;
export { page };
