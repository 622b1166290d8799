/**
 * An Astro integration (astro.config.mjs) that compresses the static files of a build once, when
 * it is done: beside each compressible file in dist/client it writes `name.br` (brotli, quality
 * 11) and `name.gz` (gzip, level 9). The Node server (./static-files.ts) then sends the smallest
 * one the browser accepts, without compressing anything per request.
 *
 * Plain JavaScript: astro.config.mjs imports it before anything is compiled.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts (woff/woff2) and video are compressed already. */
const COMPRESSIBLE_EXTENSIONS = ['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.ico', '.map', '.webmanifest'];

/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 512;

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes the .br and .gz copies of every compressible file under `dir`; a copy that is not
 * smaller than the file is not written. Returns how many files were compressed.
 * @param {string} dir
 */
async function precompressFolder(dir) {
  const files = [];
  for await (const path of filesUnder(dir)) {
    if (COMPRESSIBLE_EXTENSIONS.some((ext) => path.endsWith(ext)) && (await stat(path)).size >= MIN_BYTES) files.push(path);
  }
  // zlib works on libuv's thread pool: a few files at a time keep its threads busy.
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const path = /** @type {string} */ (files[next++]);
      const data = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < data.length) await writeFile(`${path}.br`, br);
      if (gz.length < data.length) await writeFile(`${path}.gz`, gz);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return files.length;
}

/** @returns {import('astro').AstroIntegration} */
export function precompress() {
  return {
    name: 'precompress-static-files',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = Date.now();
        const count = await precompressFolder(fileURLToPath(dir));
        logger.info(`${count} static files compressed (brotli and gzip) in ${Date.now() - started} ms`);
      },
    },
  };
}
