import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { i as imageUploadUrlSchema } from "./organiser-schemas_IHE8ZAN4.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { o as json, r as clientAddress, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { t as createImageUpload } from "./images_B030W-af.mjs";
// src/pages/api/projects/[projectId]/images/upload-url.ts
var upload_url_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST …/images/upload-url { contentType, size } → { uploadURL, publicUrl }. */
var POST = apiRoute(async (ctx) => {
	const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "admin");
	const input = await readJson(ctx.request, imageUploadUrlSchema);
	return json(await createImageUpload(ctx.db, project, clientAddress(ctx), input));
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/images/upload-url@_@ts
var page = () => upload_url_exports;
export { page };
