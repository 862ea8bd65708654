/**
 * HarfBuzz's shaper, from harfbuzzjs's WebAssembly build, called through its C API. harfbuzzjs's
 * own wrapper is an ES module with a top-level await, which neither Jest nor the build's CommonJS
 * scripts can load; the binary needs five trivial imports, so it is instantiated here, at once.
 * Node only: the share cards' text is shaped at build time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Exports = {
  memory: WebAssembly.Memory;
  __wasm_call_ctors: () => void;
  malloc: (size: number) => number;
  free: (pointer: number) => void;
  hb_blob_create: (
    data: number,
    length: number,
    mode: number,
    user: number,
    destroy: number,
  ) => number;
  hb_blob_destroy: (blob: number) => void;
  hb_face_create: (blob: number, index: number) => number;
  hb_face_get_upem: (face: number) => number;
  hb_font_create: (face: number) => number;
  hb_buffer_create: () => number;
  hb_buffer_destroy: (buffer: number) => void;
  hb_buffer_add_utf16: (
    buffer: number,
    text: number,
    length: number,
    offset: number,
    itemLength: number,
  ) => void;
  hb_buffer_set_direction: (buffer: number, direction: number) => void;
  hb_buffer_guess_segment_properties: (buffer: number) => void;
  hb_buffer_get_length: (buffer: number) => number;
  hb_buffer_get_glyph_infos: (buffer: number, length: number) => number;
  hb_buffer_get_glyph_positions: (buffer: number, length: number) => number;
  hb_shape: (font: number, buffer: number, features: number, count: number) => void;
};

const WASM = path.join(process.cwd(), 'node_modules/harfbuzzjs/dist/harfbuzz.wasm');

/** hb_memory_mode_t's HB_MEMORY_MODE_READONLY: the bytes stay where they are, never freed. */
const READONLY = 1;
/** hb_direction_t. */
const DIRECTION = { ltr: 4, rtl: 5 } as const;

let instance: Exports | undefined;

function harfbuzz(): Exports {
  if (instance) return instance;
  const heap: { memory?: WebAssembly.Memory } = {};
  const fail = () => {
    throw new Error('harfbuzz: aborted');
  };
  const imports = {
    env: {
      _abort_js: fail,
      _emscripten_runtime_keepalive_clear: () => {},
      _setitimer_js: () => 0,
      emscripten_resize_heap: (requested: number) => {
        const memory = heap.memory!;
        const short = requested - memory.buffer.byteLength;
        if (short > 0) memory.grow(Math.ceil(short / 65536));
        return 1;
      },
    },
    wasi_snapshot_preview1: { proc_exit: fail },
  };
  const compiled = new WebAssembly.Module(readFileSync(WASM));
  const exports = new WebAssembly.Instance(compiled, imports).exports as unknown as Exports;
  heap.memory = exports.memory;
  exports.__wasm_call_ctors();
  instance = exports;
  return exports;
}

/** A font HarfBuzz shapes with: its file's bytes (TrueType or OpenType), kept for the process. */
export type ShapingFont = { pointer: number; upem: number };

const fonts = new WeakMap<Uint8Array, ShapingFont>();

export function shapingFont(data: Uint8Array): ShapingFont {
  const known = fonts.get(data);
  if (known) return known;
  const hb = harfbuzz();
  const pointer = hb.malloc(data.byteLength);
  new Uint8Array(hb.memory.buffer, pointer, data.byteLength).set(data);
  const blob = hb.hb_blob_create(pointer, data.byteLength, READONLY, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const font = { pointer: hb.hb_font_create(face), upem: hb.hb_face_get_upem(face) };
  fonts.set(data, font);
  return font;
}

/** One glyph as HarfBuzz placed it, in font units; `cluster` indexes the shaped text's UTF-16. */
export type ShapedGlyph = {
  glyph: number;
  cluster: number;
  advance: number;
  dx: number;
  dy: number;
};

/**
 * The glyphs that draw `text` in `font`, in visual order (left to right whatever the direction):
 * joined, with ligatures and marks placed, as HarfBuzz shapes a run of one direction.
 */
export function shape(font: ShapingFont, text: string, direction: 'ltr' | 'rtl'): ShapedGlyph[] {
  const hb = harfbuzz();
  const buffer = hb.hb_buffer_create();
  const units = hb.malloc(text.length * 2 + 2);
  try {
    const view = new Uint16Array(hb.memory.buffer, units, text.length);
    for (let i = 0; i < text.length; i += 1) view[i] = text.charCodeAt(i);
    hb.hb_buffer_add_utf16(buffer, units, text.length, 0, text.length);
    hb.hb_buffer_set_direction(buffer, DIRECTION[direction]);
    hb.hb_buffer_guess_segment_properties(buffer);
    hb.hb_shape(font.pointer, buffer, 0, 0);
    const length = hb.hb_buffer_get_length(buffer);
    // hb_glyph_info_t and hb_glyph_position_t are five 32-bit words each.
    const infos = new Uint32Array(
      hb.memory.buffer,
      hb.hb_buffer_get_glyph_infos(buffer, 0),
      length * 5,
    );
    const positions = new Int32Array(
      hb.memory.buffer,
      hb.hb_buffer_get_glyph_positions(buffer, 0),
      length * 5,
    );
    return Array.from({ length }, (_, i) => ({
      glyph: infos[i * 5]!,
      cluster: infos[i * 5 + 2]!,
      advance: positions[i * 5]!,
      dx: positions[i * 5 + 2]!,
      dy: positions[i * 5 + 3]!,
    }));
  } finally {
    hb.free(units);
    hb.hb_buffer_destroy(buffer);
  }
}
