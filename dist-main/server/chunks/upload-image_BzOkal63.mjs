import { $r as HEADER_IMAGE_TYPES, Pr as CROP_JPEG_QUALITY, Qr as HEADER_IMAGE_MAX_SIDE, kr as AVATAR_UPLOAD_SIDE, xi as UPLOAD_MAX_PIXELS } from "./schemas_BP9cnbZP.mjs";
// src/lib/upload-image.ts
/**
* Pictures are shrunk in the browser before they are uploaded, on both builds: a phone photo of
* 12 megapixels or more is sent at the size it will be shown at (UPLOAD_MAX_PIXELS), which passes
* the edge build's pixel limit and saves the organiser's upload time. The server still checks and
* re-encodes every upload whatever the browser did (src/server/uploads/image-processing.ts).
*/
/** A header image: at most HEADER_IMAGE_MAX_SIDE on its longest side, and UPLOAD_MAX_PIXELS. */
var HEADER_IMAGE_UPLOAD = {
	maxLongSide: HEADER_IMAGE_MAX_SIDE,
	maxPixels: UPLOAD_MAX_PIXELS
};
/** A profile picture is cropped to its centre square: its shorter side is what counts. */
var AVATAR_UPLOAD = {
	maxShortSide: AVATAR_UPLOAD_SIDE,
	maxPixels: UPLOAD_MAX_PIXELS
};
/** The size to send a `width` × `height` picture at: its shape kept, within the limits, never enlarged. */
function uploadSize(width, height, { maxLongSide = Infinity, maxShortSide = Infinity, maxPixels }) {
	const scale = Math.min(1, maxLongSide / Math.max(width, height), maxShortSide / Math.min(width, height), Math.sqrt(maxPixels / (width * height)));
	if (scale >= 1) return {
		width,
		height
	};
	return {
		width: Math.max(1, Math.floor(width * scale)),
		height: Math.max(1, Math.floor(height * scale))
	};
}
/** Whether the server takes this type as it is (others are converted first). */
var isUploadableType = (type) => HEADER_IMAGE_TYPES.includes(type);
/** The picked file's name for what is sent: a converted picture gets its new type's extension. */
function uploadName(file, sent) {
	if (sent === file) return file.name;
	const extension = sent.type === "image/png" ? ".png" : sent.type === "image/webp" ? ".webp" : ".jpg";
	return file.name.replace(/\.\w+$/, "") + extension;
}
function canvasBlob(canvas, type) {
	return new Promise((resolve, reject) => canvas.toBlob((blob) => blob ? resolve(blob) : reject(/* @__PURE__ */ new Error("toBlob failed")), type, CROP_JPEG_QUALITY));
}
/**
* `source` (a canvas or a decoded picture) drawn at `width` × `height`: a JPEG at the crop
* quality on white, or, with `transparency`, a WebP that keeps it (a PNG where the browser writes
* no WebP).
*/
async function drawForUpload(source, width, height, transparency) {
	const canvas = document.createElement("canvas");
	canvas.width = width;
	canvas.height = height;
	const context = canvas.getContext("2d");
	if (!context) throw new Error("no 2d context");
	if (!transparency) {
		context.fillStyle = "#fff";
		context.fillRect(0, 0, width, height);
	}
	context.imageSmoothingQuality = "high";
	context.drawImage(source, 0, 0, width, height);
	if (!transparency) return canvasBlob(canvas, "image/jpeg");
	const webp = await canvasBlob(canvas, "image/webp");
	return webp.type === "image/webp" ? webp : canvasBlob(canvas, "image/png");
}
/**
* The picked file as it will be uploaded: as it is when the server takes its type and it is
* within the limits; otherwise drawn again at the size `uploadSize` gives (upright, as the
* browser shows it). JPEG and types the server does not take (GIF, AVIF, HEIC where the browser
* reads it…) become JPEG on white; PNG and WebP keep their transparency. A file the browser
* cannot read is sent as it is when its type is one the server takes (the server then says what
* is wrong with it); otherwise this throws.
*/
async function prepareUpload(file, limits) {
	const uploadable = isUploadableType(file.type);
	let bitmap;
	try {
		bitmap = await createImageBitmap(file);
	} catch (error) {
		if (uploadable) return file;
		throw error;
	}
	try {
		const size = uploadSize(bitmap.width, bitmap.height, limits);
		if (uploadable && size.width === bitmap.width && size.height === bitmap.height) return file;
		const transparency = file.type === "image/png" || file.type === "image/webp";
		return await drawForUpload(bitmap, size.width, size.height, transparency);
	} finally {
		bitmap.close();
	}
}
export { uploadSize as a, uploadName as i, HEADER_IMAGE_UPLOAD as n, prepareUpload as r, AVATAR_UPLOAD as t };
