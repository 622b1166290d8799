// @ts-check
/**
 * Satori for Workers (the edge build only, astro.config.mjs). Satori shapes text with HarfBuzz,
 * whose WebAssembly its standalone build carries as base64 and compiles when it is imported. A
 * Worker may not compile WebAssembly at run time, and HarfBuzz's loader reads `self.location`,
 * which a Worker does not have. So the build:
 * - takes the WebAssembly out of the script, into .astro/satori-harfbuzz.wasm, imported as a
 *   compiled module (`?module`, as the image codecs are: src/server/platform/edge/images.ts);
 * - hands HarfBuzz's loader that module (Emscripten's `instantiateWasm`);
 * - lets the loader do without `self.location`.
 * Each step checks that it found what it changes: a satori release built differently stops the
 * build here, not a Worker in production.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const WASM_BASE64 = /(\b\w+)="(AGFzbQ[A-Za-z0-9+/=]+)"/g;
const LOCATION = /(\w+)&&\((\w+)=self\.location\.href\)/g;
const FACTORY_CALL = /(exports=new Promise\(function\(\w+,\w+\)\{)(\w+)\(\)\.then\(/g;

/** @param {string} code @param {RegExp} pattern @param {string} what */
function single(code, pattern, what) {
  const found = [...code.matchAll(pattern)];
  if (found.length !== 1) throw new Error(`satori-harfbuzz: expected one ${what} in satori/dist/standalone.js, found ${found.length}; check this patch against the installed satori.`);
  return /** @type {RegExpMatchArray} */ (found[0]);
}

/** @returns {import('vite').Plugin} */
export function satoriHarfBuzzForWorkers() {
  const wasmFile = fileURLToPath(new URL('../../../.astro/satori-harfbuzz.wasm', import.meta.url));
  return {
    name: 'satori-harfbuzz-for-workers',
    enforce: 'pre',
    transform: {
      filter: { id: /satori[\\/]dist[\\/]standalone\.js$/ },
      handler(code) {
        const wasm = single(code, WASM_BASE64, 'embedded WebAssembly');
        single(code, LOCATION, 'self.location read');
        single(code, FACTORY_CALL, 'HarfBuzz loader call');
        mkdirSync(fileURLToPath(new URL('.', `file://${wasmFile}`)), { recursive: true });
        writeFileSync(wasmFile, Buffer.from(wasm[2] ?? '', 'base64'));
        const patched = code
          .replace(WASM_BASE64, '$1=""')
          .replace(LOCATION, '$1&&($2=self.location?.href)')
          .replace(FACTORY_CALL, '$1$2({instantiateWasm:__satoriHarfBuzz}).then(');
        const prelude =
          `import __harfBuzzModule from ${JSON.stringify(`${wasmFile}?module`)};\n` +
          'const __satoriHarfBuzz = (imports, ready) => { const instance = new WebAssembly.Instance(__harfBuzzModule, imports); ready(instance, __harfBuzzModule); return instance.exports; };\n';
        return { code: prelude + patched, map: null };
      },
    },
  };
}
