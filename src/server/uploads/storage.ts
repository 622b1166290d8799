/**
 * Where uploaded header images live, as the build decides (`@platform/storage`): on Node, files on
 * local disk by default and an S3-compatible bucket when S3_BUCKET is set; on the edge, the bucket
 * only. The rest of the server only sees keys (storage-keys.ts) and public URLs.
 */
import { createObjectStore } from '@platform/storage';
import { config } from '../core/config';
import type { ObjectStore } from './storage-keys';
import type { LocalStore } from './storage-local';

export * from './storage-keys';

let store: ObjectStore | undefined;

/** The configured store, made on first use. */
export function objectStore(): ObjectStore {
  store ??= createObjectStore(config());
  return store;
}

/**
 * The local store when uploads live on this server's disk (it serves and receives them); never on
 * the edge build.
 */
export function localStore(): LocalStore | undefined {
  const current = objectStore();
  return current.kind === 'local' ? (current as LocalStore) : undefined;
}
