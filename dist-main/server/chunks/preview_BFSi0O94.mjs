import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { o as json, t as apiRoute } from "./http_BJBlwemE.mjs";
import { i as getPreview } from "./projects_B4d7wbfL.mjs";
// src/pages/api/projects/[projectId]/preview.ts
var preview_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
var GET = apiRoute(async (ctx) => json(await getPreview(ctx.db, ctx.params.projectId ?? "")));
// \0virtual:astro:page:src/pages/api/projects/[projectId]/preview@_@ts
var page = () => preview_exports;
export { page };
