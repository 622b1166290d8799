import { Vt as knownPeople } from "./schemas_BP9cnbZP.mjs";
// src/lib/browser-storage.ts
/**
* The keys this product keeps in browser storage, with safe accessors (private mode and
* blocked storage must never break a page).
*/
var PROJECT_CREATED_KEY = "projectCreated";
var creatorFlagKey = (projectId) => `project_creator_${projectId}`;
var adminCodeKey = (projectId) => `admin_code_${projectId}`;
var selectedPeopleKey = (projectId) => `selected_people_${projectId}`;
var emailCapturedKey = (projectId) => `email_captured_${projectId}`;
var customizeGuideShownKey = (projectId) => `customize_guide_shown_${projectId}`;
/** The dashboard's first-run name card was put off in this browser. */
var FIRST_NAME_LATER_KEY = "first_name_later";
function storage(kind) {
	try {
		return kind === "local" ? window.localStorage : window.sessionStorage;
	} catch {
		return null;
	}
}
function readStorage(kind, key) {
	try {
		return storage(kind)?.getItem(key) ?? null;
	} catch {
		return null;
	}
}
function writeStorage(kind, key, value) {
	try {
		const s = storage(kind);
		if (!s) return;
		if (value === null) s.removeItem(key);
		else s.setItem(key, value);
	} catch {}
}
/** Written by the create form just before it navigates to the new itinerary. */
function rememberCreatedProject(info) {
	writeStorage("session", PROJECT_CREATED_KEY, JSON.stringify(info));
	writeStorage("local", creatorFlagKey(info.projectId), "true");
	writeStorage("local", adminCodeKey(info.projectId), info.adminCode);
}
function readCreatedProject() {
	const raw = readStorage("session", PROJECT_CREATED_KEY);
	if (!raw) return null;
	try {
		return JSON.parse(raw);
	} catch {
		return null;
	}
}
/** The people filter's saved choice on this device, keeping only names the itinerary still has. */
function readSavedPeople(projectId, names) {
	const raw = readStorage("local", selectedPeopleKey(projectId));
	let saved = [];
	try {
		saved = raw ? JSON.parse(raw) : [];
	} catch {
		saved = [];
	}
	return Array.isArray(saved) ? knownPeople(saved, names) : [];
}
function writeSavedPeople(projectId, people) {
	writeStorage("local", selectedPeopleKey(projectId), JSON.stringify(people));
}
export { customizeGuideShownKey as a, readSavedPeople as c, writeSavedPeople as d, writeStorage as f, creatorFlagKey as i, readStorage as l, PROJECT_CREATED_KEY as n, emailCapturedKey as o, adminCodeKey as r, readCreatedProject as s, FIRST_NAME_LATER_KEY as t, rememberCreatedProject as u };
