import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { l as confirmPaymentSchema } from "./schemas_BP9cnbZP.mjs";
import { o as json, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { n as confirmPayment } from "./payments_heRm6k60.mjs";
// src/pages/api/projects/[projectId]/confirm-payment.ts
var confirm_payment_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST …/confirm-payment { paymentIntentId, couponCode?, ownerEmail? } (admin only). */
var POST = apiRoute(async (ctx) => {
	const input = await readJson(ctx.request, confirmPaymentSchema);
	return json(await confirmPayment(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", input));
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/confirm-payment@_@ts
var page = () => confirm_payment_exports;
export { page };
