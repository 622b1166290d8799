/**
 * Header images on local disk (the default; S3 when S3_BUCKET is set, ./storage.ts). The
 * browser PUTs an upload to an app URL signed with HMAC-SHA256 for one key, type and exact
 * size, good for five minutes and usable once; checked images are served by the app from
 * `/uploads/{key}`.
 */
import { createReadStream, createWriteStream, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { link, mkdir, readdir, readFile, rename, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_HEADER_IMAGE_BYTES } from '../../lib/limits';
import type { AppConfig } from '../core/config';
import { constantTimeEqual, encodeBytes, hmacSha256, randomToken } from '../core/crypto';
import { PRIVATE_DIR, PRIVATE_FILE } from '../core/file-modes';
import { HttpError, notFound } from '../http/errors';
import {
  CONTENT_TYPES,
  finalFormat,
  isPendingKey,
  isRemovablePrefix,
  isValidKey,
  uploadTooLarge,
  type ObjectStore,
  type StoredFormat,
} from './storage-keys';

/** The app path that serves (GET) and receives (signed PUT) uploads. */
const UPLOADS_PATH = '/uploads/';
/** Left where a pending upload was consumed, so its signed URL cannot fill the key again. */
const USED_SUFFIX = '.used';

export type LocalStore = ObjectStore & {
  kind: 'local';
  /** Checks a signed PUT and streams its body to disk, never more than the signed size. */
  receiveUpload(key: string, url: URL, request: Request, now?: number): Promise<void>;
  /** A checked image to serve, or undefined (unknown, pending, or not an image key). */
  openImage(key: string): Promise<{ body: ReadableStream; size: number; contentType: string } | undefined>;
};

/**
 * The HMAC key for upload URLs: UPLOAD_SIGNING_SECRET, or else one drawn once and kept in the
 * uploads folder. Several processes serving the same local uploads must share that folder anyway
 * (a file PUT to one is served by another), so they share the key too: a URL signed by one
 * process is accepted by the others (nothing that must be shared in one process's memory).
 */
const SECRET_FILE = '.upload-signing-secret';

function signingSecret(cfg: AppConfig, root: string): Uint8Array | string {
  if (cfg.UPLOAD_SIGNING_SECRET) return cfg.UPLOAD_SIGNING_SECRET;
  const file = join(root, SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(root, { recursive: true, mode: PRIVATE_DIR });
    // Written aside, then linked into place: the link fails if another process got there first,
    // and nobody ever reads a half-written key.
    const draft = join(root, `${SECRET_FILE}.${randomToken(6, 'hex')}`);
    writeFileSync(draft, randomToken(32, 'hex'), { mode: PRIVATE_FILE });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}

const linkExpired = () => new HttpError(403, 'This upload link has expired. Please try again.', 'FORBIDDEN');
const linkInvalid = () => new HttpError(403, 'This upload link is not valid.', 'FORBIDDEN');
const linkUsed = () => new HttpError(409, 'This upload link has already been used.', 'FORBIDDEN');

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

async function removeFile(path: string) {
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

export function createLocalStore(cfg: AppConfig): LocalStore {
  const root = resolve(cfg.UPLOADS_DIR);
  const tmpDir = join(root, 'tmp');
  const secret = signingSecret(cfg, root);

  // Only keys that passed isValidKey reach the disk: their parts are [a-z0-9-] and base64url.
  const pathOf = (key: string) => {
    if (!isValidKey(key)) throw notFound();
    return join(root, ...key.split('/'));
  };
  const sign = (key: string, expires: number, size: number, type: string) =>
    encodeBytes(hmacSha256(secret, `PUT\n${key}\n${expires}\n${size}\n${type}`), 'base64url');

  async function writeAtomically(path: string, bytes: Buffer) {
    await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR });
    await mkdir(tmpDir, { recursive: true, mode: PRIVATE_DIR });
    const tmp = join(tmpDir, `${randomToken(12, 'hex')}.part`);
    await writeFile(tmp, bytes, { mode: PRIVATE_FILE });
    await rename(tmp, path);
  }

  /** Deletes entries older than the cutoff in one folder; folders left empty go too. */
  async function sweepFolder(folder: string, cutoff: number) {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        await sweepFolder(path, cutoff);
        await rmdir(path).catch(() => undefined);
      } else {
        const modified = (await stat(path).catch(() => undefined))?.mtimeMs;
        if (modified !== undefined && modified < cutoff) await removeFile(path).catch(() => undefined);
      }
    }
  }

  return {
    kind: 'local',

    async createUploadUrl(key, contentType, size, expiresAt) {
      const signature = sign(key, expiresAt, size, contentType);
      const query = new URLSearchParams({ expires: String(expiresAt), size: String(size), type: contentType, signature });
      return `${UPLOADS_PATH}${key}?${query}`;
    },

    publicUrl: (key) => `${UPLOADS_PATH}${key}`,

    keyFromUrl(url) {
      if (!url.startsWith(UPLOADS_PATH)) return undefined;
      const key = url.slice(UPLOADS_PATH.length);
      return isValidKey(key) ? key : undefined;
    },

    async read(key, maxBytes) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      if (info.size > maxBytes) throw uploadTooLarge();
      return readFile(path);
    },

    async write(key, bytes, _format: StoredFormat) {
      await writeAtomically(pathOf(key), bytes);
    },

    async remove(key) {
      const path = pathOf(key);
      if (isPendingKey(key)) await writeFile(path + USED_SUFFIX, '', { mode: PRIVATE_FILE }).catch(() => undefined);
      await removeFile(path);
    },

    async removePrefix(prefix) {
      // Only one itinerary's folder: its parts are [a-z0-9-], so the path stays under root.
      if (!isRemovablePrefix(prefix)) throw new Error(`Refusing to remove ${prefix}`);
      await rm(join(root, ...prefix.split('/').filter(Boolean)), { recursive: true, force: true });
    },

    async sweepPending(maxAgeMs) {
      const cutoff = Date.now() - maxAgeMs;
      await sweepFolder(join(root, 'pending'), cutoff);
      await sweepFolder(tmpDir, cutoff);
    },

    async receiveUpload(key, url, request, now = Date.now()) {
      if (!isPendingKey(key)) throw notFound();
      const params = url.searchParams;
      const expires = Number(params.get('expires'));
      const size = Number(params.get('size'));
      const type = params.get('type') ?? '';
      if (!constantTimeEqual(params.get('signature') ?? '', sign(key, expires, size, type))) throw linkInvalid();
      if (!Number.isFinite(expires) || expires < now) throw linkExpired();
      // The URL is signed for one type and one exact size, like an S3 presigned PUT.
      if ((request.headers.get('content-type') ?? '') !== type) {
        throw new HttpError(400, `This upload link is for ${type} images only.`, 'VALIDATION_FAILED');
      }
      const lengthHeader = request.headers.get('content-length');
      if (lengthHeader === null) throw new HttpError(411, 'The upload must declare its size.', 'VALIDATION_FAILED');
      const length = Number(lengthHeader);
      if (length > MAX_HEADER_IMAGE_BYTES) throw uploadTooLarge();
      if (length !== size) {
        throw new HttpError(400, 'The upload is not the size this link was made for.', 'VALIDATION_FAILED');
      }

      const path = pathOf(key);
      if ((await exists(path)) || (await exists(path + USED_SUFFIX))) throw linkUsed();
      await mkdir(tmpDir, { recursive: true, mode: PRIVATE_DIR });
      await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR });
      const tmp = join(tmpDir, `${randomToken(12, 'hex')}.part`);
      try {
        await streamWithCap(request.body, tmp, size);
        // link() refuses an existing target: of two PUTs racing with one URL, one wins.
        await link(tmp, path).catch((error: NodeJS.ErrnoException) => {
          throw error.code === 'EEXIST' ? linkUsed() : error;
        });
      } finally {
        await removeFile(tmp);
      }
    },

    async openImage(key) {
      const format = finalFormat(key);
      if (!format) return undefined;
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const body = Readable.toWeb(createReadStream(path)) as ReadableStream;
      return { body, size: info.size, contentType: CONTENT_TYPES[format] };
    },
  };
}

/**
 * Streams a request body to a file, refusing (and stopping at) more than `size` bytes, and
 * refusing a body that ends short: memory use stays one chunk whatever the client sends.
 */
async function streamWithCap(body: ReadableStream<Uint8Array> | null, path: string, size: number) {
  if (!body) throw new HttpError(400, 'The upload is empty.', 'VALIDATION_FAILED');
  let received = 0;
  const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
  const counted = async function* () {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > size) throw uploadTooLarge();
      yield chunk;
    }
  };
  await pipeline(counted, createWriteStream(path, { flags: 'wx', mode: PRIVATE_FILE }));
  if (received !== size) {
    throw new HttpError(400, 'The upload ended early. Please try again.', 'VALIDATION_FAILED');
  }
}
