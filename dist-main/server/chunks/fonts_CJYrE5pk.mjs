// src/lib/fonts.ts
/**
* Title fonts and body fonts. Every key maps
* to a real font stack; Playfair Display, Montserrat, Lobster and Oswald are self-hosted
* (src/styles/title-fonts.css), the rest are fonts phones and computers already have.
*/
var TITLE_FONTS = {
	inherit: {
		label: "Same as body text",
		stack: "inherit"
	},
	playfair: {
		label: "Playfair Display",
		stack: "\"Playfair Display\", Georgia, \"Times New Roman\", serif"
	},
	montserrat: {
		label: "Montserrat",
		stack: "Montserrat, \"Helvetica Neue\", Arial, sans-serif"
	},
	lobster: {
		label: "Lobster",
		stack: "Lobster, \"Brush Script MT\", cursive"
	},
	oswald: {
		label: "Oswald",
		stack: "Oswald, Impact, \"Arial Narrow\", sans-serif"
	},
	arial: {
		label: "Arial",
		stack: "Arial, Helvetica, sans-serif"
	},
	georgia: {
		label: "Georgia",
		stack: "Georgia, \"Times New Roman\", serif"
	},
	timesnew: {
		label: "Times New Roman",
		stack: "\"Times New Roman\", Times, serif"
	},
	verdana: {
		label: "Verdana",
		stack: "Verdana, Geneva, sans-serif"
	},
	tahoma: {
		label: "Tahoma",
		stack: "Tahoma, Verdana, Segoe, sans-serif"
	},
	trebuchet: {
		label: "Trebuchet MS",
		stack: "\"Trebuchet MS\", \"Lucida Grande\", sans-serif"
	},
	garamond: {
		label: "Garamond",
		stack: "Garamond, \"EB Garamond\", Baskerville, \"Times New Roman\", serif"
	},
	system: {
		label: "System UI",
		stack: "system-ui, -apple-system, \"Segoe UI\", Roboto, sans-serif"
	},
	helvetica: {
		label: "Helvetica",
		stack: "\"Helvetica Neue\", Helvetica, Arial, sans-serif"
	},
	brushscript: {
		label: "Brush Script",
		stack: "\"Brush Script MT\", \"Segoe Script\", cursive"
	},
	comicsans: {
		label: "Comic Sans",
		stack: "\"Comic Sans MS\", \"Comic Sans\", \"Chalkboard SE\", cursive"
	},
	papyrus: {
		label: "Papyrus",
		stack: "Papyrus, \"Herculanum\", fantasy"
	},
	impact: {
		label: "Impact",
		stack: "Impact, Haettenschweiler, \"Arial Narrow Bold\", sans-serif"
	},
	arialblack: {
		label: "Arial Black",
		stack: "\"Arial Black\", \"Arial Bold\", Gadget, sans-serif"
	},
	courier: {
		label: "Courier",
		stack: "\"Courier New\", Courier, monospace"
	},
	monaco: {
		label: "Monaco",
		stack: "Monaco, Menlo, \"Courier New\", monospace"
	}
};
var TITLE_FONT_KEYS = Object.keys(TITLE_FONTS);
/** The dropdown's groups. */
var TITLE_FONT_GROUPS = [
	{
		label: "Same as body text",
		keys: ["inherit"]
	},
	{
		label: "Most Popular",
		keys: [
			"playfair",
			"montserrat",
			"lobster",
			"oswald"
		]
	},
	{
		label: "Classic",
		keys: [
			"arial",
			"georgia",
			"timesnew",
			"verdana",
			"tahoma",
			"garamond",
			"system",
			"helvetica"
		]
	},
	{
		label: "Bold & Fun",
		keys: ["impact", "comicsans"]
	}
];
function titleFontStack(key) {
	return TITLE_FONTS[key]?.stack ?? "inherit";
}
/** Body fonts: Normal (modern system font), Classy (elegant serif). */
var BODY_FONTS = {
	normal: {
		label: "Normal",
		stack: "ui-sans-serif, system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif"
	},
	classy: {
		label: "Classy",
		stack: "\"Playfair Display\", Georgia, Cambria, \"Times New Roman\", serif"
	}
};
function bodyFontStack(key) {
	return BODY_FONTS[key]?.stack ?? BODY_FONTS.normal.stack;
}
export { bodyFontStack as a, TITLE_FONT_KEYS as i, TITLE_FONTS as n, titleFontStack as o, TITLE_FONT_GROUPS as r, BODY_FONTS as t };
