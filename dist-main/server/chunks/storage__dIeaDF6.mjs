import { Dt as hmacSha256, Et as encodeBytes, Tt as contentMd5, hr as MESSAGES, kt as randomToken, wr as s3BucketUrl, wt as constantTimeEqual, xr as config } from "./schemas_BP9cnbZP.mjs";
import { a as HttpError, s as notFound } from "./rate-limit_CGfom9Ik.mjs";
import { createReadStream, createWriteStream, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { Readable } from "node:stream";
import { link, mkdir, readFile, readdir, rename, rm, rmdir, stat, unlink, writeFile } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { AwsClient, AwsV4Signer } from "aws4fetch";
// src/server/uploads/storage-keys.ts
/**
* Keys and the store interface for uploaded header images (see storage.ts). Keys are always
* chosen by the server, never by the browser:
* - `pending/{projectId}/{random}`: an upload the browser may PUT, not yet checked. Never served.
* - `projects/{projectId}/{random}.jpg|webp`: a checked, re-encoded image, served for good.
* - `pending/users/{userId}/{random}` and `users/{userId}/avatar-{random}.webp`: the same two
*   steps for a signed-in user's profile picture.
* - `projects/{projectId}/preview-{version}-wide|square.png`: a drawn link preview image
*   (src/server/og/render.ts), kept so it is drawn once per version; deleted with the itinerary.
*/
var CONTENT_TYPES = {
	jpg: "image/jpeg",
	webp: "image/webp",
	png: "image/png"
};
var RANDOM_BYTES = 16;
var RANDOM_PART = "[A-Za-z0-9_-]{22}";
var PROJECT_PART = "[a-z0-9-]{1,64}";
var PENDING_KEY = new RegExp(`^pending/(${PROJECT_PART})/${RANDOM_PART}$`);
var FINAL_KEY = new RegExp(`^projects/(${PROJECT_PART})/${RANDOM_PART}\\.(jpg|webp)$`);
var USER_PART = "[A-Za-z0-9_-]{1,64}";
var AVATAR_PENDING_KEY = new RegExp(`^pending/users/(${USER_PART})/${RANDOM_PART}$`);
var AVATAR_KEY = new RegExp(`^users/(${USER_PART})/avatar-${RANDOM_PART}\\.(webp)$`);
var randomPart = () => randomToken(RANDOM_BYTES, "base64url");
var pendingKey = (projectId) => `pending/${projectId}/${randomPart()}`;
var finalKey = (projectId, format) => `projects/${projectId}/${randomPart()}.${format}`;
/** A key of one of our shapes; anything else (`..`, absolute paths, odd characters) is refused. */
var PREVIEW_KEY = new RegExp(`^projects/${PROJECT_PART}/preview-[0-9a-f]{16}-(wide|square)\\.png$`);
/** Where a drawn link preview image is kept: in the itinerary's folder, so it goes with it. */
function previewImageKey(projectId, version, variant) {
	return `projects/${projectId}/preview-${version}-${variant}.png`;
}
function isValidKey(key) {
	return PENDING_KEY.test(key) || FINAL_KEY.test(key) || AVATAR_PENDING_KEY.test(key) || AVATAR_KEY.test(key) || PREVIEW_KEY.test(key);
}
var isPendingKey = (key) => PENDING_KEY.test(key) || AVATAR_PENDING_KEY.test(key);
/** Prefixes that removePrefix accepts: one itinerary's folder (final or pending uploads). */
var PROJECT_PREFIX = new RegExp(`^(projects|pending)/${PROJECT_PART}/$`);
var isRemovablePrefix = (prefix) => PROJECT_PREFIX.test(prefix);
var checkedUserPart = (userId) => {
	if (!new RegExp(`^${USER_PART}$`).test(userId)) throw new Error("This user id cannot be part of a storage key.");
	return userId;
};
var pendingAvatarKey = (userId) => `pending/users/${checkedUserPart(userId)}/${randomPart()}`;
var avatarKey = (userId) => `users/${checkedUserPart(userId)}/avatar-${randomPart()}.webp`;
var isPendingAvatarKeyOf = (key, userId) => AVATAR_PENDING_KEY.exec(key)?.[1] === userId;
var isAvatarKeyOf = (key, userId) => AVATAR_KEY.exec(key)?.[1] === userId;
function isPendingKeyOf(key, projectId) {
	return PENDING_KEY.exec(key)?.[1] === projectId;
}
function isFinalKeyOf(key, projectId) {
	return FINAL_KEY.exec(key)?.[1] === projectId;
}
/** The stored format of a served key, or undefined for a pending or unknown one. */
function finalFormat(key) {
	return FINAL_KEY.exec(key)?.[2] ?? AVATAR_KEY.exec(key)?.[2];
}
function uploadTooLarge() {
	return new HttpError(413, MESSAGES.imageTooLarge, "PAYLOAD_TOO_LARGE");
}
// src/server/uploads/storage-local.ts
/**
* Header images on local disk (the default; S3 when S3_BUCKET is set, ./storage.ts). The
* browser PUTs an upload to an app URL signed with HMAC-SHA256 for one key, type and exact
* size, good for five minutes and usable once; checked images are served by the app from
* `/uploads/{key}`.
*/
/** The app path that serves (GET) and receives (signed PUT) uploads. */
var UPLOADS_PATH = "/uploads/";
/** Left where a pending upload was consumed, so its signed URL cannot fill the key again. */
var USED_SUFFIX = ".used";
/**
* The HMAC key for upload URLs: UPLOAD_SIGNING_SECRET, or else one drawn once and kept in the
* uploads folder. Several processes serving the same local uploads must share that folder anyway
* (a file PUT to one is served by another), so they share the key too: a URL signed by one
* process is accepted by the others (nothing that must be shared in one process's memory).
*/
var SECRET_FILE = ".upload-signing-secret";
function signingSecret(cfg, root) {
	if (cfg.UPLOAD_SIGNING_SECRET) return cfg.UPLOAD_SIGNING_SECRET;
	const file = join(root, SECRET_FILE);
	if (!existsSync(file)) {
		mkdirSync(root, {
			recursive: true,
			mode: 448
		});
		const draft = join(root, `${SECRET_FILE}.${randomToken(6, "hex")}`);
		writeFileSync(draft, randomToken(32, "hex"), { mode: 384 });
		try {
			linkSync(draft, file);
		} catch (error) {
			if (error.code !== "EEXIST") throw error;
		} finally {
			unlinkSync(draft);
		}
	}
	return Buffer.from(readFileSync(file, "utf8").trim(), "hex");
}
var linkExpired = () => new HttpError(403, "This upload link has expired. Please try again.", "FORBIDDEN");
var linkInvalid = () => new HttpError(403, "This upload link is not valid.", "FORBIDDEN");
var linkUsed = () => new HttpError(409, "This upload link has already been used.", "FORBIDDEN");
async function exists(path) {
	try {
		await stat(path);
		return true;
	} catch {
		return false;
	}
}
async function removeFile(path) {
	await unlink(path).catch((error) => {
		if (error.code !== "ENOENT") throw error;
	});
}
function createLocalStore(cfg) {
	const root = resolve(cfg.UPLOADS_DIR);
	const tmpDir = join(root, "tmp");
	const secret = signingSecret(cfg, root);
	const pathOf = (key) => {
		if (!isValidKey(key)) throw notFound();
		return join(root, ...key.split("/"));
	};
	const sign = (key, expires, size, type) => encodeBytes(hmacSha256(secret, `PUT\n${key}\n${expires}\n${size}\n${type}`), "base64url");
	async function writeAtomically(path, bytes) {
		await mkdir(dirname(path), {
			recursive: true,
			mode: 448
		});
		await mkdir(tmpDir, {
			recursive: true,
			mode: 448
		});
		const tmp = join(tmpDir, `${randomToken(12, "hex")}.part`);
		await writeFile(tmp, bytes, { mode: 384 });
		await rename(tmp, path);
	}
	/** Deletes entries older than the cutoff in one folder; folders left empty go too. */
	async function sweepFolder(folder, cutoff) {
		const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
		for (const entry of entries) {
			const path = join(folder, entry.name);
			if (entry.isDirectory()) {
				await sweepFolder(path, cutoff);
				await rmdir(path).catch(() => void 0);
			} else {
				const modified = (await stat(path).catch(() => void 0))?.mtimeMs;
				if (modified !== void 0 && modified < cutoff) await removeFile(path).catch(() => void 0);
			}
		}
	}
	return {
		kind: "local",
		async createUploadUrl(key, contentType, size, expiresAt) {
			const signature = sign(key, expiresAt, size, contentType);
			return `${UPLOADS_PATH}${key}?${new URLSearchParams({
				expires: String(expiresAt),
				size: String(size),
				type: contentType,
				signature
			})}`;
		},
		publicUrl: (key) => `${UPLOADS_PATH}${key}`,
		keyFromUrl(url) {
			if (!url.startsWith(UPLOADS_PATH)) return void 0;
			const key = url.slice(9);
			return isValidKey(key) ? key : void 0;
		},
		async read(key, maxBytes) {
			const path = pathOf(key);
			const info = await stat(path).catch(() => void 0);
			if (!info?.isFile()) return void 0;
			if (info.size > maxBytes) throw uploadTooLarge();
			return readFile(path);
		},
		async write(key, bytes, _format) {
			await writeAtomically(pathOf(key), bytes);
		},
		async remove(key) {
			const path = pathOf(key);
			if (isPendingKey(key)) await writeFile(path + USED_SUFFIX, "", { mode: 384 }).catch(() => void 0);
			await removeFile(path);
		},
		async removePrefix(prefix) {
			if (!isRemovablePrefix(prefix)) throw new Error(`Refusing to remove ${prefix}`);
			await rm(join(root, ...prefix.split("/").filter(Boolean)), {
				recursive: true,
				force: true
			});
		},
		async sweepPending(maxAgeMs) {
			const cutoff = Date.now() - maxAgeMs;
			await sweepFolder(join(root, "pending"), cutoff);
			await sweepFolder(tmpDir, cutoff);
		},
		async receiveUpload(key, url, request, now = Date.now()) {
			if (!isPendingKey(key)) throw notFound();
			const params = url.searchParams;
			const expires = Number(params.get("expires"));
			const size = Number(params.get("size"));
			const type = params.get("type") ?? "";
			if (!constantTimeEqual(params.get("signature") ?? "", sign(key, expires, size, type))) throw linkInvalid();
			if (!Number.isFinite(expires) || expires < now) throw linkExpired();
			if ((request.headers.get("content-type") ?? "") !== type) throw new HttpError(400, `This upload link is for ${type} images only.`, "VALIDATION_FAILED");
			const lengthHeader = request.headers.get("content-length");
			if (lengthHeader === null) throw new HttpError(411, "The upload must declare its size.", "VALIDATION_FAILED");
			const length = Number(lengthHeader);
			if (length > 10485760) throw uploadTooLarge();
			if (length !== size) throw new HttpError(400, "The upload is not the size this link was made for.", "VALIDATION_FAILED");
			const path = pathOf(key);
			if (await exists(path) || await exists(path + USED_SUFFIX)) throw linkUsed();
			await mkdir(tmpDir, {
				recursive: true,
				mode: 448
			});
			await mkdir(dirname(path), {
				recursive: true,
				mode: 448
			});
			const tmp = join(tmpDir, `${randomToken(12, "hex")}.part`);
			try {
				await streamWithCap(request.body, tmp, size);
				await link(tmp, path).catch((error) => {
					throw error.code === "EEXIST" ? linkUsed() : error;
				});
			} finally {
				await removeFile(tmp);
			}
		},
		async openImage(key) {
			const format = finalFormat(key);
			if (!format) return void 0;
			const path = pathOf(key);
			const info = await stat(path).catch(() => void 0);
			if (!info?.isFile()) return void 0;
			return {
				body: Readable.toWeb(createReadStream(path)),
				size: info.size,
				contentType: CONTENT_TYPES[format]
			};
		}
	};
}
/**
* Streams a request body to a file, refusing (and stopping at) more than `size` bytes, and
* refusing a body that ends short: memory use stays one chunk whatever the client sends.
*/
async function streamWithCap(body, path, size) {
	if (!body) throw new HttpError(400, "The upload is empty.", "VALIDATION_FAILED");
	let received = 0;
	const source = Readable.fromWeb(body);
	const counted = async function* () {
		for await (const chunk of source) {
			received += chunk.length;
			if (received > size) throw uploadTooLarge();
			yield chunk;
		}
	};
	await pipeline(counted, createWriteStream(path, {
		flags: "wx",
		mode: 384
	}));
	if (received !== size) throw new HttpError(400, "The upload ended early. Please try again.", "VALIDATION_FAILED");
}
// src/server/uploads/storage-s3.ts
/**
* Header images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …), when S3_BUCKET is
* set. The browser PUTs straight to the bucket with a presigned URL signed for the exact
* Content-Type and Content-Length (the bucket refuses any other size), valid five minutes.
* The server reads, writes and deletes objects with aws4fetch (SigV4, no AWS SDK).
*/
/** Checked images never change: their key is new on every upload. */
var IMMUTABLE = "public, max-age=31536000, immutable";
var trimSlash = (url) => url.replace(/\/+$/, "");
function createS3Store(cfg) {
	const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = cfg;
	if (!accessKeyId || !secretAccessKey) throw new Error("S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too.");
	const credentials = {
		accessKeyId,
		secretAccessKey,
		service: "s3",
		region: cfg.S3_REGION ?? "us-east-1"
	};
	const client = new AwsClient({
		...credentials,
		retries: 2
	});
	const bucketUrl = s3BucketUrl(cfg);
	const publicBase = trimSlash(cfg.S3_PUBLIC_URL ?? bucketUrl);
	const objectUrl = (key) => `${bucketUrl}/${key}`;
	async function ok(res, what) {
		if (res.ok) return;
		const detail = (await res.text().catch(() => "")).slice(0, 300);
		throw new Error(`S3 ${what} failed: ${res.status} ${detail}`);
	}
	/**
	* One DeleteObjects call for up to 1000 keys. S3 requires a Content-MD5 of the body for it,
	* computed in plain TypeScript (../core/crypto.ts) so that this runs on the edge too: one request per
	* page of keys rather than one DELETE per object, which on Workers would also count against the
	* per-request subrequest limit.
	*/
	async function deleteObjects(keys) {
		const body = `<?xml version="1.0" encoding="UTF-8"?><Delete><Quiet>true</Quiet>${keys.map((key) => `<Object><Key>${escapeXml(key)}</Key></Object>`).join("")}</Delete>`;
		const url = new URL(bucketUrl);
		url.searchParams.set("delete", "");
		const res = await client.fetch(url.toString(), {
			method: "POST",
			body,
			headers: {
				"Content-Type": "application/xml",
				"Content-MD5": contentMd5(body)
			}
		});
		await ok(res, "delete objects");
		const answer = await res.text();
		if (/<Error>/.test(answer)) throw new Error(`S3 delete objects failed: ${answer.slice(0, 300)}`);
	}
	return {
		kind: "s3",
		async createUploadUrl(key, contentType, size, expiresAt) {
			const url = new URL(objectUrl(key));
			url.searchParams.set("X-Amz-Expires", String(Math.max(1, Math.floor((expiresAt - Date.now()) / 1e3))));
			return (await new AwsV4Signer({
				...credentials,
				url: url.toString(),
				method: "PUT",
				headers: {
					"Content-Type": contentType,
					"Content-Length": String(size)
				},
				signQuery: true,
				allHeaders: true
			}).sign()).url.toString();
		},
		publicUrl: (key) => `${publicBase}/${key}`,
		keyFromUrl(url) {
			if (!url.startsWith(`${publicBase}/`)) return void 0;
			const key = url.slice(publicBase.length + 1);
			return isValidKey(key) ? key : void 0;
		},
		async read(key, maxBytes) {
			const res = await client.fetch(objectUrl(key), { method: "GET" });
			if (res.status === 404) {
				await res.body?.cancel();
				return;
			}
			await ok(res, "read");
			if (Number(res.headers.get("content-length") ?? "0") > maxBytes) {
				await res.body?.cancel();
				throw uploadTooLarge();
			}
			const chunks = [];
			let total = 0;
			const reader = res.body?.getReader();
			for (;;) {
				const next = await reader?.read();
				if (!next || next.done) break;
				total += next.value.byteLength;
				if (total > maxBytes) {
					await reader?.cancel();
					throw uploadTooLarge();
				}
				chunks.push(next.value);
			}
			return Buffer.concat(chunks);
		},
		async write(key, bytes, format) {
			const res = await client.fetch(objectUrl(key), {
				method: "PUT",
				body: new Uint8Array(bytes),
				headers: {
					"Content-Type": CONTENT_TYPES[format],
					"Cache-Control": IMMUTABLE
				}
			});
			await ok(res, "write");
			await res.body?.cancel();
		},
		async remove(key) {
			const res = await client.fetch(objectUrl(key), { method: "DELETE" });
			if (res.status !== 404) await ok(res, "delete");
			await res.body?.cancel();
		},
		async removePrefix(prefix) {
			if (!isRemovablePrefix(prefix)) throw new Error(`Refusing to remove ${prefix}`);
			for await (const objects of listPages(prefix)) if (objects.length > 0) await deleteObjects(objects.map((o) => o.key));
		},
		async sweepPending(maxAgeMs) {
			const cutoff = Date.now() - maxAgeMs;
			for await (const objects of listPages("pending/")) {
				const stale = objects.filter((o) => o.lastModified < cutoff).map((o) => o.key);
				if (stale.length > 0) await deleteObjects(stale);
			}
		}
	};
	/** ListObjectsV2, a page (up to 1000 keys, the most one DeleteObjects call takes) at a time. */
	async function* listPages(prefix) {
		let continuation;
		do {
			const list = new URL(bucketUrl);
			list.searchParams.set("list-type", "2");
			list.searchParams.set("prefix", prefix);
			if (continuation) list.searchParams.set("continuation-token", continuation);
			const res = await client.fetch(list.toString(), { method: "GET" });
			await ok(res, "list");
			const xml = await res.text();
			continuation = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? xmlValues(xml, "NextContinuationToken")[0] : void 0;
			yield [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map((m) => ({
				key: xmlValues(m[1] ?? "", "Key")[0] ?? "",
				lastModified: Date.parse(xmlValues(m[1] ?? "", "LastModified")[0] ?? "") || 0
			})).filter((o) => o.key);
		} while (continuation);
	}
}
var XML_ENTITIES = {
	"&amp;": "&",
	"&lt;": "<",
	"&gt;": ">",
	"&quot;": "\"",
	"&apos;": "'"
};
/** The text of every `<tag>…</tag>` in an S3 XML answer (flat, so a regex reads it). */
function xmlValues(xml, tag) {
	return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((m) => (m[1] ?? "").replace(/&(amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity] ?? entity));
}
var escapeXml = (text) => text.replace(/[&<>"']/g, (c) => ({
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&apos;"
})[c] ?? c);
// src/server/platform/node/storage.ts
function createObjectStore(cfg) {
	return cfg.S3_BUCKET ? createS3Store(cfg) : createLocalStore(cfg);
}
// src/server/uploads/storage.ts
/**
* Where uploaded header images live, as the build decides (`@platform/storage`): on Node, files on
* local disk by default and an S3-compatible bucket when S3_BUCKET is set; on the edge, the bucket
* only. The rest of the server only sees keys (storage-keys.ts) and public URLs.
*/
var store;
/** The configured store, made on first use. */
function objectStore() {
	store ??= createObjectStore(config());
	return store;
}
/**
* The local store when uploads live on this server's disk (it serves and receives them); never on
* the edge build.
*/
function localStore() {
	const current = objectStore();
	return current.kind === "local" ? current : void 0;
}
export { isAvatarKeyOf as a, isPendingKeyOf as c, previewImageKey as d, uploadTooLarge as f, finalKey as i, pendingAvatarKey as l, objectStore as n, isFinalKeyOf as o, avatarKey as r, isPendingAvatarKeyOf as s, localStore as t, pendingKey as u };
