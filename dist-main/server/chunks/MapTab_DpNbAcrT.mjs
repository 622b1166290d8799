import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { t as require_react_dom } from "./react-dom_mKtiUQYA.mjs";
import { G as formatEventTimes, U as formatEventDate, q as formatShortDate } from "./schemas_BP9cnbZP.mjs";
import { r as MapsLink } from "./event-parts_cS6W-Bx7.mjs";
import { n as require_jsx_runtime, t as Icon } from "./Icon_DbNIL5CZ.mjs";
import { _ as MapFailed, g as MapEmpty } from "./ItineraryPage_OlD1JTSq.mjs";
import { f as chevronRight } from "./icon-paths_DzBpWEtZ.mjs";
// src/islands/itinerary/map/map.css?url
var map_default = "/_astro/map.JR1GZbD9.css";
// src/lib/map-view.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_react_dom = require_react_dom();
/** The default centre (New York City) and zoom, and the map's height. */
var MAP_DEFAULT_CENTER = [40.7128, -74.006];
/** A usable position: both numbers present, finite and on the globe. (0, 0) counts; null does not. */
function hasPosition(event) {
	const { latitude: lat, longitude: lng } = event;
	return typeof lat === "number" && typeof lng === "number" && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}
/** The events with a position, in time order (ties keep the id order), numbered from 1. */
function mapPoints(events) {
	return events.filter(hasPosition).map((event) => ({
		event,
		time: Date.parse(event.datetime)
	})).sort((a, b) => compareTimes(a.time, b.time) || a.event.id - b.event.id).map(({ event }, i, sorted) => ({
		number: i + 1,
		position: [event.latitude, event.longitude],
		stackIndex: sorted.slice(0, i).filter((p) => p.event.latitude === event.latitude && p.event.longitude === event.longitude).length,
		event
	}));
}
/** Unparseable dates go last rather than scrambling the order. */
function compareTimes(a, b) {
	if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) ? Number.isNaN(b) ? 0 : 1 : -1;
	return a - b;
}
/** The line through the stops in time order; nothing to draw for fewer than two. */
function routeLine(points) {
	return points.length < 2 ? [] : points.map((p) => p.position);
}
/**
* Where the map opens: the default view with no stops; one stop (or several at the same spot)
* up close; otherwise the box around every stop, padded.
*/
function initialMapView(points) {
	const first = points[0];
	if (!first) return {
		kind: "center",
		center: MAP_DEFAULT_CENTER,
		zoom: 10
	};
	let [south, west] = first.position;
	let [north, east] = first.position;
	for (const { position: [lat, lng] } of points) {
		south = Math.min(south, lat);
		north = Math.max(north, lat);
		west = Math.min(west, lng);
		east = Math.max(east, lng);
	}
	if (south === north && west === east) return {
		kind: "center",
		center: first.position,
		zoom: 14
	};
	return {
		kind: "bounds",
		bounds: [[south, west], [north, east]],
		paddingPx: 48,
		maxZoom: 15
	};
}
// src/islands/itinerary/map/leaflet-map.ts
var PIN_SIZE = 34;
var PIN_TIP_Y = 41;
/** Pins at the same spot fan out to the right by this much each, so every one can be clicked. */
var STACK_SHIFT_PX = 26;
/** Left edge kept clear of the zoom buttons when an info window pans into view. */
var ZOOM_CONTROL_ROOM_PX = 56;
/** Zoom-button room, right margin and the info window's own padding. */
var POPUP_SIDE_ROOM_PX = 128;
var toLatLng = (L, [lat, lng]) => L.latLng(lat, lng);
function createItineraryMap(L, container, points, tiles) {
	const map = L.map(container, { scrollWheelZoom: false });
	map.on("focus click", () => map.scrollWheelZoom.enable());
	map.on("blur", () => map.scrollWheelZoom.disable());
	const view = initialMapView(points);
	if (view.kind === "center") map.setView(toLatLng(L, view.center), view.zoom);
	else {
		const [southWest, northEast] = view.bounds;
		map.fitBounds(L.latLngBounds(toLatLng(L, southWest), toLatLng(L, northEast)), {
			padding: [view.paddingPx, view.paddingPx],
			maxZoom: view.maxZoom
		});
	}
	L.tileLayer(tiles.url, {
		attribution: tiles.attribution,
		maxZoom: 19
	}).addTo(map);
	const line = routeLine(points).map((p) => toLatLng(L, p));
	if (line.length > 0) {
		L.polyline(line, {
			className: "itinerary-route-casing",
			color: "#ffffff",
			weight: 8,
			opacity: .9,
			interactive: false
		}).addTo(map);
		L.polyline(line, {
			className: "itinerary-route",
			weight: 4,
			opacity: .9,
			interactive: false
		}).addTo(map);
	}
	const popupWidth = {
		max: Math.max(180, Math.min(300, container.clientWidth - POPUP_SIDE_ROOM_PX)),
		min: 0
	};
	popupWidth.min = Math.min(220, popupWidth.max);
	const markers = /* @__PURE__ */ new Map();
	const popups = /* @__PURE__ */ new Map();
	for (const { number, position, stackIndex, event } of points) {
		const shift = stackIndex * STACK_SHIFT_PX;
		const icon = L.divIcon({
			className: "itinerary-marker",
			html: `<span class="itinerary-marker__pin"></span><span class="itinerary-marker__number">${number}</span>`,
			iconSize: [PIN_SIZE, PIN_SIZE],
			iconAnchor: [PIN_SIZE / 2 - shift, PIN_TIP_Y],
			popupAnchor: [shift, -37]
		});
		const marker = L.marker(toLatLng(L, position), {
			icon,
			title: `${number}. ${event.title}`,
			alt: `Stop ${number}: ${event.title}`,
			keyboard: true,
			riseOnHover: true
		});
		marker.on("add", () => marker.getElement()?.setAttribute("aria-label", `Stop ${number}: ${event.title}`));
		marker.addTo(map);
		const content = document.createElement("div");
		marker.bindPopup(content, {
			className: "itinerary-popup",
			minWidth: popupWidth.min,
			maxWidth: popupWidth.max,
			autoPanPaddingTopLeft: [ZOOM_CONTROL_ROOM_PX, 16],
			autoPanPaddingBottomRight: [16, 16]
		});
		markers.set(event.id, marker);
		popups.set(event.id, content);
	}
	const resizeObserver = new ResizeObserver(() => map.invalidateSize());
	resizeObserver.observe(container);
	return {
		popups,
		showStop(id) {
			const marker = markers.get(id);
			if (!marker) return;
			if (!map.getBounds().contains(marker.getLatLng())) map.panTo(marker.getLatLng(), { animate: false });
			marker.openPopup();
		},
		destroy() {
			resizeObserver.disconnect();
			map.remove();
		}
	};
}
// src/islands/itinerary/map/MapPopup.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The info window of a marker: title, date and time in the itinerary's zone,
* location, attendees and the description clamped to three lines.
*/
function MapPopup({ event, number, timeZone }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "w-full text-sm text-ink",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "text-[11px] font-bold tracking-wider text-[var(--theme-primary-text)] uppercase",
				children: ["Stop ", number]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: "mt-0.5 text-base leading-snug font-bold tracking-tight text-ink",
				children: event.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-1 font-medium text-ink-soft",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("time", {
					dateTime: event.datetime,
					children: [
						formatEventDate(event.datetime, timeZone),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
						formatEventTimes(event, timeZone)
					]
				})
			}),
			(event.location || event.attendees) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: "mt-2.5 space-y-1.5 border-t border-black/5 pt-2.5",
				children: [event.location && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
					label: "Location",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapsLink, { location: event.location })
				}), event.attendees && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
					label: "People",
					children: event.attendees
				})]
			}),
			event.description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-2.5 line-clamp-3 text-ink-soft",
				children: event.description
			})
		]
	});
}
function Row({ label, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
		className: "text-[11px] font-bold tracking-wider text-ink-muted uppercase",
		children: label
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
		className: "break-words",
		children
	})] });
}
// src/islands/itinerary/map/StopList.tsx
/**
* The mapped stops as an ordered list under the map: the same numbers as the markers, so the
* route can be followed without a pointer or without seeing the map.
*/
function StopList({ points, timeZone, unmapped, onShow }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "map-stops-heading",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "map-stops-heading",
				className: "mb-3 text-sm font-bold tracking-wider text-ink-soft uppercase",
				children: "Stops in order"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
				className: "divide-y divide-black/5 overflow-hidden rounded-[var(--theme-radius)] border border-black/5 bg-white shadow-card",
				children: points.map(({ event, number }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					onClick: () => onShow?.(event.id),
					"aria-disabled": onShow ? void 0 : true,
					className: "flex w-full items-center gap-3 px-4 py-3 text-left transition hover:bg-black/[0.03] focus-visible:-outline-offset-4",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "grid h-8 w-8 shrink-0 place-items-center rounded-full bg-[var(--theme-primary)] text-sm font-extrabold text-[var(--theme-on-primary)] shadow-sm",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "sr-only",
								children: "Stop "
							}), number]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "min-w-0 flex-1",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "block truncate font-semibold text-ink",
								children: event.title
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "block truncate text-sm text-ink-soft",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("time", {
									dateTime: event.datetime,
									children: [
										formatShortDate(event.datetime, timeZone),
										" · ",
										formatEventTimes(event, timeZone)
									]
								}), event.location && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
									className: "hidden sm:inline",
									children: [" · ", event.location]
								})]
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "sr-only",
							children: ", show on map"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
							icon: chevronRight,
							className: "h-4 w-4 shrink-0 text-ink-muted",
							strokeWidth: 2.2
						})
					]
				}) }, event.id))
			}),
			unmapped > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mt-3 text-sm text-ink-soft",
				children: [
					unmapped === 1 ? "1 event has" : `${unmapped} events have`,
					" no location and ",
					unmapped === 1 ? "is" : "are",
					" not on the map."
				]
			})
		]
	});
}
// src/islands/itinerary/map/MapTab.tsx
/**
* The Map tab: a numbered marker per event with a position, joined in time
* order by a line in the theme colour, an info window per marker, and the same stops as a list
* underneath for keyboard and screen-reader users. The itinerary shell loads this module lazily
* when the tab opens; Leaflet itself is fetched from here, never on the server.
*/
function MapTab({ events, timeZone, tiles }) {
	const points = (0, import_react.useMemo)(() => mapPoints(events), [events]);
	if (points.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapEmpty, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StopsMap, {
		points,
		timeZone,
		tileUrl: tiles.url,
		attribution: tiles.attribution,
		unmapped: events.length - points.length
	});
}
function StopsMap({ points, timeZone, tileUrl, attribution, unmapped }) {
	const containerRef = (0, import_react.useRef)(null);
	const mapRef = (0, import_react.useRef)(null);
	const [status, setStatus] = (0, import_react.useState)("loading");
	const [popups, setPopups] = (0, import_react.useState)(() => /* @__PURE__ */ new Map());
	const drawn = (0, import_react.useMemo)(() => JSON.stringify(points.map((p) => [
		p.event.id,
		p.position,
		p.event.title
	])), [points]);
	const latestPoints = (0, import_react.useRef)(points);
	latestPoints.current = points;
	(0, import_react.useEffect)(() => {
		let cancelled = false;
		let built = null;
		import("leaflet").then((L) => {
			const container = containerRef.current;
			if (cancelled || !container) return;
			built = createItineraryMap(L, container, latestPoints.current, {
				url: tileUrl,
				attribution
			});
			mapRef.current = built;
			setPopups(built.popups);
			setStatus("ready");
		}, (error) => {
			if (cancelled) return;
			console.warn("Map failed to load", error);
			setStatus("failed");
		});
		return () => {
			cancelled = true;
			built?.destroy();
			mapRef.current = null;
		};
	}, [
		drawn,
		tileUrl,
		attribution
	]);
	const showStop = (id) => {
		const container = containerRef.current;
		if (!mapRef.current || !container) return;
		const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
		container.scrollIntoView({
			block: "center",
			behavior: reduceMotion ? "auto" : "smooth"
		});
		mapRef.current.showStop(id);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "space-y-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("link", {
				rel: "stylesheet",
				href: map_default,
				precedence: "itinerary-map"
			}),
			status === "failed" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapFailed, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "relative isolate overflow-hidden rounded-[var(--theme-radius)] border border-black/5 bg-white shadow-card",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					ref: containerRef,
					role: "region",
					"aria-label": `Map of ${points.length} ${points.length === 1 ? "stop" : "stops"}, numbered in time order`,
					className: "itinerary-map h-[60vh] max-h-[600px] w-full sm:h-[600px]"
				}), status === "loading" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					role: "status",
					className: "absolute inset-0 z-[1100] flex flex-col items-center justify-center gap-3 bg-white/90 text-ink-soft",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						"aria-hidden": "true",
						className: "h-8 w-8 animate-spin rounded-full border-[3px] border-black/10 border-t-[var(--theme-primary)]"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-sm font-semibold",
						children: "Loading map..."
					})]
				})]
			}),
			points.map(({ event, number }) => {
				const target = popups.get(event.id);
				return target ? (0, import_react_dom.createPortal)(/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapPopup, {
					event,
					number,
					timeZone
				}), target, String(event.id)) : null;
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StopList, {
				points,
				timeZone,
				unmapped,
				onShow: status === "ready" ? showStop : void 0
			})
		]
	});
}
export { MapTab as default };
