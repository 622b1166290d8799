import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
// src/ui/icon-frame.ts
var iconViewBox = (icon) => {
	const grid = icon.solid ? 20 : icon.grid ?? 24;
	return `0 0 ${grid} ${grid}`;
};
/** A line icon's stroke width: the use's, else the icon's own, else 2. */
var iconStrokeWidth = (icon, override) => override ?? icon.strokeWidth ?? 2;
/** The element and attributes of one shape. */
function shapeElement(shape) {
	if (typeof shape === "string") return {
		tag: "path",
		attrs: { d: shape }
	};
	if ("circle" in shape) return {
		tag: "circle",
		attrs: shape.circle
	};
	return {
		tag: "rect",
		attrs: shape.rect
	};
}
// src/ui/icon-paths.ts
var icon_paths_exports = /* @__PURE__ */ __exportAll({
	arrowLeft: () => arrowLeft,
	arrowRight: () => arrowRight,
	bell: () => bell,
	bin: () => bin,
	burst: () => burst,
	cake: () => cake,
	calendar: () => calendar,
	calendarPlus: () => calendarPlus,
	calendarSolid: () => calendarSolid,
	check: () => check,
	checkSolid: () => checkSolid,
	chevronDown: () => chevronDown,
	chevronDownSolid: () => chevronDownSolid,
	chevronLeft: () => chevronLeft,
	chevronLeftSolid: () => chevronLeftSolid,
	chevronLeftThin: () => chevronLeftThin,
	chevronRight: () => chevronRight,
	chevronRightThin: () => chevronRightThin,
	chevronUp: () => chevronUp,
	clock: () => clock,
	close: () => close,
	compass: () => compass,
	crown: () => crown,
	download: () => download,
	envelope: () => envelope,
	externalLink: () => externalLink,
	externalLinkSolid: () => externalLinkSolid,
	eye: () => eye,
	gem: () => gem,
	globe: () => globe,
	graduationCap: () => graduationCap,
	grid: () => grid,
	grip: () => grip,
	help: () => help,
	image: () => image,
	images: () => images,
	key: () => key,
	link: () => link,
	lock: () => lock,
	lockSolid: () => lockSolid,
	logOut: () => logOut,
	luggage: () => luggage,
	mail: () => mail,
	map: () => map,
	mapPin: () => mapPin,
	message: () => message,
	more: () => more,
	mountain: () => mountain,
	padlock: () => padlock,
	palette: () => palette,
	paletteRings: () => paletteRings,
	partyPopper: () => partyPopper,
	pause: () => pause,
	pen: () => pen,
	pencil: () => pencil,
	people: () => people,
	pin: () => pin,
	plane: () => plane,
	play: () => play,
	plus: () => plus,
	plusSolid: () => plusSolid,
	printer: () => printer,
	printerPlain: () => printerPlain,
	share: () => share,
	shareOut: () => shareOut,
	shirt: () => shirt,
	sparkles: () => sparkles,
	star: () => star,
	starSolid: () => starSolid,
	sun: () => sun,
	tag: () => tag,
	tick: () => tick,
	time: () => time,
	timer: () => timer,
	trash: () => trash,
	trashSolid: () => trashSolid,
	type: () => type,
	upload: () => upload,
	users: () => users,
	utensils: () => utensils,
	wine: () => wine,
	x: () => x,
	zap: () => zap
});
var arrowLeft = { shapes: ["m12 19-7-7 7-7", "M19 12H5"] };
var arrowRight = { shapes: ["M5 12h14", "m12 5 7 7-7 7"] };
var bell = { shapes: ["M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9", "M10.3 21a1.94 1.94 0 0 0 3.4 0"] };
var cake = { shapes: [
	"M20 21v-8a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8",
	"M4 16s.5-1 2-1 2.5 2 4 2 2.5-2 4-2 2.5 2 4 2 2-1 2-1",
	"M2 21h20",
	"M7 8v3",
	"M12 8v3",
	"M17 8v3",
	"M7 4h.01",
	"M12 4h.01",
	"M17 4h.01"
] };
var calendar = { shapes: [
	{ rect: {
		x: 3,
		y: 4,
		width: 18,
		height: 18,
		rx: 2
	} },
	"M16 2v4",
	"M8 2v4",
	"M3 10h18"
] };
var check = { shapes: ["M20 6 9 17l-5-5"] };
var chevronLeft = { shapes: ["m15 18-6-6 6-6"] };
var chevronRight = { shapes: ["m9 18 6-6-6-6"] };
var clock = { shapes: [{ circle: {
	cx: 12,
	cy: 12,
	r: 10
} }, "M12 6v6l4 2"] };
var compass = { shapes: [{ circle: {
	cx: 12,
	cy: 12,
	r: 10
} }, "m16.24 7.76-2.12 6.36-6.36 2.12 2.12-6.36z"] };
var crown = { shapes: ["M11.562 3.266a.5.5 0 0 1 .876 0L15.39 8.87a1 1 0 0 0 1.516.294L21.183 5.5a.5.5 0 0 1 .798.519l-2.834 10.246a1 1 0 0 1-.956.734H5.81a1 1 0 0 1-.957-.734L2.02 6.02a.5.5 0 0 1 .798-.519l4.276 3.664a1 1 0 0 0 1.516-.294z", "M5 21h14"] };
var gem = { shapes: [
	"M6 3h12l4 6-10 13L2 9Z",
	"M11 3 8 9l4 13 4-13-3-6",
	"M2 9h20"
] };
var globe = { shapes: [
	{ circle: {
		cx: 12,
		cy: 12,
		r: 10
	} },
	"M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20",
	"M2 12h20"
] };
var graduationCap = { shapes: [
	"M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z",
	"M22 10v6",
	"M6 12.5V16a6 3 0 0 0 12 0v-3.5"
] };
var grid = { shapes: [
	{ rect: {
		x: 3,
		y: 3,
		width: 18,
		height: 18,
		rx: 2
	} },
	"M3 9h18",
	"M3 15h18",
	"M9 3v18",
	"M15 3v18"
] };
var help = { shapes: [
	{ circle: {
		cx: 12,
		cy: 12,
		r: 10
	} },
	"M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3",
	"M12 17h.01"
] };
var image = { shapes: [
	{ rect: {
		x: 3,
		y: 3,
		width: 18,
		height: 18,
		rx: 2
	} },
	{ circle: {
		cx: 9,
		cy: 9,
		r: 2
	} },
	"m21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21"
] };
var key = { shapes: [
	"m15.5 7.5 2.3 2.3a1 1 0 0 0 1.4 0l2.1-2.1a1 1 0 0 0 0-1.4L19 4",
	"m21 2-9.6 9.6",
	{ circle: {
		cx: 7.5,
		cy: 15.5,
		r: 5.5
	} }
] };
var link = { shapes: ["M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71", "M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71"] };
var lock = { shapes: [{ rect: {
	x: 3,
	y: 11,
	width: 18,
	height: 11,
	rx: 2
} }, "M7 11V7a5 5 0 0 1 10 0v4"] };
var luggage = { shapes: [
	"M6 20a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2",
	"M8 18V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v14",
	"M10 20h4",
	{ circle: {
		cx: 16,
		cy: 20,
		r: 2
	} },
	{ circle: {
		cx: 8,
		cy: 20,
		r: 2
	} }
] };
var mail = { shapes: [{ rect: {
	x: 2,
	y: 4,
	width: 20,
	height: 16,
	rx: 2
} }, "m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7"] };
var mapPin = { shapes: ["M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0", { circle: {
	cx: 12,
	cy: 10,
	r: 3
} }] };
var mountain = { shapes: ["m8 3 4 8 5-5 5 15H2L8 3z"] };
var palette = { shapes: [
	{ circle: {
		cx: 13.5,
		cy: 6.5,
		r: .5,
		fill: "currentColor"
	} },
	{ circle: {
		cx: 17.5,
		cy: 10.5,
		r: .5,
		fill: "currentColor"
	} },
	{ circle: {
		cx: 8.5,
		cy: 7.5,
		r: .5,
		fill: "currentColor"
	} },
	{ circle: {
		cx: 6.5,
		cy: 12.5,
		r: .5,
		fill: "currentColor"
	} },
	"M12 2C6.5 2 2 6.5 2 12s4.5 10 10 10c.926 0 1.648-.746 1.648-1.688 0-.437-.18-.835-.437-1.125-.29-.289-.438-.652-.438-1.125a1.64 1.64 0 0 1 1.668-1.668h1.996c3.051 0 5.555-2.503 5.555-5.554C21.965 6.012 17.461 2 12 2z"
] };
var partyPopper = { shapes: [
	"M5.8 11.3 2 22l10.7-3.79",
	"M4 3h.01",
	"M22 8h.01",
	"M15 2h.01",
	"M22 20h.01",
	"m22 2-2.24.75a2.9 2.9 0 0 0-1.96 3.12c.1.86-.57 1.63-1.45 1.63h-.38c-.86 0-1.6.6-1.76 1.44L14 10",
	"m22 13-.82-.33c-.86-.34-1.82.2-1.98 1.11-.11.7-.72 1.22-1.43 1.22H17",
	"m11 2 .33.82c.34.86-.2 1.82-1.11 1.98C9.52 4.9 9 5.52 9 6.23V7",
	"M11 13c1.93 1.93 2.83 4.17 2 5-.83.83-3.07-.07-5-2-1.93-1.93-2.83-4.17-2-5 .83-.83 3.07.07 5 2Z"
] };
var pause = { shapes: [{ rect: {
	x: 14,
	y: 4,
	width: 4,
	height: 16,
	rx: 1
} }, { rect: {
	x: 6,
	y: 4,
	width: 4,
	height: 16,
	rx: 1
} }] };
var plane = { shapes: ["M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2z"] };
var play = { shapes: ["M6 3v18l14-9z"] };
var printer = { shapes: [
	"M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2",
	"M6 9V3a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v6",
	{ rect: {
		x: 6,
		y: 14,
		width: 12,
		height: 8,
		rx: 1
	} }
] };
var share = { shapes: [
	{ circle: {
		cx: 18,
		cy: 5,
		r: 3
	} },
	{ circle: {
		cx: 6,
		cy: 12,
		r: 3
	} },
	{ circle: {
		cx: 18,
		cy: 19,
		r: 3
	} },
	"m8.59 13.51 6.83 3.98",
	"m15.41 6.51-6.82 3.98"
] };
var shirt = { shapes: ["M20.38 3.46 16 2a4 4 0 0 1-8 0L3.62 3.46a2 2 0 0 0-1.34 2.23l.58 3.47a1 1 0 0 0 .99.84H6v10c0 1.1.9 2 2 2h8a2 2 0 0 0 2-2V10h2.15a1 1 0 0 0 .99-.84l.58-3.47a2 2 0 0 0-1.34-2.23z"] };
var sparkles = { shapes: ["M9.937 15.5A2 2 0 0 0 8.5 14.063l-6.135-1.582a.5.5 0 0 1 0-.962L8.5 9.936A2 2 0 0 0 9.937 8.5l1.582-6.135a.5.5 0 0 1 .963 0L14.063 8.5A2 2 0 0 0 15.5 9.937l6.135 1.581a.5.5 0 0 1 0 .964L15.5 14.063a2 2 0 0 0-1.437 1.437l-1.582 6.135a.5.5 0 0 1-.963 0z"] };
var star = { shapes: ["m12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z"] };
var sun = { shapes: [
	{ circle: {
		cx: 12,
		cy: 12,
		r: 4
	} },
	"M12 2v2",
	"M12 20v2",
	"m4.93 4.93 1.41 1.41",
	"m17.66 17.66 1.41 1.41",
	"M2 12h2",
	"M20 12h2",
	"m6.34 17.66-1.41 1.41",
	"m19.07 4.93-1.41 1.41"
] };
var tag = { shapes: ["M12.586 2.586A2 2 0 0 0 11.172 2H4a2 2 0 0 0-2 2v7.172a2 2 0 0 0 .586 1.414l8.704 8.704a2.426 2.426 0 0 0 3.42 0l6.58-6.58a2.426 2.426 0 0 0 0-3.42z", { circle: {
	cx: 7.5,
	cy: 7.5,
	r: .5,
	fill: "currentColor"
} }] };
var type = { shapes: [
	"M4 7V4h16v3",
	"M9 20h6",
	"M12 4v16"
] };
var users = { shapes: [
	"M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
	{ circle: {
		cx: 9,
		cy: 7,
		r: 4
	} },
	"M22 21v-2a4 4 0 0 0-3-3.87",
	"M16 3.13a4 4 0 0 1 0 7.75"
] };
var utensils = { shapes: [
	"M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2",
	"M7 2v20",
	"M21 15V2a5 5 0 0 0-5 5v6c0 1.1.9 2 2 2h3Zm0 0v7"
] };
var wine = { shapes: [
	"M8 22h8",
	"M7 10h10",
	"M12 15v7",
	"M12 15a5 5 0 0 0 5-5c0-2-.5-4-2-8H9c-1.5 4-2 6-2 8a5 5 0 0 0 5 5Z"
] };
/** One path, so the crossing is painted once. */
var x = { shapes: ["M18 6 6 18M6 6l12 12"] };
var zap = { shapes: ["M4 14a1 1 0 0 1-.78-1.63l9.9-10.2a.5.5 0 0 1 .86.46l-1.92 6.02A1 1 0 0 0 13 10h7a1 1 0 0 1 .78 1.63l-9.9 10.2a.5.5 0 0 1-.86-.46l1.92-6.02A1 1 0 0 0 11 14z"] };
var bin = { shapes: ["M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"] };
/** A burst of rays (an event's vibe and style). */
var burst = { shapes: ["M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6"] };
var calendarPlus = { shapes: [{ rect: {
	x: 3,
	y: 4,
	width: 18,
	height: 18,
	rx: 2
} }, "M16 2v4M8 2v4M3 10h18M12 14v4M10 16h4"] };
var chevronDown = { shapes: ["m6 9 6 6 6-6"] };
/** An arrow into a tray (a file download). */
var download = { shapes: [
	"M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4",
	"m7 10 5 5 5-5",
	"M12 15V3"
] };
var chevronUp = { shapes: ["m6 15 6-6 6 6"] };
var envelope = { shapes: [{ rect: {
	x: 3,
	y: 5,
	width: 18,
	height: 14,
	rx: 2
} }, "m3 7 9 6 9-6"] };
var externalLink = { shapes: ["M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"] };
var eye = { shapes: ["M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z", { circle: {
	cx: 12,
	cy: 12,
	r: 3
} }] };
var grip = { shapes: [
	{ circle: {
		cx: 9,
		cy: 6,
		r: 1.2,
		fill: "currentColor"
	} },
	{ circle: {
		cx: 15,
		cy: 6,
		r: 1.2,
		fill: "currentColor"
	} },
	{ circle: {
		cx: 9,
		cy: 12,
		r: 1.2,
		fill: "currentColor"
	} },
	{ circle: {
		cx: 15,
		cy: 12,
		r: 1.2,
		fill: "currentColor"
	} },
	{ circle: {
		cx: 9,
		cy: 18,
		r: 1.2,
		fill: "currentColor"
	} },
	{ circle: {
		cx: 15,
		cy: 18,
		r: 1.2,
		fill: "currentColor"
	} }
] };
var images = { shapes: [
	{ rect: {
		x: 3,
		y: 5,
		width: 18,
		height: 14,
		rx: 2
	} },
	{ circle: {
		cx: 8.5,
		cy: 10,
		r: 1.5
	} },
	"m21 15-5-5L5 19"
] };
var logOut = { shapes: [
	"M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4",
	"m16 17 5-5-5-5",
	"M21 12H9"
] };
var map = { shapes: ["M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Z", "M9 4v14M15 6v14"] };
var message = { shapes: ["M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z"] };
var more = { shapes: [
	{ circle: {
		cx: 5,
		cy: 12,
		r: 1
	} },
	{ circle: {
		cx: 12,
		cy: 12,
		r: 1
	} },
	{ circle: {
		cx: 19,
		cy: 12,
		r: 1
	} }
] };
var padlock = { shapes: [{ rect: {
	x: 4,
	y: 11,
	width: 16,
	height: 10,
	rx: 2
} }, "M8 11V7a4 4 0 0 1 8 0v4"] };
var paletteRings = { shapes: [
	{ circle: {
		cx: 13.5,
		cy: 6.5,
		r: 1.5
	} },
	{ circle: {
		cx: 17.5,
		cy: 10.5,
		r: 1.5
	} },
	{ circle: {
		cx: 8.5,
		cy: 7.5,
		r: 1.5
	} },
	{ circle: {
		cx: 6.5,
		cy: 12.5,
		r: 1.5
	} },
	"M12 2a10 10 0 0 0 0 20c.9 0 1.7-.8 1.7-1.7 0-.4-.2-.8-.4-1.1-.3-.3-.4-.7-.4-1.1 0-.9.7-1.7 1.7-1.7h2A5.6 5.6 0 0 0 22 11c0-5-4.5-9-10-9Z"
] };
var pen = { shapes: ["M4 20h4L19 9l-4-4L4 16v4ZM14 6l4 4"] };
var pencil = { shapes: ["M12 20h9", "M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z"] };
var people = { shapes: [
	{ circle: {
		cx: 9,
		cy: 8,
		r: 3.5
	} },
	"M2.5 20a6.5 6.5 0 0 1 13 0",
	"M16 4.6a3.5 3.5 0 0 1 0 6.8M21.5 20a6.5 6.5 0 0 0-4-6"
] };
var pin = { shapes: ["M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z", { circle: {
	cx: 12,
	cy: 9.5,
	r: 2.5
} }] };
var plus = {
	shapes: ["M12 5v14M5 12h14"],
	strokeWidth: 2.5
};
var printerPlain = { shapes: [
	"M6 9V2h12v7",
	"M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2",
	{ rect: {
		x: 6,
		y: 14,
		width: 12,
		height: 8
	} }
] };
var shareOut = { shapes: [
	"M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7",
	"m16 6-4-4-4 4",
	"M12 2v13"
] };
/** A clock with the hands at an event's start (its time, in the event dialog). */
var time = { shapes: [{ circle: {
	cx: 12,
	cy: 12,
	r: 9
} }, "M12 7v5l3 2"] };
var timer = { shapes: [{ circle: {
	cx: 12,
	cy: 13,
	r: 8
} }, "M12 9v4l2.5 2.5M9 2h6"] };
/** The bold check of a finished payment. */
var tick = {
	shapes: ["M5 12.5l4.5 4.5L19 7.5"],
	strokeWidth: 3
};
var trash = { shapes: [
	"M3 6h18",
	"M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2",
	"M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6"
] };
var upload = { shapes: [
	"M12 16V4",
	"m7 9 5-5 5 5",
	"M20 16v3a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-3"
] };
var chevronLeftThin = {
	grid: 20,
	shapes: ["M12.5 15 7.5 10l5-5"]
};
var chevronRightThin = {
	grid: 20,
	shapes: ["m7.5 15 5-5-5-5"]
};
var calendarSolid = {
	solid: true,
	shapes: ["M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1ZM4 9v7h12V9H4Z"]
};
var checkSolid = {
	solid: true,
	shapes: ["M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"]
};
var chevronDownSolid = {
	solid: true,
	shapes: ["M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"]
};
var chevronLeftSolid = {
	solid: true,
	shapes: ["M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z"]
};
/** The close (×) of dialogs, toasts and hints. */
var close = {
	solid: true,
	shapes: ["M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z"]
};
var externalLinkSolid = {
	solid: true,
	shapes: ["M11 3a1 1 0 1 0 0 2h2.6l-6.3 6.3a1 1 0 1 0 1.4 1.4L15 6.4V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z", "M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z"]
};
var lockSolid = {
	solid: true,
	shapes: ["M10 1.5a4.5 4.5 0 0 0-4.5 4.5v2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V6A4.5 4.5 0 0 0 10 1.5Zm2.5 6.5h-5V6a2.5 2.5 0 0 1 5 0v2Z"]
};
var plusSolid = {
	solid: true,
	shapes: ["M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z"]
};
/** The full-access star (unpaid itineraries show it on paid features). */
var starSolid = {
	solid: true,
	shapes: ["M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.7L10 14.8l-5.1 2.7 1-5.7-4.1-4 5.7-.8z"]
};
var trashSolid = {
	solid: true,
	shapes: ["M8 2a1 1 0 0 0-1 1v1H4a1 1 0 0 0 0 2h.1l.8 10.1A2 2 0 0 0 6.9 18h6.2a2 2 0 0 0 2-1.9L15.9 6h.1a1 1 0 1 0 0-2h-3V3a1 1 0 0 0-1-1H8Zm1 2h2V4H9Zm-1.9 4a1 1 0 0 1 1.1.9l.4 6a1 1 0 1 1-2 .2l-.4-6A1 1 0 0 1 7.1 8Zm5.8 0a1 1 0 0 1 .9 1.1l-.4 6a1 1 0 1 1-2-.2l.4-6a1 1 0 0 1 1.1-.9Z"]
};
export { paletteRings as A, starSolid as B, images as C, message as D, map as E, plus as F, trashSolid as G, time as H, plusSolid as I, iconStrokeWidth as J, upload as K, printerPlain as L, pencil as M, people as N, more as O, pin as P, share as R, icon_paths_exports as S, logOut as T, timer as U, tick as V, trash as W, shapeElement as X, iconViewBox as Y, envelope as _, calendarSolid as a, eye as b, chevronDownSolid as c, chevronLeftThin as d, chevronRight as f, download as g, close as h, calendarPlus as i, pen as j, padlock as k, chevronLeft as l, chevronUp as m, burst as n, checkSolid as o, chevronRightThin as p, x as q, calendar as r, chevronDown as s, bin as t, chevronLeftSolid as u, externalLink as v, lockSolid as w, grip as x, externalLinkSolid as y, shareOut as z };
