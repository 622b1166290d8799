import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { n as createComponent, t as createAstro } from "./compiler_CUF-eHDW.mjs";
import { t as $$FormPageLayout } from "./FormPageLayout_BqgDBm2F.mjs";
import { t as $$Icon } from "./Icon_IFfU4r3A.mjs";
import { Ji as renderComponent, Yi as Fragment, ea as renderTemplate, ra as addAttribute, ta as maybeRenderHead, xr as config } from "./schemas_BP9cnbZP.mjs";
import { d as database } from "./rate-limit_CGfom9Ik.mjs";
import { a as errorResponse, l as readForm } from "./http_BJBlwemE.mjs";
import { r as setSubscribed, t as recipientByToken } from "./mail-guard_CyUpKoC4.mjs";
import { i as isSameOrigin } from "./request-origin_CVMT639M.mjs";
// src/pages/unsubscribe.astro
var unsubscribe_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Unsubscribe,
	file: () => $$file,
	url: () => $$url
});
createAstro("http://localhost:4321");
var $$Unsubscribe = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Unsubscribe;
	const { SITE_NAME, CONTACT_EMAIL } = config();
	const token = Astro.url.searchParams.get("token");
	Astro.response.headers.set("Cache-Control", "no-store");
	Astro.response.headers.set("Referrer-Policy", "no-referrer");
	const db = await database();
	let recipient = null;
	let notice = null;
	if (Astro.request.method === "POST") {
		let form;
		try {
			form = await readForm(Astro.request);
		} catch (error) {
			return errorResponse(error);
		}
		if (form.get("action") === "resubscribe") {
			if (!isSameOrigin(Astro.request, Astro.url)) return new Response("Emails can only be allowed again from this page.", { status: 403 });
			recipient = await setSubscribed(db, token, true);
			notice = "allowed";
		} else {
			recipient = await setSubscribed(db, token, false);
			notice = "stopped";
		}
	} else if (Astro.request.method === "GET" || Astro.request.method === "HEAD") recipient = await recipientByToken(db, token);
	else return new Response(null, {
		status: 405,
		headers: { Allow: "GET, HEAD, POST" }
	});
	if (!recipient) Astro.response.status = 404;
	const stopped = recipient?.unsubscribedAt != null;
	const action = `/unsubscribe?token=${encodeURIComponent(token ?? "")}`;
	return renderTemplate`${renderComponent($$result, "FormPageLayout", $$FormPageLayout, {
		"title": `Email preferences | ${SITE_NAME}`,
		"description": `Stop emails from ${SITE_NAME} to your address.`,
		"canonicalPath": "/unsubscribe",
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="card p-6 text-center sm:p-8"><div class="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">${renderComponent($$result, "Icon", $$Icon, {
		"name": !recipient ? "help" : stopped ? "check" : "mail",
		"class": "size-7"
	})}</div>${!recipient ? renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`<h1 class="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">This link does not work</h1><p class="mt-2 text-ink-soft">We could not find the address this link is for. It may have been cut short when it was copied: open it again from the email, or use the link at the bottom of a newer email from ${SITE_NAME}.</p><p class="mt-4 text-sm text-ink-muted">Still stuck? Write to${" "}<a class="font-semibold text-brand-700 underline"${addAttribute(`mailto:${CONTACT_EMAIL}`, "href")}>${CONTACT_EMAIL}</a>${" "}and we will stop the emails for you.</p>` })}` : stopped ? renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`<h1 class="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">No more emails</h1><p class="mt-2 text-ink-soft">We will not send any email to${" "}<strong class="font-semibold text-ink [overflow-wrap:anywhere]">${recipient.address}</strong>, whoever types it: no access codes and no sign-in links.</p><p class="mt-4 text-sm text-ink-muted">Changed your mind, or want to sign in to ${SITE_NAME} with this address? Allow emails again; you can stop them at any time with the link at the bottom of each one.</p><form method="post"${addAttribute(action, "action")} class="mt-6"><input type="hidden" name="action" value="resubscribe"><button type="submit" class="btn-secondary w-full py-3">Allow emails again</button></form>` })}` : renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`<h1 class="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">${notice === "allowed" ? "Emails are allowed again" : "Stop emails to this address?"}</h1><p class="mt-2 text-ink-soft">${SITE_NAME} emails${" "}<strong class="font-semibold text-ink [overflow-wrap:anywhere]">${recipient.address}</strong> only when someone types it: the access codes of an itinerary, or a sign-in link.</p><p class="mt-4 text-sm text-ink-muted">Stop them, and we will send this address nothing more, sign-in links included, until you allow emails again here.</p><form method="post"${addAttribute(action, "action")} class="mt-6"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" class="btn-primary w-full py-3">Stop emails to this address</button></form>` })}`}<div role="status" class="sr-only">${notice === "stopped" && recipient ? "Emails to this address are stopped." : ""}${notice === "allowed" && recipient ? "Emails to this address are allowed again." : ""}</div></div>` })}`;
}, "/work/wt-share/src/pages/unsubscribe.astro", void 0);
var $$file = "/work/wt-share/src/pages/unsubscribe.astro";
var $$url = "/unsubscribe";
// \0virtual:astro:page:src/pages/unsubscribe@_@astro
var page = () => unsubscribe_exports;
export { page };
