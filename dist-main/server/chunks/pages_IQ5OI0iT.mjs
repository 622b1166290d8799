import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { B as displayTitle, Ht as masterNames, R as creatorLine, Vt as knownPeople, Z as publicOwnerName, qt as unionNames, xr as config } from "./schemas_BP9cnbZP.mjs";
import { a as quickLinkUrl, r as qrLabel, t as packModules } from "./qr-matrix_DdwSWxvU.mjs";
import { n as findGrant, r as findProjectByPublicId, t as findAccess } from "./access_txSEE2fX.mjs";
import { d as database } from "./rate-limit_CGfom9Ik.mjs";
import { a as cardFacts, c as themeOf, i as cardAlt, n as cardPath, s as teaserFacts, t as CARD_SIZES } from "./paths_Ckukbpxw.mjs";
import { i as tabFromUrl, n as travelPageModel } from "./travel-page_BTMrDFtM.mjs";
import { t as cachedItinerary } from "./projects_B4d7wbfL.mjs";
import qrcodeCore from "qrcode/lib/core/qrcode.js";
// src/lib/qr-code.ts
/**
* The QR encoder (the qrcode package's core, pure JavaScript): on the server for the printed code,
* and in the browser only as a chunk loaded on demand.
*/
var qr_code_exports = /* @__PURE__ */ __exportAll({ linkQr: () => linkQr });
function qrMatrix(text) {
	const { modules } = qrcodeCore.create(text, { errorCorrectionLevel: "M" });
	return packModules(modules.size, (i) => Boolean(modules.data[i]));
}
function linkQr(link) {
	return {
		link,
		matrix: qrMatrix(link)
	};
}
// src/server/pages/pages.ts
async function accessPageModel(projectId, session) {
	const db = await database();
	const project = await findProjectByPublicId(db, projectId);
	const grant = project && session ? await findGrant(db, session.id, project.id) : void 0;
	if (!project) return {
		hasGrant: false,
		preview: null
	};
	const teaser = await teaserFacts(db, project);
	const facts = cardFacts(project, teaser);
	return {
		hasGrant: Boolean(grant),
		preview: {
			name: project.name,
			ownerName: publicOwnerName(project),
			dateRange: teaser.dateRange,
			place: teaser.place,
			image: {
				path: cardPath(project.projectId, facts, "wide"),
				...CARD_SIZES.wide,
				alt: cardAlt(facts)
			}
		}
	};
}
/** Whether an itinerary has this public id (a page that cannot show it then answers 404). */
async function itineraryExists(projectId) {
	return Boolean(await findProjectByPublicId(await database(), projectId));
}
/** The itinerary as this browser may see it, or null when it has no grant (→ access page). */
async function projectPageModel(projectId, session) {
	const db = await database();
	const access = await findAccess(db, session?.id, projectId);
	return access ? cachedItinerary(db, access) : null;
}
/**
* The preview page: the whole itinerary, read-only, for a browser with a viewer or admin grant;
* the teaser for everyone else; null for an unknown itinerary.
*/
async function previewPageModel(projectId, session) {
	const db = await database();
	const access = await findAccess(db, session?.id, projectId);
	if (access) {
		const data = await cachedItinerary(db, {
			...access,
			role: "viewer"
		});
		const { accessCode: _withheld, ...publicProject } = data.project;
		return {
			kind: "full",
			data: {
				...data,
				project: publicProject
			}
		};
	}
	const project = await findProjectByPublicId(db, projectId);
	if (!project) return null;
	const { eventCount, dateRange, place } = await teaserFacts(db, project);
	return {
		kind: "teaser",
		teaser: {
			projectId: project.projectId,
			title: displayTitle(project),
			byline: creatorLine(project),
			theme: themeOf(project),
			eventCount,
			dateRange,
			place,
			isPaid: project.isPaid
		}
	};
}
function itineraryPageSettings(mode) {
	const cfg = config();
	return {
		mode,
		mapTiles: {
			url: cfg.PUBLIC_MAP_TILE_URL,
			attribution: cfg.PUBLIC_MAP_ATTRIBUTION
		}
	};
}
/**
* The QR code of the quick link (on this site's address) that the print view shows beside the
* access details: only on a paid itinerary's own page (it alone prints) and only for a visitor
* whose copy of the project carries the access code.
*/
function printAccessQr(data, mode) {
	const { project } = data;
	if (mode !== "full" || !project.isPaid || !project.accessCode) return void 0;
	return {
		...linkQr(quickLinkUrl(new URL(config().SITE_URL).origin, project.projectId, project.accessCode)),
		label: qrLabel(displayTitle(project))
	};
}
/**
* ?person=… (repeatable) of the URL: the people filter as a plain GET form sends it, kept to the
* names the itinerary has (its events' and, when given, its travel's). An empty value (the form's
* 'Everyone') selects nobody, meaning all; null when the URL has no ?person= at all.
*/
function peopleFromUrl(url, events, travelNames = []) {
	if (!url.searchParams.has("person")) return null;
	return knownPeople(url.searchParams.getAll("person"), unionNames(masterNames(events), travelNames));
}
/**
* The travel and RSVPs the itinerary page renders: the board only on the Arrivals tab (other tabs
* carry none of it), each asking event's counts on every tab, and the names travel adds to the
* people filter. For a guest's own page (`session`, when that guest has written travel or answers):
* their answers on every tab, the name they wrote under last, and their travel on the Arrivals tab.
* Undefined when there is nothing to show, so an itinerary without travel or RSVPs pays nothing
* for them.
*/
async function travelForPage(data, url, session) {
	const db = await database();
	const project = await findProjectByPublicId(db, data.project.projectId);
	if (!project) return void 0;
	const filter = url.searchParams.has("person") ? {
		requested: url.searchParams.getAll("person"),
		eventNames: masterNames(data.events)
	} : void 0;
	const model = await travelPageModel(db, project, data.role, filter, session?.id);
	const arrivalsTab = tabFromUrl(url) === "arrivals";
	const { yours } = model;
	if (!arrivalsTab && !yours && model.rsvps.length === 0 && model.names.length === 0) return void 0;
	return {
		guestsSeeTravel: model.guestsSeeTravel,
		boardShown: model.boardShown,
		board: arrivalsTab ? model.board : null,
		names: model.names,
		rsvps: model.rsvps,
		...yours ? { yours: {
			name: yours.name,
			travel: arrivalsTab ? yours.travel : []
		} } : {}
	};
}
export { previewPageModel as a, travelForPage as c, peopleFromUrl as i, qr_code_exports as l, itineraryExists as n, printAccessQr as o, itineraryPageSettings as r, projectPageModel as s, accessPageModel as t };
