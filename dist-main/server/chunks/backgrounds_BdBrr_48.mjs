// src/lib/contrast.ts
/**
* Text on theme colours: white unless its contrast against the colour is below 4.5,
* then dark text.
*/
var CONTRAST_THRESHOLD = 4.5;
var DARK_TEXT = "#1f1633";
var LIGHT_TEXT = "#ffffff";
function parseHex(hex) {
	const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
	if (!m?.[1]) return null;
	const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
	return [
		0,
		2,
		4
	].map((i) => parseInt(h.slice(i, i + 2), 16));
}
/** WCAG relative luminance of a hex colour (0 black … 1 white). */
function relativeLuminance(hex) {
	const rgb = parseHex(hex);
	if (!rgb) return 0;
	const [r, g, b] = rgb.map((v) => {
		const c = v / 255;
		return c <= .03928 ? c / 12.92 : ((c + .055) / 1.055) ** 2.4;
	});
	return .2126 * r + .7152 * g + .0722 * b;
}
function contrastRatio(a, b) {
	const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
	return (hi + .05) / (lo + .05);
}
/** The text colour to put on `background`. */
function readableTextColor(background) {
	return contrastRatio(background, "#ffffff") < 4.5 ? DARK_TEXT : LIGHT_TEXT;
}
// src/lib/backgrounds.ts
/**
* Background patterns. The textures are small SVGs drawn by the
* browser from noise filters, so they cost a few hundred bytes instead of image downloads and
* tile without seams.
*/
var BACKGROUNDS = {
	default: "Default",
	custom: "Custom color",
	"crumpled-paper": "Crumpled Paper",
	crinkled: "Crinkled",
	marble: "Marble",
	"handmade-paper": "Flower Paper",
	"watercolor-paper": "Watercolor Paper",
	"ocean-waves": "Ocean Waves"
};
var BACKGROUND_KEYS = Object.keys(BACKGROUNDS);
var DEFAULT_PAGE_BACKGROUND = "#f8f7fb";
var svg = (body, size) => `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' width='${size}' height='${size}' viewBox='0 0 ${size} ${size}'>${body}</svg>`)}")`;
/** Paper lit from the top left: the noise becomes creases. */
var litPaper = (frequency, octaves, scale, tint, seed) => svg(`<filter id='p' x='0' y='0' width='100%' height='100%'><feTurbulence type='fractalNoise' baseFrequency='${frequency}' numOctaves='${octaves}' seed='${seed}' stitchTiles='stitch'/><feDiffuseLighting lighting-color='${tint}' surfaceScale='${scale}'><feDistantLight azimuth='235' elevation='60'/></feDiffuseLighting></filter><rect width='100%' height='100%' filter='url(#p)'/>`, 420);
var TEXTURES = {
	"crumpled-paper": {
		color: "#f4f1ea",
		image: litPaper(.011, 5, 2.6, "#fbf8f2", 11),
		size: "420px 420px"
	},
	crinkled: {
		color: "#f2f0ec",
		image: litPaper(.045, 3, 1.2, "#faf8f4", 4),
		size: "420px 420px"
	},
	marble: {
		color: "#f6f5f3",
		image: svg(`<filter id='m' x='0' y='0' width='100%' height='100%'><feTurbulence type='turbulence' baseFrequency='0.0035 0.011' numOctaves='5' seed='23' stitchTiles='stitch'/><feColorMatrix values='0 0 0 0 0.42  0 0 0 0 0.42  0 0 0 0 0.47  -3.2 0 0 0 1.08'/></filter><rect width='100%' height='100%' fill='#f6f5f3'/><rect width='100%' height='100%' filter='url(#m)' opacity='0.55'/>`, 600),
		size: "600px 600px"
	},
	"handmade-paper": {
		color: "#f7f1e6",
		image: svg(`<filter id='g' x='0' y='0' width='100%' height='100%'><feTurbulence type='fractalNoise' baseFrequency='0.9' numOctaves='2' seed='5' stitchTiles='stitch'/><feColorMatrix values='0 0 0 0 0.45  0 0 0 0 0.36  0 0 0 0 0.25  0 0 0 -1.6 1.05'/></filter><rect width='100%' height='100%' fill='#f7f1e6'/><rect width='100%' height='100%' filter='url(#g)' opacity='0.35'/>` + [
			[
				48,
				62,
				0,
				"#e9a6c1"
			],
			[
				212,
				38,
				40,
				"#c9b3e6"
			],
			[
				150,
				170,
				75,
				"#f2c27b"
			],
			[
				262,
				238,
				15,
				"#e9a6c1"
			],
			[
				70,
				250,
				60,
				"#a9cf9f"
			],
			[
				230,
				130,
				110,
				"#f4b6a6"
			]
		].map(([x, y, r, c]) => `<g transform='translate(${x} ${y}) rotate(${r})' fill='${c}' opacity='0.55'>${[
			0,
			72,
			144,
			216,
			288
		].map((a) => `<ellipse rx='2.2' ry='5' cy='-5' transform='rotate(${a})'/>`).join("")}<circle r='1.6' fill='#f7e3a3'/></g>`).join(""), 300),
		size: "300px 300px"
	},
	"watercolor-paper": {
		color: "#fbfaf7",
		image: svg(`<filter id='w' x='0' y='0' width='100%' height='100%'><feTurbulence type='fractalNoise' baseFrequency='0.006' numOctaves='4' seed='8' stitchTiles='stitch'/><feColorMatrix values='0 0 0 0 0.72  0 0 0 0 0.78  0 0 0 0 0.95  0 -2.4 0 0 1.3'/><feGaussianBlur stdDeviation='6'/></filter><filter id='t' x='0' y='0' width='100%' height='100%'><feTurbulence type='fractalNoise' baseFrequency='0.7' numOctaves='2' seed='2' stitchTiles='stitch'/><feColorMatrix values='0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 -1.2 0.8'/></filter><rect width='100%' height='100%' fill='#fbfaf7'/><rect width='100%' height='100%' filter='url(#w)' opacity='0.45'/><rect width='100%' height='100%' filter='url(#t)' opacity='0.12'/>`, 520),
		size: "520px 520px"
	},
	"ocean-waves": {
		color: "#e8f4fa",
		image: svg([
			["#bfe0f0", 20],
			["#a6d3ea", 52],
			["#cfe8f4", 84],
			["#b3d9ee", 116]
		].map(([c, y]) => `<path d='M0 ${y} C 20 ${Number(y) - 10}, 40 ${Number(y) - 10}, 60 ${y} S 100 ${Number(y) + 10}, 120 ${y} V ${Number(y) + 14} H 0 Z' fill='${c}' opacity='0.7'/>`).join(""), 120),
		size: "120px 120px"
	}
};
function pageBackground(key, customColor) {
	if (key === "custom") return {
		backgroundColor: customColor,
		backgroundImage: "none",
		backgroundSize: "auto",
		textColor: readableTextColor(customColor)
	};
	const texture = TEXTURES[key];
	if (!texture) return {
		backgroundColor: DEFAULT_PAGE_BACKGROUND,
		backgroundImage: "none",
		backgroundSize: "auto",
		textColor: readableTextColor(DEFAULT_PAGE_BACKGROUND)
	};
	return {
		backgroundColor: texture.color,
		backgroundImage: texture.image,
		backgroundSize: texture.size,
		textColor: readableTextColor(texture.color)
	};
}
export { DARK_TEXT as a, readableTextColor as c, CONTRAST_THRESHOLD as i, BACKGROUND_KEYS as n, LIGHT_TEXT as o, pageBackground as r, contrastRatio as s, BACKGROUNDS as t };
