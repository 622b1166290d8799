import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { ci as MAX_HEADER_IMAGE_PIXELS } from "./schemas_BP9cnbZP.mjs";
import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import sharp from "sharp";
// src/server/platform/node/images.ts
/**
* The Node build's image codec: sharp (libvips). EXIF orientation is applied by sharp from the same
* tags ../../uploads/image-header.ts reads; sharp writes no metadata unless asked, and converts
* to sRGB when it drops an ICC profile.
*/
var images_exports = /* @__PURE__ */ __exportAll({
	coverPicture: () => coverPicture,
	imageCodec: () => imageCodec,
	jpegOutput: () => jpegOutput,
	layoutEngineWasm: () => layoutEngineWasm,
	maxDecodePixels: () => maxDecodePixels,
	rasterizeSvg: () => rasterizeSvg
});
var maxDecodePixels = MAX_HEADER_IMAGE_PIXELS;
var jpegOutput = "jpeg";
sharp.cache(false);
var imageCodec = { async reencode(bytes, { maxPixels, fit, output }) {
	const pipeline = sharp(bytes, {
		limitInputPixels: maxPixels,
		failOn: "error"
	}).autoOrient().resize(fit.kind === "inside" ? {
		width: fit.side,
		height: fit.side,
		fit: "inside",
		withoutEnlargement: true
	} : {
		width: fit.side,
		height: fit.side,
		fit: "cover",
		position: "centre"
	});
	return (output.format === "jpeg" ? pipeline.jpeg({
		quality: output.quality,
		mozjpeg: true
	}) : pipeline.webp({ quality: output.quality })).toBuffer();
} };
async function rasterizeSvg(svg, width, height) {
	return sharp(Buffer.from(svg)).resize(width, height, { fit: "fill" }).png({ compressionLevel: 9 }).toBuffer();
}
async function layoutEngineWasm() {
	return readFile(createRequire(import.meta.url).resolve("satori/layout.wasm"));
}
async function coverPicture(bytes, width, height) {
	return sharp(bytes, {
		limitInputPixels: maxDecodePixels,
		failOn: "error"
	}).autoOrient().resize(width, height, {
		fit: "cover",
		position: "centre"
	}).jpeg({
		quality: 82,
		mozjpeg: true
	}).toBuffer();
}
export { rasterizeSvg as i, images_exports as n, layoutEngineWasm as r, coverPicture as t };
