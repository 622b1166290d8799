/**
 * @jsquash/png's decoder (the Rust png crate, built with wasm-bindgen) on a fresh instance for
 * each picture. The package's own glue keeps one instance per isolate for good, and with it a
 * WebAssembly memory grown to the largest PNG it has ever decoded; this is the part of that glue
 * the 8-bit `decode` uses, on an instance the caller drops once it has the pixels.
 *
 * The imports are matched by their names without wasm-bindgen's hash suffix, so a new build of
 * the same package still links; an import this file does not know stops the decoding with an
 * error (the unit tests run it against the installed package).
 */
import type { Pixels } from './resample';

type Exports = {
  memory: WebAssembly.Memory;
  decode(pointer: number, length: number): number;
  __wbindgen_malloc(size: number, align: number): number;
  __wbindgen_free(pointer: number, size: number, align: number): void;
};

/** wasm-bindgen's table of JavaScript values the WebAssembly holds by index; the first 132 are fixed. */
class Heap {
  private readonly slots: unknown[] = [...Array<unknown>(128).fill(undefined), undefined, null, true, false];
  private next = this.slots.length;

  add(value: unknown): number {
    if (this.next === this.slots.length) this.slots.push(this.slots.length + 1);
    const index = this.next;
    this.next = this.slots[index] as number;
    this.slots[index] = value;
    return index;
  }

  get(index: number): unknown {
    return this.slots[index];
  }

  take(index: number): unknown {
    const value = this.slots[index];
    if (index >= 132) {
      this.slots[index] = this.next;
      this.next = index;
    }
    return value;
  }
}

function imports(module: WebAssembly.Module, heap: Heap, exports: () => Exports): WebAssembly.Imports {
  const bytes = (pointer: number, length: number) => new Uint8Array(exports().memory.buffer, pointer >>> 0, length >>> 0);
  const known: Record<string, (...args: number[]) => unknown> = {
    __wbindgen_memory: () => heap.add(exports().memory),
    __wbindgen_object_drop_ref: (index) => void heap.take(index),
    __wbindgen_throw: (pointer, length) => {
      throw new Error(new TextDecoder().decode(bytes(pointer, length)));
    },
    __wbg_buffer: (index) => heap.add((heap.get(index) as { buffer: ArrayBuffer }).buffer),
    // Only the 16-bit decoder makes these; the 8-bit one never calls it.
    __wbg_newwithbyteoffsetandlength: (index, offset, length) =>
      heap.add(new Uint16Array(heap.get(index) as ArrayBuffer, offset >>> 0, length >>> 0)),
    // The decoded RGBA pixels, handed over: copied out, then freed inside.
    __wbg_newwithownedu8clampedarrayandsh: (pointer, length, width, height) => {
      const data = new Uint8ClampedArray(bytes(pointer, length));
      exports().__wbindgen_free(pointer, length, 1);
      return heap.add({ data, width: width >>> 0, height: height >>> 0 } satisfies Pixels);
    },
  };
  const wbg: Record<string, (...args: number[]) => unknown> = {};
  for (const { module: from, name } of WebAssembly.Module.imports(module)) {
    const fn = known[name.replace(/_[0-9a-f]{16}$/, '')];
    if (from !== 'wbg' || !fn) throw new Error(`The PNG decoder needs ${from}.${name}, which this glue does not provide.`);
    wbg[name] = fn;
  }
  return { wbg };
}

/** The PNG's pixels as 8-bit RGBA (palette, grey and 16-bit expanded by the decoder). */
export function decodePng(module: WebAssembly.Module, png: Uint8Array): Pixels {
  const heap = new Heap();
  // The imports reach the exports, which exist once the instance does.
  const linked: { exports?: Exports } = {};
  const instance = new WebAssembly.Instance(module, imports(module, heap, () => linked.exports!));
  const exports = (linked.exports = instance.exports as unknown as Exports);
  const pointer = exports.__wbindgen_malloc(png.length, 1) >>> 0;
  new Uint8Array(exports.memory.buffer, pointer, png.length).set(png);
  return heap.take(exports.decode(pointer, png.length)) as Pixels;
}
