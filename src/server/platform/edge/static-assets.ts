/**
 * The edge build's `@platform/static-assets`: files of the build's client folder, from the
 * Worker's ASSETS binding, which ../../edge/worker.ts hands over with the first request.
 */
import type { Assets } from '../../edge/prerendered-files';
import { isStaticAssetPath } from '../static-asset-path';

let assets: Assets | undefined;

/** Called by the Worker with its binding before the app runs. */
export function useStaticAssets(binding: Assets): void {
  assets = binding;
}

export async function readStaticAsset(path: string): Promise<Uint8Array | undefined> {
  if (!assets || !isStaticAssetPath(path)) return undefined;
  const response = await assets.fetch(new Request(new URL(path, 'https://assets.invalid'), { headers: { 'Accept-Encoding': 'identity' } }));
  if (response.status !== 200) {
    await response.body?.cancel();
    return undefined;
  }
  return new Uint8Array(await response.arrayBuffer());
}
