import { r as pageBackground } from "./backgrounds_BdBrr_48.mjs";
import { B as displayTitle } from "./schemas_BP9cnbZP.mjs";
// src/server/pages/web-manifest.ts
/**
* The web app manifest of one itinerary (docs/offline.md): a guest adds the itinerary to their
* home screen under its title and colours, and it opens at the itinerary in its own window. It
* holds nothing the page does not already show that guest, and needs the same grant.
*/
/** The short name under a home-screen icon: launchers cut longer names. */
var SHORT_NAME_MAX = 12;
var itineraryManifestPath = (projectId) => `/project/${encodeURIComponent(projectId)}/manifest.webmanifest`;
function itineraryManifest(project) {
	const name = displayTitle(project);
	const start = `/project/${encodeURIComponent(project.projectId)}`;
	return {
		id: start,
		name,
		short_name: name.length > SHORT_NAME_MAX ? `${name.slice(0, 11).trimEnd()}…` : name,
		start_url: start,
		scope: start,
		display: "standalone",
		theme_color: project.customColors.primary,
		background_color: pageBackground(project.selectedBackground, project.customBackgroundColor).backgroundColor,
		icons: [
			{
				src: "/icons/icon-192.png",
				sizes: "192x192",
				type: "image/png"
			},
			{
				src: "/icons/icon-512.png",
				sizes: "512x512",
				type: "image/png"
			},
			{
				src: "/favicon.svg",
				sizes: "any",
				type: "image/svg+xml"
			}
		]
	};
}
export { itineraryManifestPath as n, itineraryManifest as t };
