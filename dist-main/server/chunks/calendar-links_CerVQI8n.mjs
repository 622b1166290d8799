// src/lib/calendar-links.ts
var feedPath = (secret) => `/calendar/${encodeURIComponent(secret)}.ics`;
/** webcal:// is the same URL with the scheme swapped; calendar apps fetch it over https. */
function webcalUrl(httpUrl) {
	return httpUrl.replace(/^https?:\/\//i, "webcal://");
}
function googleCalendarUrl(webcal) {
	return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`;
}
function feedLinks(siteUrl, secret, person) {
	const url = new URL(feedPath(secret), siteUrl).href;
	const webcal = webcalUrl(url);
	return {
		person,
		url,
		webcalUrl: webcal,
		googleUrl: googleCalendarUrl(webcal)
	};
}
/** One event as a downloadable .ics (needs the viewer's session cookie). */
function eventIcsUrl(projectId, eventId) {
	return `/api/projects/${encodeURIComponent(projectId)}/events/${encodeURIComponent(String(eventId))}/ics`;
}
export { feedLinks as n, eventIcsUrl as t };
