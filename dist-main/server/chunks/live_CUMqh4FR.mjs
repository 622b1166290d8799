import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { n as findGrant, s as requireAccess } from "./access_txSEE2fX.mjs";
import { t as apiRoute } from "./http_BJBlwemE.mjs";
import { t as poll } from "./scheduling_CZGMoY7w.mjs";
import { an as projects, xn as eq } from "./schemas_BP9cnbZP.mjs";
import { l as tooManyRequests } from "./rate-limit_CGfom9Ik.mjs";
// src/server/projects/live.ts
/**
* Live updates. Every change bumps a project's `version` in the database; each server polls the
* versions of the projects its open pages watch, so a change made through any process reaches
* every page within LIVE_POLL_MS and a read or two. The platform runs the polls
* (`@platform/scheduling`, one read at a time, in order): on Node one query every LIVE_POLL_MS
* per project, however many pages; on the edge one per open page, in that page's request.
*/
/**
* How often the versions are read. Half a second keeps a change within 2 s of every open page
* even while a busy process queues the write itself for a second (docs/product.md#live-updates).
*/
var LIVE_POLL_MS = 500;
async function readVersion(handle, projectRowId) {
	return (await handle.db.query.projects.findFirst({
		where: eq(projects.id, projectRowId),
		columns: { version: true }
	}))?.version ?? null;
}
/** Calls `listener` each time the project's version differs from the last one it saw (`currentVersion` first). */
function watchProjectVersion(handle, projectRowId, currentVersion, listener) {
	let seen = currentVersion;
	return poll(`project-version:${projectRowId}`, LIVE_POLL_MS, () => readVersion(handle, projectRowId), (version) => {
		if (version === seen) return;
		seen = version;
		listener(version);
	});
}
var LIVE_STREAM_RETRY_MS = 3e4;
var openStreams = /* @__PURE__ */ new Map();
/** The live streams `sessionId` holds open in this process. */
var openLiveStreams = (sessionId) => openStreams.get(sessionId) ?? 0;
/**
* Counts a new live stream for the session, or refuses it past MAX_LIVE_STREAMS_PER_SESSION.
* Returns the release, to call once when the stream ends (later calls do nothing).
*/
function claimLiveStream(sessionId) {
	const open = openLiveStreams(sessionId);
	if (open >= 20) throw tooManyRequests(() => "This itinerary is open in too many tabs or windows on this device. Please close a few of them and try again.", "RATE_LIMITED", LIVE_STREAM_RETRY_MS);
	openStreams.set(sessionId, open + 1);
	let released = false;
	return () => {
		if (released) return;
		released = true;
		const left = openLiveStreams(sessionId) - 1;
		if (left > 0) openStreams.set(sessionId, left);
		else openStreams.delete(sessionId);
	};
}
var encoder = new TextEncoder();
var KEEPALIVE_MS = 15e3;
/**
* A text/event-stream of `version` events: the current version at once, then each change.
* `stillAllowed` is asked before each change is sent, so a browser that lost its grant stops.
* `onEnd` is called once when the stream ends, however it ends.
*/
function versionEventStream(handle, projectRowId, version, stillAllowed, signal, onEnd = () => {}) {
	let stop = () => {};
	return new ReadableStream({
		start(controller) {
			const send = (text) => {
				try {
					controller.enqueue(encoder.encode(text));
				} catch {
					stop();
				}
			};
			send(`retry: 2000\nevent: version\ndata: ${JSON.stringify({ version })}\n\n`);
			const keepalive = setInterval(() => send(": keepalive\n\n"), KEEPALIVE_MS);
			let checks = Promise.resolve();
			const unwatch = watchProjectVersion(handle, projectRowId, version, (next) => {
				checks = checks.then(async () => {
					let allowed;
					try {
						allowed = await stillAllowed();
					} catch (error) {
						console.warn("Live stream: the grant check failed; closing the stream", error);
						stop();
						return;
					}
					if (!allowed || next === null) {
						send(`event: gone\ndata: {}\n\n`);
						stop();
						return;
					}
					send(`event: version\ndata: ${JSON.stringify({ version: next })}\n\n`);
				});
			});
			stop = () => {
				clearInterval(keepalive);
				unwatch();
				onEnd();
				try {
					controller.close();
				} catch {}
				stop = () => {};
			};
			signal.addEventListener("abort", () => stop(), { once: true });
			if (signal.aborted) stop();
		},
		cancel() {
			stop();
		}
	});
}
// src/pages/api/projects/[projectId]/live.ts
var live_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** Server-sent events: the itinerary's version now and after each change. */
var GET = apiRoute(async (ctx) => {
	const sessionId = ctx.locals.session?.id ?? "";
	const access = await requireAccess(ctx.db, sessionId, ctx.params.projectId ?? "");
	const release = claimLiveStream(sessionId);
	const stream = versionEventStream(ctx.db, access.projectRowId, access.version, async () => Boolean(await findGrant(ctx.db, sessionId, access.projectRowId)), ctx.request.signal, release);
	return new Response(stream, { headers: {
		"Content-Type": "text/event-stream; charset=utf-8",
		"Cache-Control": "no-store",
		Connection: "keep-alive",
		"X-Accel-Buffering": "no"
	} });
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/live@_@ts
var page = () => live_exports;
export { page };
