import { n as qrFileName } from "./qr-matrix_DdwSWxvU.mjs";
import { toDataURL, toString } from "qrcode/lib/browser.js";
// src/islands/itinerary/qr-downloads.ts
/**
* The share dialog's QR downloads, loaded when a download is asked for: a PNG big enough to print
* (1024 px, quiet zone included) and an SVG, both black on white, made by the qrcode package's
* browser build (named as such: this chunk is bundled for the server too, see src/env.d.ts).
*/
var QR_PNG_SIZE = 1024;
var options = {
	errorCorrectionLevel: "M",
	margin: 4,
	color: {
		dark: "#000000ff",
		light: "#ffffffff"
	}
};
function save(href, fileName) {
	const link = document.createElement("a");
	link.href = href;
	link.download = fileName;
	link.hidden = true;
	document.body.append(link);
	link.click();
	link.remove();
}
async function downloadQr(link, title, format) {
	if (format === "png") {
		save(await toDataURL(link, {
			...options,
			type: "image/png",
			width: QR_PNG_SIZE
		}), qrFileName(title, "png"));
		return;
	}
	const svg = await toString(link, {
		...options,
		type: "svg"
	});
	const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
	save(url, qrFileName(title, "svg"));
	setTimeout(() => URL.revokeObjectURL(url), 1e4);
}
export { downloadQr };
