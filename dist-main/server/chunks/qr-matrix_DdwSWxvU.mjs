/** The accessible name of an itinerary's QR code. */
function qrLabel(title) {
	return `QR code for ${title}`;
}
/** The link that opens an itinerary with its access code built in. */
function quickLinkUrl(origin, projectId, accessCode) {
	return `${origin.replace(/\/+$/, "")}/access/${encodeURIComponent(projectId)}?code=${encodeURIComponent(accessCode)}`;
}
function packModules(size, dark) {
	let hex = "";
	for (let i = 0; i < size * size; i += 4) {
		let digit = 0;
		for (let bit = 0; bit < 4; bit++) if (i + bit < size * size && dark(i + bit)) digit |= 8 >> bit;
		hex += digit.toString(16);
	}
	return {
		size,
		hex
	};
}
function isDark(matrix, index) {
	return (Number.parseInt(matrix.hex[index >> 2] ?? "0", 16) & 8 >> (index & 3)) !== 0;
}
/**
* One horizontal stroke (1 module wide) per run of dark modules, offset by the quiet zone: the
* path of a `stroke-width="1"` SVG path in a square of `size + 2 × QR_QUIET_ZONE`. Each row
* starts with an absolute move, then moves relative to the end of the last run (a shorter path,
* as it is part of the page's HTML).
*/
function qrPath(matrix) {
	const { size } = matrix;
	let path = "";
	for (let row = 0; row < size; row++) {
		let end = -1;
		let col = 0;
		while (col < size) {
			if (!isDark(matrix, row * size + col)) {
				col++;
				continue;
			}
			const start = col;
			while (col < size && isDark(matrix, row * size + col)) col++;
			path += end < 0 ? `M${start + 4} ${row + 4 + .5}` : `m${start - end} 0`;
			path += `h${col - start}`;
			end = col;
		}
	}
	return path;
}
/**
* "Paris in Spring" → "Paris-in-Spring-qr.png": safe on every system, never empty. Control
* characters and direction overrides go too (an override could make the name read backwards).
*/
function qrFileName(title, extension) {
	const cleaned = title.normalize("NFC").replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069/\\:*?"<>|#%&{}$!'`@+=~^,;[\]]+/gu, " ").trim().replace(/\s+/g, "-").replace(/^[.-]+|[.-]+$/g, "");
	return `${Array.from(cleaned).slice(0, 80).join("").replace(/[.-]+$/, "") || "itinerary"}-qr.${extension}`;
}
export { quickLinkUrl as a, qrPath as i, qrFileName as n, qrLabel as r, packModules as t };
