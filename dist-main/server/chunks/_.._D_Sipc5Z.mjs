import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { a as errorResponse, o as json } from "./http_BJBlwemE.mjs";
import { t as localStore } from "./storage__dIeaDF6.mjs";
// src/pages/uploads/[...key].ts
var ____key__exports = /* @__PURE__ */ __exportAll({
	GET: () => GET,
	PUT: () => PUT
});
var notFoundResponse = () => new Response("Not found", {
	status: 404,
	headers: { "Content-Type": "text/plain; charset=utf-8" }
});
var GET = async (ctx) => {
	const image = await localStore()?.openImage(ctx.params.key ?? "").catch(() => void 0);
	if (!image) return notFoundResponse();
	return new Response(image.body, { headers: {
		"Content-Type": image.contentType,
		"Content-Length": String(image.size),
		"Cache-Control": "public, max-age=31536000, immutable",
		"X-Content-Type-Options": "nosniff"
	} });
};
var PUT = async (ctx) => {
	const store = localStore();
	if (!store) return notFoundResponse();
	try {
		await store.receiveUpload(ctx.params.key ?? "", ctx.url, ctx.request);
		return json({ success: true });
	} catch (error) {
		return errorResponse(error);
	}
};
// \0virtual:astro:page:src/pages/uploads/[...key]@_@ts
var page = () => ____key__exports;
export { page };
