/**
 * Where the Node build keeps uploads: an S3-compatible bucket when S3_BUCKET is set, else files on
 * this server's disk under UPLOADS_DIR (which the app itself receives and serves).
 */
import type { AppConfig, ObjectStore } from '../contract';
import { createLocalStore } from '../../uploads/storage-local';
import { createS3Store } from '../../uploads/storage-s3';

export function createObjectStore(cfg: AppConfig): ObjectStore {
  return cfg.S3_BUCKET ? createS3Store(cfg) : createLocalStore(cfg);
}
