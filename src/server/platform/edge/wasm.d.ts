/**
 * A `.wasm?module` import in the edge build: the compiled module (@cloudflare/vite-plugin). The
 * suffix keeps TypeScript off the .wasm.d.ts files some packages ship for their own loaders.
 */
declare module '*.wasm?module' {
  const module: WebAssembly.Module;
  export default module;
}
