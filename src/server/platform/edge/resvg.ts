/**
 * SVG to PNG on the edge with resvg (Rust, as WebAssembly): sharp cannot run in a Worker. The
 * module is started once per isolate; each drawing frees its own memory when done. No system
 * fonts are looked for: the SVGs drawn here carry their text as paths.
 */
import { initWasm, Resvg } from '@resvg/resvg-wasm';

export function resvgRasterizer(module: WebAssembly.Module | Uint8Array) {
  let ready: Promise<void> | undefined;
  return async (svg: string, width: number, _height: number): Promise<Uint8Array> => {
    ready ??= initWasm(module).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    await ready;
    const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } });
    try {
      const image = resvg.render();
      try {
        return image.asPng();
      } finally {
        image.free();
      }
    } finally {
      resvg.free();
    }
  };
}
