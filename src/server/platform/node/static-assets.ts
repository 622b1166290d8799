/**
 * The Node build's `@platform/static-assets`: files of the build's client folder (dist/client,
 * beside the server folder this module is bundled into), read from disk. Run from the sources
 * (the dev server, the unit tests) there is no client folder: files come from public/, and the
 * preview fonts from their @fontsource packages, which the build copies.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FONT_ASSET_DIR, FONT_FILES, fontSourcePath } from '../../og/font-files.mjs';
import { isStaticAssetPath } from '../static-asset-path';

/** dist/client when this module runs from dist/server/…, else undefined. */
function findClientDir(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let parent = dirname(dir); parent !== dir; dir = parent, parent = dirname(dir)) {
    if (basename(dir) === 'server' && existsSync(join(parent, 'client'))) return join(parent, 'client');
  }
  return undefined;
}

const clientDir = findClientDir();
const projectRoot = process.cwd();

function sourcePath(path: string): string {
  if (clientDir) return join(clientDir, path);
  const font = path.startsWith(FONT_ASSET_DIR) ? FONT_FILES.find((f) => f.file === path.slice(FONT_ASSET_DIR.length)) : undefined;
  return join(projectRoot, font ? fontSourcePath(font) : join('public', path));
}

export async function readStaticAsset(path: string): Promise<Uint8Array | undefined> {
  if (!isStaticAssetPath(path)) return undefined;
  try {
    return new Uint8Array(await readFile(sourcePath(path)));
  } catch {
    return undefined;
  }
}
