/**
 * The edge build's `@platform/images`: ./wasm-images.ts on the WebAssembly the bundle carries.
 * Workers may not compile WebAssembly at run time, so each .wasm file is imported as a compiled
 * module (`WebAssembly.Module`, which @cloudflare/vite-plugin makes of a `.wasm?module` import).
 */
import jpegDecoder from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module';
import pngDecoder from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module';
import webpDecoder from '@jsquash/webp/codec/dec/webp_dec.wasm?module';
import webpEncoder from '@jsquash/webp/codec/enc/webp_enc_simd.wasm?module';
import resvgModule from '@resvg/resvg-wasm/index_bg.wasm?module';
import layoutModule from 'satori/layout.wasm?module';
import { wasmImagePlatform } from './wasm-images';
import { resvgRasterizer } from './resvg';

export const { imageCodec, maxDecodePixels, jpegOutput } = wasmImagePlatform({ jpegDecoder, pngDecoder, webpDecoder, webpEncoder });

export const rasterizeSvg = resvgRasterizer(resvgModule);
export const layoutEngineWasm = async () => layoutModule;
// No JPEG or PNG encoder is carried (docs/edge.md, "Images"): the preview shows the theme.
export const coverPicture = async () => undefined;
