import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { o as json, t as apiRoute } from "./http_BJBlwemE.mjs";
import { r as currentProject } from "./projects_B4d7wbfL.mjs";
// src/pages/api/current-project.ts
var current_project_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** The itinerary this browser opened last, as the caller's role may see it. */
var GET = apiRoute(async (ctx) => json(await currentProject(ctx.db, ctx.locals.session)));
// \0virtual:astro:page:src/pages/api/current-project@_@ts
var page = () => current_project_exports;
export { page };
