/**
 * Where the edge build keeps uploads: an S3-compatible bucket only (Cloudflare R2 through its S3
 * API, AWS S3, …), which browsers PUT to with presigned URLs. A Worker has no disk of its own, so
 * there is no local store to fall back on: without S3_BUCKET this is a configuration error.
 */
import type { AppConfig, ObjectStore } from '../contract';
import { createS3Store } from '../../uploads/storage-s3';

export const EDGE_NEEDS_BUCKET =
  'S3_BUCKET is not set: the edge build keeps uploaded images in an S3-compatible bucket (R2, S3, …) only. Set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for R2).';

export function createObjectStore(cfg: AppConfig): ObjectStore {
  if (!cfg.S3_BUCKET) throw new Error(EDGE_NEEDS_BUCKET);
  return createS3Store(cfg);
}
