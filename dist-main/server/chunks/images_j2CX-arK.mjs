import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { r as headerImagesSchema } from "./organiser-schemas_IHE8ZAN4.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { o as json, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { n as saveHeaderImages } from "./images_B030W-af.mjs";
// src/pages/api/projects/[projectId]/images.ts
var images_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST …/images { imageUrls }: the header images in display order, at most 5. */
var POST = apiRoute(async (ctx) => {
	const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "admin");
	const input = await readJson(ctx.request, headerImagesSchema);
	const body = {
		success: true,
		project: await saveHeaderImages(ctx.db, project, input)
	};
	return json(body);
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/images@_@ts
var page = () => images_exports;
export { page };
