import { r as layoutEngineWasm } from "./images_BPjv-l7d.mjs";
import { a as DARK_TEXT, r as pageBackground, s as contrastRatio } from "./backgrounds_BdBrr_48.mjs";
import { t as CARD_SIZES } from "./paths_Ckukbpxw.mjs";
import { i as FONT_FILES, n as readStaticAsset, r as FONT_ASSET_DIR } from "./_file__DfzJ0vfY.mjs";
import { n as TITLE_FONTS, o as titleFontStack } from "./fonts_CJYrE5pk.mjs";
import satori, { init } from "satori/standalone";
// src/server/og/fonts.ts
/**
* The fonts of link preview images, read once per process (or Worker isolate) from the build's
* static assets (./font-files.mjs) and kept. Satori keeps its parsed copy of a font list as long
* as it is handed the same array, so the list is made once too.
*/
var loading;
function cardFonts() {
	loading ??= Promise.all(FONT_FILES.map(async (font) => {
		const data = await readStaticAsset(`${FONT_ASSET_DIR}${font.file}`);
		if (!data) throw new Error(`The preview font ${font.file} is missing from the build's static assets.`);
		return {
			name: font.family,
			data: data.slice().buffer,
			weight: font.weight,
			style: "normal"
		};
	})).catch((error) => {
		loading = void 0;
		throw error;
	});
	return loading;
}
/** After the chosen font: the fonts that draw what it cannot (other scripts, emoji). */
var FALLBACK_FAMILIES = "'Noto Sans', 'Noto Sans Hebrew', 'Noto Sans Arabic', 'Noto Emoji'";
/**
* The title's font as drawn in the image: the itinerary's own title font when it is one of the
* self-hosted ones, else the self-hosted font nearest in kind (the others are fonts of the
* viewer's device, which the server does not have).
*/
function cardTitleFont(titleFont, bodyFont) {
	const stack = titleFont === "inherit" || !(titleFont in TITLE_FONTS) ? bodyFont === "classy" ? titleFontStack("playfair") : "" : titleFontStack(titleFont);
	if (/Lobster|cursive/.test(stack)) return {
		family: "Lobster",
		weight: 400
	};
	if (/Oswald|Impact/.test(stack)) return {
		family: "Oswald",
		weight: 700
	};
	if (/Montserrat|Arial Black/.test(stack)) return {
		family: "Montserrat",
		weight: 800
	};
	if (/Playfair|fantasy|(?<!sans-)serif/.test(stack)) return {
		family: "Playfair Display",
		weight: 700
	};
	return {
		family: "Noto Sans",
		weight: 700
	};
}
// src/server/og/card.ts
/**
* A link preview image as SVG, laid out by satori (flexbox and text shaping in WebAssembly, text
* drawn as paths in the itinerary's fonts): the title in its title font, the dates and the city,
* the owner's byline, on the theme's background and colours, and the first header image of a
* paid itinerary beside them. Everything it shows is in `CardFacts` (./facts.ts).
*
* Satori never loads anything itself here: the fonts come from ./fonts.ts, the picture is a data
* URL, and a character no font has is left out (`loadAdditionalAsset` finds nothing).
*/
/** The longest title drawn, in characters as seen; longer ones end in "…" (and wrap to 3 lines at most). */
var TITLE_GRAPHEMES = 90;
var el = (type, style, children) => ({
	type,
	props: {
		style,
		children
	}
});
var graphemes = (text) => [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)].map((s) => s.segment);
/** At most `limit` characters as seen (an emoji with its modifiers is one), cut at a word when one is near. */
function clampText(text, limit) {
	const clean = text.replace(/\s+/g, " ").trim();
	const parts = graphemes(clean);
	if (parts.length <= limit) return clean;
	const cut = parts.slice(0, limit - 1).join("");
	const space = cut.lastIndexOf(" ");
	return `${(space > cut.length * .6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
/**
* Text as satori should draw it: a space after an emoji would take the emoji font's width (an
* em), so a word joiner (no width) ends the emoji first.
*/
var drawable = (text) => text.replace(/(\p{Extended_Pictographic}[\u{FE0F}\u{200D}\u{1F3FB}-\u{1F3FF}\p{Extended_Pictographic}]*)(?=\s)/gu, "$1⁠");
/** Text of a right-to-left script (Hebrew, Arabic…) before any left-to-right letter. */
var startsRightToLeft = (text) => /^[^\p{L}]*[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(text);
function titleSize(title, variant) {
	const n = graphemes(title).length;
	return (variant === "wide" ? [
		88,
		76,
		64,
		54
	] : [
		58,
		50,
		42,
		36
	])[n <= 18 ? 0 : n <= 34 ? 1 : n <= 60 ? 2 : 3];
}
/** The satori element tree of one card. */
function cardTree(facts, variant, picture, siteName) {
	const { width, height } = CARD_SIZES[variant];
	const wide = variant === "wide";
	const { primary, secondary, accent } = facts.theme.customColors;
	const background = pageBackground(facts.theme.selectedBackground, facts.theme.customBackgroundColor);
	const ink = contrastRatio(primary, "#ffffff") >= 4.5 ? primary : DARK_TEXT;
	const radius = facts.theme.borderStyle === "square" ? 10 : wide ? 40 : 28;
	const titleFont = cardTitleFont(facts.theme.titleFont, facts.theme.selectedFont);
	const title = clampText(facts.title, TITLE_GRAPHEMES);
	const rtl = startsRightToLeft(title);
	const meta = [facts.dateRange, facts.place].filter((part) => Boolean(part));
	const s = wide ? 1 : .62;
	const pad = wide ? PAD.wide : PAD.square;
	const dots = el("div", {
		display: "flex",
		gap: 10 * s
	}, [
		primary,
		secondary,
		accent
	].map((color) => el("div", {
		width: 18 * s,
		height: 18 * s,
		borderRadius: 999,
		backgroundColor: color
	})));
	const content = el("div", {
		display: "flex",
		flexDirection: "column",
		justifyContent: "space-between",
		flexGrow: 1,
		flexBasis: 0,
		minWidth: 0,
		padding: wide ? "52px 60px 44px" : "30px 34px 28px"
	}, [
		el("div", {
			display: "flex",
			alignItems: "center",
			gap: 16 * s
		}, [dots, el("div", {
			fontSize: 24 * s + 2,
			fontWeight: 700,
			letterSpacing: 3 * s,
			color: ink,
			textTransform: "uppercase"
		}, "You're invited")]),
		el("div", {
			display: "flex",
			flexDirection: "column",
			gap: 22 * s
		}, [el("div", {
			display: "block",
			lineClamp: 3,
			fontFamily: `'${titleFont.family}', ${FALLBACK_FAMILIES}`,
			fontWeight: titleFont.weight,
			fontSize: titleSize(title, variant),
			lineHeight: 1.14,
			color: DARK_TEXT,
			textAlign: rtl ? "right" : "left",
			overflowWrap: "break-word"
		}, drawable(title)), meta.length ? el("div", {
			display: "flex",
			flexWrap: "wrap",
			columnGap: 18 * s,
			fontSize: wide ? 32 : 21,
			color: "#4b4163",
			justifyContent: rtl ? "flex-end" : "flex-start"
		}, meta.flatMap((part, i) => [i > 0 ? el("div", { color: ink }, "·") : null, el("div", {
			display: "block",
			lineClamp: 1
		}, drawable(part))])) : null]),
		el("div", {
			display: "flex",
			justifyContent: "space-between",
			alignItems: "center",
			gap: 20 * s,
			fontSize: wide ? 26 : 18,
			color: "#6b6480"
		}, [el("div", {
			display: "block",
			lineClamp: 1,
			flexShrink: 1
		}, drawable(facts.byline ?? "")), el("div", {
			fontWeight: 700,
			color: ink,
			flexShrink: 0
		}, siteName)])
	]);
	const photo = picture ? {
		type: "img",
		props: {
			src: picture,
			width: wide ? PICTURE.wide.width : PICTURE.square.width,
			height: wide ? PICTURE.wide.height : PICTURE.square.height,
			style: {
				objectFit: "cover",
				flexShrink: 0
			}
		}
	} : null;
	const card = el("div", {
		display: "flex",
		flexDirection: "column",
		width: width - 2 * pad,
		height: height - 2 * pad,
		minWidth: 0,
		borderRadius: radius,
		overflow: "hidden",
		backgroundColor: "rgba(255,255,255,0.95)",
		boxShadow: "0 12px 40px rgba(31,22,51,0.18)"
	}, [el("div", {
		height: wide ? 14 : 10,
		flexShrink: 0,
		backgroundImage: `linear-gradient(90deg, ${primary}, ${secondary}, ${accent})`
	}), el("div", {
		display: "flex",
		flexDirection: wide ? "row" : "column",
		flexGrow: 1,
		minHeight: 0
	}, wide ? [content, photo] : [photo, content])]);
	return el("div", {
		display: "flex",
		width,
		height,
		padding: pad,
		backgroundColor: background.backgroundColor,
		...background.backgroundImage !== "none" ? {
			backgroundImage: background.backgroundImage,
			backgroundSize: background.backgroundSize,
			backgroundRepeat: "repeat"
		} : {},
		fontFamily: FALLBACK_FAMILIES,
		fontWeight: 400
	}, [card]);
}
/** The background around the card, on each side. */
var PAD = {
	wide: 36,
	square: 22
};
/** The header picture's size in each card (what ./render.ts crops it to). */
var PICTURE = {
	wide: {
		width: 420,
		height: 630 - 2 * PAD.wide - 14
	},
	square: {
		width: 600 - 2 * PAD.square,
		height: 200
	}
};
var layoutReady;
/**
* The card as SVG, with the header picture (a data URL) when there is one and the site's name in
* its corner. `textAsPaths: false` keeps the text as <text> elements instead (the tests read what
* the image says that way).
*/
async function cardSvg(facts, variant, { picture = null, siteName = "Itinerary", textAsPaths = true } = {}) {
	layoutReady ??= layoutEngineWasm().then((wasm) => init(wasm)).catch((error) => {
		layoutReady = void 0;
		throw error;
	});
	await layoutReady;
	const { width, height } = CARD_SIZES[variant];
	return satori(cardTree(facts, variant, picture, siteName), {
		width,
		height,
		fonts: await cardFonts(),
		embedFont: textAsPaths,
		loadAdditionalAsset: async () => []
	});
}
export { PICTURE, cardSvg };
