/**
 * The edge build's Worker (dist-edge/server, `npm run build:edge`) holds no Node-only module: no
 * import of one, and none of their packages bundled in (each chunk's source map lists the files
 * it was built from). workerd has no native addons, no raw sockets for SMTP, no local disk, and a
 * bundle that names them fails when the route that loads them runs, not at deploy time.
 * And it fits: Wrangler's dry run of a deploy gathers it as an upload would, codecs included,
 * within the free plan's compressed limit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDGE_OUT_DIR } from '../support/paths';
import { FREE_PLAN_GZIP_LIMIT_BYTES, workerUploadSize } from '../support/worker-size.mjs';

const SERVER_DIR = join(EDGE_OUT_DIR, 'server');

/** Modules the Worker must never import, with and without the `node:` prefix. */
const NODE_ONLY_BUILTINS = ['fs', 'fs/promises', 'net', 'tls', 'child_process', 'dns', 'dns/promises', 'http', 'https', 'zlib'];
const NODE_ONLY_PACKAGES = ['sharp', 'nodemailer', 'smtp-server', 'libsql'];
const FORBIDDEN_IMPORTS = new Set([...NODE_ONLY_BUILTINS.flatMap((name) => [name, `node:${name}`]), ...NODE_ONLY_PACKAGES]);

/** Files of those packages, and the entries of @libsql/client that load its native driver. */
const FORBIDDEN_SOURCES = [
  ...NODE_ONLY_PACKAGES.map((name) => new RegExp(`node_modules/${name}/`)),
  /node_modules\/@libsql\/(linux|darwin|win32)-/,
  /node_modules\/@libsql\/client\/lib-esm\/(node|sqlite3)\.js$/,
];

/** `import … from "x"`, `import "x"`, `import("x")`, `export … from "x"`, `require("x")`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"'\s]+)["']/g;

function* modulesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* modulesUnder(path);
    else if (/\.(m?js)$/.test(entry.name)) yield path;
  }
}

function findings() {
  const modules = [...modulesUnder(SERVER_DIR)];
  const found: string[] = [];
  let mapped = 0;
  for (const file of modules) {
    const name = relative(SERVER_DIR, file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(SPECIFIER)) {
      if (specifier && FORBIDDEN_IMPORTS.has(specifier)) found.push(`${name} imports ${specifier}`);
    }
    let sources: string[] = [];
    try {
      sources = (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources;
      mapped++;
    } catch {
      // No source map: the imports above are all there is to check.
    }
    for (const source of sources) {
      if (FORBIDDEN_SOURCES.some((pattern) => pattern.test(source))) found.push(`${name} bundles ${source.replace(/^(\.\.\/)+/, '')}`);
    }
  }
  return { modules: modules.length, mapped, found: [...new Set(found)] };
}

describe('the edge bundle', () => {
  it('imports and bundles no Node-only module', () => {
    const { modules, mapped, found } = findings();
    // A real build: the entry, the middleware and the pages' chunks, with their source maps.
    expect(modules).toBeGreaterThan(20);
    expect(mapped).toBeGreaterThan(modules / 2);
    expect(found, `Node-only modules in ${SERVER_DIR}:\n${found.join('\n')}`).toEqual([]);
  });
});

describe('the Worker upload', () => {
  it('holds every module and codec and fits the free plan', { timeout: 120_000 }, async () => {
    const size = await workerUploadSize(EDGE_OUT_DIR);
    // The image codecs are uploaded as compiled WebAssembly: the JPEG, PNG and WebP decoders and
    // the WebP encoder.
    expect(size.wasmModules).toBeGreaterThanOrEqual(4);
    expect(size.modules).toBeGreaterThan(20);
    expect(size.gzipBytes).toBeLessThan(FREE_PLAN_GZIP_LIMIT_BYTES);
  });
});
