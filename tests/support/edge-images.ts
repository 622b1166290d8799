/**
 * The edge build's image codecs under Node: the same .wasm files the edge bundle carries,
 * compiled from node_modules (src/server/platform/edge/images.ts imports them as compiled modules).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CodecModules } from '../../src/server/platform/edge/wasm-images';

const require = createRequire(import.meta.url);
const compiled = (path: string) => new WebAssembly.Module(readFileSync(require.resolve(path)));

export function edgeCodecModules(): CodecModules {
  return {
    jpegDecoder: compiled('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'),
    pngDecoder: compiled('@jsquash/png/codec/pkg/squoosh_png_bg.wasm'),
    webpDecoder: compiled('@jsquash/webp/codec/dec/webp_dec.wasm'),
    webpEncoder: compiled('@jsquash/webp/codec/enc/webp_enc_simd.wasm'),
  };
}
