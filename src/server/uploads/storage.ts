/**
 * Where uploaded header images live: files on local disk by
 * default, an S3-compatible bucket when S3_BUCKET is set. The rest of the server only sees keys
 * (storage-keys.ts) and public URLs.
 */
import { config } from '../config';
import type { ObjectStore } from './storage-keys';
import { createLocalStore, type LocalStore } from './storage-local';
import { createS3Store } from './storage-s3';

export * from './storage-keys';

let store: ObjectStore | undefined;

/** The configured store: S3 when S3_BUCKET is set, else local disk under UPLOADS_DIR. */
export function objectStore(): ObjectStore {
  store ??= config().S3_BUCKET ? createS3Store(config()) : createLocalStore(config());
  return store;
}

/** The local store when uploads live on this server's disk (it serves and receives them). */
export function localStore(): LocalStore | undefined {
  const current = objectStore();
  return current.kind === 'local' ? (current as LocalStore) : undefined;
}
