/**
 * Reads and rewrites exported HTML token by token with parse5's tokenizer
 * (parse5-html-rewriting-stream), as a browser would split it: a `>` inside a quoted attribute
 * value does not end a tag, `data-src` is not `src`, and a script's body is text up to its
 * `</script>`. Markup no handler replaces is copied through byte for byte.
 */
import { RewritingStream } from 'parse5-html-rewriting-stream';

/**
 * @typedef {import('parse5-sax-parser').StartTag} StartTag
 * @typedef {import('parse5-sax-parser').EndTag} EndTag
 * @typedef {import('parse5-sax-parser').Text} Text
 * @typedef {import('parse5-sax-parser').Comment} Comment
 * @typedef {import('parse5-sax-parser').Doctype} Doctype
 * @typedef {{
 *   doctype?: (token: Doctype, raw: string) => string | undefined | void,
 *   startTag?: (token: StartTag, raw: string) => string | undefined | void,
 *   endTag?: (token: EndTag, raw: string) => string | undefined | void,
 *   text?: (token: Text, raw: string) => string | undefined | void,
 *   comment?: (token: Comment, raw: string) => string | undefined | void,
 * }} Handlers
 */

const KINDS = ['doctype', 'startTag', 'endTag', 'text', 'comment'];

/** A RewritingStream whose output is collected in a string instead of the stream's buffer. */
class StringRewriter extends RewritingStream {
  output = '';

  push(chunk) {
    if (chunk !== null) this.output += chunk;
    return true;
  }
}

/**
 * Runs the HTML through the tokenizer. `handlers` maps a token kind (doctype, startTag, endTag,
 * text, comment) to `(token, raw) => replacement`; a handler that returns undefined, and every
 * token without a handler, keeps its raw markup. Returns the rewritten HTML.
 * @param {string} html
 * @param {Handlers} [handlers]
 * @returns {string}
 */
export function rewriteHtml(html, handlers = {}) {
  const rewriter = new StringRewriter();
  let read = 0;
  for (const kind of KINDS) {
    rewriter.on(kind, (token, raw) => {
      read = token.sourceCodeLocation.endOffset;
      rewriter.emitRaw(handlers[kind]?.(token, raw) ?? raw);
    });
  }
  rewriter.end(html);
  // Node runs a Transform's write and final flush synchronously; were that ever to change, the
  // rest of the page would be missing here, and this says so rather than ship it.
  if (read !== html.length) {
    throw new Error(`rewriteHtml: the tokenizer stopped at ${read} of ${html.length} characters`);
  }
  return rewriter.output;
}

/**
 * Visits every token, for reading; same handlers as rewriteHtml, return values ignored.
 * @param {string} html
 * @param {Handlers} handlers
 */
export function scanHtml(html, handlers) {
  const reading = Object.entries(handlers).map(([kind, handler]) => [
    kind,
    (token, raw) => void handler(token, raw),
  ]);
  rewriteHtml(html, Object.fromEntries(reading));
}

/** The value of the tag's attribute with this name, or undefined. */
export function attribute(tag, name) {
  return tag.attrs.find((attr) => attr.name === name)?.value;
}

/** Whether the tag has an attribute with this name. */
export function hasAttribute(tag, name) {
  return tag.attrs.some((attr) => attr.name === name);
}

/**
 * Every `<script>` element, in order: its start tag as written (`markup`), its attributes, its
 * `src`, the text of its body as the browser reads it (what a CSP hash is taken over), and where
 * the element starts and ends in the HTML (`start`, `end`: offsets of its `<` and past its `>`).
 */
export function scriptElements(html) {
  const scripts = [];
  let open = null;
  scanHtml(html, {
    startTag(tag, raw) {
      if (tag.tagName !== 'script') return;
      open = {
        tagName: 'script',
        markup: raw,
        src: attribute(tag, 'src'),
        attrs: tag.attrs,
        text: '',
        start: tag.sourceCodeLocation.startOffset,
        end: html.length,
      };
      scripts.push(open);
    },
    text(token) {
      if (open) open.text += token.text;
    },
    endTag(tag) {
      if (tag.tagName !== 'script') return;
      if (open) open.end = tag.sourceCodeLocation.endOffset;
      open = null;
    },
  });
  return scripts;
}

/**
 * `html` with each `<script>` element for which `replace(script, index)` returns a string
 * replaced, start tag to end tag, by that string; `script` and `index` are as scriptElements
 * gives them. Every other script, and all other markup, stays byte for byte.
 * @param {string} html
 * @param {(script: ReturnType<typeof scriptElements>[number], index: number) => string | undefined} replace
 */
export function rewriteScripts(html, replace) {
  const scripts = scriptElements(html);
  let index = -1;
  let replacing = false;
  return rewriteHtml(html, {
    startTag(tag) {
      if (tag.tagName !== 'script') return undefined;
      index += 1;
      const replacement = replace(scripts[index], index);
      replacing = replacement !== undefined;
      return replacement;
    },
    text: () => (replacing ? '' : undefined),
    endTag(tag) {
      if (!replacing || tag.tagName !== 'script') return undefined;
      replacing = false;
      return '';
    },
  });
}

/** The inline scripts' bodies (scripts without a `src` attribute), in order. */
export function inlineScriptBodies(html) {
  return scriptElements(html)
    .filter((script) => script.src === undefined)
    .map((script) => script.text);
}

/**
 * Event-handler attributes (`on…` on any element), which a strict CSP blocks, as
 * `<tag onx="…">` descriptions; [] for a page without any. Text is never read: only attributes.
 */
export function inlineHandlers(html) {
  const found = [];
  scanHtml(html, {
    startTag(tag) {
      for (const { name, value } of tag.attrs) {
        if (/^on[a-z]/.test(name)) found.push(`<${tag.tagName} ${name}="${value}">`);
      }
    },
  });
  return found;
}
