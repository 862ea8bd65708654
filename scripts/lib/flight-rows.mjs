/**
 * Reads and rewrites React Server Components payloads (the `.txt` files a static export writes for
 * client-side navigations, and the text the HTML pushes to `self.__next_f`) row by row. A row is
 * `id:` and a value up to its newline: JSON (a "model" row) or a tagged row (`I[…]`, `HL[…]`). A
 * text row, `id:T<byte length in hex>,`, has no newline: its text runs for that many UTF-8 bytes,
 * and is copied as it is.
 */

const MODEL_START = /^[[{"0-9tfn-]/;
const LENGTH_PREFIXED = /^([A-Za-z])([0-9a-f]+),/;

/** How many characters of `text`, from `start`, make `bytes` bytes of UTF-8. */
function charactersOfBytes(text, start, bytes) {
  let index = start;
  let counted = 0;
  while (counted < bytes) {
    const point = text.codePointAt(index);
    if (point === undefined) throw new Error('a text row runs past the end of the payload');
    counted += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
    index += point > 0xffff ? 2 : 1;
  }
  return index - start;
}

/**
 * The payload with each model row's value replaced by `mapModel(value)`, re-serialized as JSON;
 * every other row byte for byte. Throws on a length-prefixed row other than text (binary data),
 * which a static page's payload does not have.
 * @param {string} text
 * @param {(value: unknown) => unknown} mapModel
 */
export function mapModelRows(text, mapModel) {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const colon = text.indexOf(':', index);
    if (colon === -1) throw new Error(`a payload row has no id: ${text.slice(index, index + 40)}`);
    const valueStart = colon + 1;
    const prefixed = LENGTH_PREFIXED.exec(text.slice(valueStart, valueStart + 20));
    if (prefixed) {
      if (prefixed[1] !== 'T') throw new Error(`a payload has a binary row (${prefixed[1]})`);
      const textStart = valueStart + prefixed[0].length;
      const end = textStart + charactersOfBytes(text, textStart, parseInt(prefixed[2], 16));
      out += text.slice(index, end);
      index = end;
      continue;
    }
    const newline = text.indexOf('\n', valueStart);
    const end = newline === -1 ? text.length : newline;
    const value = text.slice(valueStart, end);
    const mapped = MODEL_START.test(value) ? JSON.stringify(mapModel(JSON.parse(value))) : value;
    out += `${text.slice(index, valueStart)}${mapped}${text.slice(end, end + 1)}`;
    index = end + 1;
  }
  return out;
}

/** `["$", type, key, props]`: a React element in a model row's value. */
export const isElement = (value) =>
  Array.isArray(value) && value[0] === '$' && typeof value[1] === 'string';

/**
 * Calls `visit(type, props)` for every React element in a model row's value, depth first: `type`
 * is a tag name for an element of the page's own markup, and a reference (`$L…`) for a client
 * component's.
 * @param {unknown} value
 * @param {(type: string, props: Record<string, unknown>) => void} visit
 */
export function visitElements(value, visit) {
  if (Array.isArray(value)) {
    const [, type, , props] = value;
    if (isElement(value) && props && typeof props === 'object') {
      visit(type, /** @type {Record<string, unknown>} */ (props));
    }
    for (const item of value) visitElements(item, visit);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) visitElements(item, visit);
  }
}

/** Whether an element type is a tag name (an element of the page's own markup). */
export const isTagName = (type) => /^[a-z][a-z0-9-]*$/.test(type);
