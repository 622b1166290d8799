import { n as images_exports } from "./images_BPjv-l7d.mjs";
import { Qr as HEADER_IMAGE_MAX_SIDE, hr as MESSAGES } from "./schemas_BP9cnbZP.mjs";
import { o as badRequest } from "./rate-limit_CGfom9Ik.mjs";
import { f as uploadTooLarge } from "./storage__dIeaDF6.mjs";
// src/server/uploads/image-header.ts
var startsWith = (bytes, signature, offset = 0) => bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
var ascii = (text) => [...text].map((c) => c.charCodeAt(0));
var PNG_SIGNATURE = [
	137,
	80,
	78,
	71,
	13,
	10,
	26,
	10
];
var EXIF_PREFIX = ascii("Exif\0\0");
/** The image type from the file's first bytes, or undefined when it is none of ours. */
function sniffImageType(bytes) {
	if (startsWith(bytes, [
		255,
		216,
		255
	])) return "jpeg";
	if (startsWith(bytes, PNG_SIGNATURE)) return "png";
	if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
}
/** The header of a JPEG, PNG or WebP; undefined when the type is none of ours or the header is broken. */
function readImageHeader(bytes) {
	const type = sniffImageType(bytes);
	const header = (type === "jpeg" ? readJpeg : type === "png" ? readPng : type === "webp" ? readWebp : void 0)?.(new Reader(bytes));
	if (!type || !header || header.width < 1 || header.height < 1) return void 0;
	return {
		type,
		...header
	};
}
/** Bounds-checked reads; every read past the end gives undefined. */
var Reader = class {
	bytes;
	constructor(bytes) {
		this.bytes = bytes;
	}
	get length() {
		return this.bytes.length;
	}
	has(offset, count) {
		return offset >= 0 && count >= 0 && offset + count <= this.bytes.length;
	}
	u8(offset) {
		return this.has(offset, 1) ? this.bytes[offset] : void 0;
	}
	u16(offset, littleEndian = false) {
		if (!this.has(offset, 2)) return void 0;
		const [a = 0, b = 0] = [this.bytes[offset], this.bytes[offset + 1]];
		return littleEndian ? a | b << 8 : a << 8 | b;
	}
	u24le(offset) {
		if (!this.has(offset, 3)) return void 0;
		return (this.bytes[offset] ?? 0) | (this.bytes[offset + 1] ?? 0) << 8 | (this.bytes[offset + 2] ?? 0) << 16;
	}
	u32(offset, littleEndian = false) {
		const first = this.u16(offset, littleEndian);
		const second = this.u16(offset + 2, littleEndian);
		if (first === void 0 || second === void 0) return void 0;
		return littleEndian ? first + second * 65536 : first * 65536 + second;
	}
	is(offset, signature) {
		return startsWith(this.bytes, signature, offset);
	}
	slice(offset, count) {
		return this.has(offset, count) ? this.bytes.subarray(offset, offset + count) : void 0;
	}
};
var SOF_MARKERS = /* @__PURE__ */ new Set([
	192,
	193,
	194,
	195,
	197,
	198,
	199,
	201,
	202,
	203,
	205,
	206,
	207
]);
var SOS = 218;
var EOI = 217;
var APP1 = 225;
function readJpeg(r) {
	let offset = 2;
	let size;
	let orientation;
	while (offset < r.length) {
		if (r.u8(offset) !== 255) return void 0;
		const marker = r.u8(offset + 1);
		if (marker === void 0) return void 0;
		if (marker === 255) {
			offset += 1;
			continue;
		}
		offset += 2;
		if (marker === 1 || marker === 216 || marker >= 208 && marker <= 215) continue;
		if (marker === SOS || marker === EOI) break;
		const length = r.u16(offset);
		if (length === void 0 || length < 2 || !r.has(offset, length)) return void 0;
		if (SOF_MARKERS.has(marker) && !size) {
			const height = r.u16(offset + 3);
			const width = r.u16(offset + 5);
			if (height === void 0 || width === void 0) return void 0;
			size = {
				width,
				height
			};
		} else if (marker === APP1 && orientation === void 0 && r.is(offset + 2, EXIF_PREFIX)) orientation = exifOrientation(r.slice(offset + 2 + EXIF_PREFIX.length, length - 2 - EXIF_PREFIX.length));
		offset += length;
	}
	return size && {
		...size,
		orientation: orientation ?? 1
	};
}
function readPng(r) {
	if (!r.is(12, ascii("IHDR"))) return void 0;
	const width = r.u32(16);
	const height = r.u32(20);
	if (width === void 0 || height === void 0) return void 0;
	let orientation = 1;
	for (let offset = PNG_SIGNATURE.length; r.has(offset, 8);) {
		const length = r.u32(offset) ?? 0;
		if (r.is(offset + 4, ascii("IEND"))) break;
		if (r.is(offset + 4, ascii("eXIf"))) {
			orientation = exifOrientation(withoutExifPrefix(r.slice(offset + 8, length)));
			break;
		}
		offset += 12 + length;
	}
	return {
		width,
		height,
		orientation
	};
}
function readWebp(r) {
	const fourcc = (offset) => String.fromCharCode(...r.slice(offset, 4) ?? []);
	const first = fourcc(12);
	const data = 20;
	if (first === "VP8 ") {
		if (!r.is(23, [
			157,
			1,
			42
		])) return void 0;
		const width = r.u16(26, true);
		const height = r.u16(28, true);
		if (width === void 0 || height === void 0) return void 0;
		return {
			width: width & 16383,
			height: height & 16383,
			orientation: 1
		};
	}
	if (first === "VP8L") {
		const bits = r.u32(21, true);
		if (r.u8(data) !== 47 || bits === void 0) return void 0;
		return {
			width: (bits & 16383) + 1,
			height: (bits >>> 14 & 16383) + 1,
			orientation: 1
		};
	}
	if (first === "VP8X") {
		const width = r.u24le(24);
		const height = r.u24le(27);
		if (width === void 0 || height === void 0) return void 0;
		return {
			width: width + 1,
			height: height + 1,
			orientation: webpOrientation(r, fourcc)
		};
	}
}
function webpOrientation(r, fourcc) {
	let offset = 12;
	while (r.has(offset, 8)) {
		const size = r.u32(offset + 4, true) ?? 0;
		if (fourcc(offset) === "EXIF") return exifOrientation(withoutExifPrefix(r.slice(offset + 8, size)));
		offset += 8 + size + size % 2;
	}
	return 1;
}
/** Some writers keep JPEG's "Exif\0\0" in front of the TIFF data of PNG and WebP. */
var withoutExifPrefix = (exif) => exif && startsWith(exif, EXIF_PREFIX) ? exif.subarray(EXIF_PREFIX.length) : exif;
var ORIENTATION_TAG = 274;
var SHORT = 3;
/** The orientation tag of IFD0 in a TIFF-structured EXIF block; 1 when absent or unreadable. */
function exifOrientation(tiff) {
	if (!tiff) return 1;
	const r = new Reader(tiff);
	const le = r.is(0, ascii("II"));
	if (!le && !r.is(0, ascii("MM"))) return 1;
	if (r.u16(2, le) !== 42) return 1;
	const ifd = r.u32(4, le);
	const count = ifd === void 0 ? void 0 : r.u16(ifd, le);
	if (ifd === void 0 || count === void 0) return 1;
	for (let i = 0; i < count; i++) {
		const entry = ifd + 2 + i * 12;
		if (r.u16(entry, le) !== ORIENTATION_TAG) continue;
		const value = r.u16(entry + 2, le) === SHORT ? r.u16(entry + 8, le) : void 0;
		return value !== void 0 && value >= 1 && value <= 8 ? value : 1;
	}
	return 1;
}
// src/server/uploads/image-processing.ts
/**
* Checks an uploaded header image and re-encodes it: JPEG, PNG or WebP by its bytes
* (never SVG, never the type the browser claimed), at most 10 MB and the build's pixel limit
* (read from the header, before any decoding: 40 megapixels on Node, 3 on the edge), turned
* upright by its EXIF orientation, then written again without any metadata, so a phone photo's
* GPS position never reaches the guests.
*
* The checks and the choice of output are the same on both builds; the decoding and encoding is
* the build's codec (`@platform/images`: sharp on Node, WebAssembly codecs on the edge), which
* also says how many pixels it may decode and whether a JPEG stays a JPEG.
*/
var QUALITY = 85;
/** The refusal of a picture over the build's limit, in megapixels. */
var tooManyPixelsMessage = (maxPixels) => `Please select an image of at most ${maxPixels / 1e6} megapixels.`;
var unreadable = () => badRequest("This image could not be read. Please try another one.");
/** The header image and avatar steps on one platform's codec (each build's, or any in tests). */
function imageProcessing({ imageCodec, maxDecodePixels, jpegOutput }) {
	/** JPEG, PNG or WebP by its bytes, with a readable header within the pixel limit. */
	function checkImage(bytes) {
		if (!sniffImageType(bytes)) throw badRequest(MESSAGES.imageTypeUnsupported);
		const header = readImageHeader(bytes);
		if (!header) throw unreadable();
		if (header.width * header.height > maxDecodePixels) throw badRequest(tooManyPixelsMessage(maxDecodePixels));
		return header;
	}
	async function reencode(bytes, job) {
		const output = await imageCodec.reencode(bytes, {
			...job,
			maxPixels: maxDecodePixels
		}).catch(() => {
			throw unreadable();
		});
		return Buffer.isBuffer(output) ? output : Buffer.from(output.buffer, output.byteOffset, output.byteLength);
	}
	return {
		/**
		* The image as it will be served: a JPEG stays a JPEG where the build's codec writes JPEG
		* (`jpegOutput`); PNG and WebP become WebP (keeping any transparency); at most
		* HEADER_IMAGE_MAX_SIDE on the longest side.
		*/
		async reencodeHeaderImage(bytes) {
			if (bytes.length > 10485760) throw uploadTooLarge();
			const header = checkImage(bytes);
			const format = header.type === "jpeg" && jpegOutput === "jpeg" ? "jpg" : "webp";
			return {
				bytes: await reencode(bytes, {
					header,
					fit: {
						kind: "inside",
						side: HEADER_IMAGE_MAX_SIDE
					},
					output: {
						format: format === "jpg" ? "jpeg" : "webp",
						quality: QUALITY
					}
				}),
				format
			};
		},
		/**
		* A profile picture as it will be served: the same checks, then a square WebP of
		* AVATAR_SIDE, cropped to the centre, upright, with no metadata. The caller caps the size.
		*/
		async reencodeAvatar(bytes) {
			return reencode(bytes, {
				header: checkImage(bytes),
				fit: {
					kind: "cover",
					side: 256
				},
				output: {
					format: "webp",
					quality: QUALITY
				}
			});
		}
	};
}
var { reencodeHeaderImage, reencodeAvatar } = imageProcessing(images_exports);
export { reencodeHeaderImage as n, reencodeAvatar as t };
