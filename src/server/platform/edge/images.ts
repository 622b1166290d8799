/**
 * The edge build's image codec: ./wasm-images.ts on the WebAssembly the bundle carries. Workers may
 * not compile WebAssembly at run time, so each .wasm file is imported as a compiled module
 * (`WebAssembly.Module`, which @cloudflare/vite-plugin makes of a `.wasm?module` import) and handed to
 * its codec's init.
 */
import jpegDecoder from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module';
import jpegEncoder from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?module';
import pngDecoder from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module';
import resizer from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?module';
import webpDecoder from '@jsquash/webp/codec/dec/webp_dec.wasm?module';
import webpEncoder from '@jsquash/webp/codec/enc/webp_enc_simd.wasm?module';
import type { ImageCodec } from '../../uploads/image-codec';
import { wasmImageCodec } from './wasm-images';

export const imageCodec: ImageCodec = wasmImageCodec({ jpegDecoder, jpegEncoder, pngDecoder, webpDecoder, webpEncoder, resizer });
