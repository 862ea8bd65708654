/**
 * Reads and rewrites exported HTML token by token with parse5's tokenizer
 * (parse5-html-rewriting-stream), as a browser would split it: a `>` inside a quoted attribute
 * value does not end a tag, `data-src` is not `src`, and a script's body is text up to its
 * `</script>`. Markup no handler replaces is copied through byte for byte.
 */
import { RewritingStream } from 'parse5-html-rewriting-stream';
import type { Comment, Doctype, EndTag, SaxToken, StartTag, Text } from 'parse5-sax-parser';

/** What a handler returns: the token's replacement, or undefined (or nothing) to keep its markup. */
type Handler<T> = (token: T, raw: string) => string | undefined | void;

export type Handlers = {
  doctype?: Handler<Doctype>;
  startTag?: Handler<StartTag>;
  endTag?: Handler<EndTag>;
  text?: Handler<Text>;
  comment?: Handler<Comment>;
};

/** An attribute as the tokenizer reads it. */
export type Attribute = StartTag['attrs'][number];

/** Anything with attributes: a start tag, or a script element (scriptElements). */
type WithAttributes = { attrs: Attribute[] };

/** An element's start tag, as the tokenizer gives it or as a script element (scriptElements). */
export type Tag = WithAttributes & { tagName: string };

/** A `<script>` element as scriptElements reads it. */
export type ScriptElement = {
  tagName: 'script';
  markup: string;
  src: string | undefined;
  attrs: Attribute[];
  text: string;
  start: number;
  end: number;
};

/** A RewritingStream whose output is collected in a string instead of the stream's buffer. */
class StringRewriter extends RewritingStream {
  output = '';

  push(chunk: string | null): boolean {
    if (chunk !== null) this.output += chunk;
    return true;
  }
}

/** Where the token's markup is in the HTML: RewritingStream always records it. */
function location(token: SaxToken) {
  if (!token.sourceCodeLocation) throw new Error('html: the tokenizer gave a token no location');
  return token.sourceCodeLocation;
}

/**
 * Runs the HTML through the tokenizer. `handlers` maps a token kind (doctype, startTag, endTag,
 * text, comment) to `(token, raw) => replacement`; a handler that returns undefined, and every
 * token without a handler, keeps its raw markup. Returns the rewritten HTML.
 */
export function rewriteHtml(html: string, handlers: Handlers = {}): string {
  const rewriter = new StringRewriter();
  let read = 0;
  const emit =
    <T extends SaxToken>(handler: Handler<T> | undefined) =>
    (token: T, raw: string) => {
      read = location(token).endOffset;
      const replacement = handler?.(token, raw);
      rewriter.emitRaw(typeof replacement === 'string' ? replacement : raw);
    };
  rewriter.on('doctype', emit(handlers.doctype));
  rewriter.on('startTag', emit(handlers.startTag));
  rewriter.on('endTag', emit(handlers.endTag));
  rewriter.on('text', emit(handlers.text));
  rewriter.on('comment', emit(handlers.comment));
  rewriter.end(html);
  // Node runs a Transform's write and final flush synchronously; were that ever to change, the
  // rest of the page would be missing here, and this says so rather than ship it.
  if (read !== html.length) {
    throw new Error(`rewriteHtml: the tokenizer stopped at ${read} of ${html.length} characters`);
  }
  return rewriter.output;
}

/** Visits every token, for reading; same handlers as rewriteHtml, return values ignored. */
export function scanHtml(html: string, handlers: Handlers): void {
  rewriteHtml(html, handlers);
}

/** The value of the tag's attribute with this name, or undefined. */
export function attribute(tag: WithAttributes, name: string): string | undefined {
  return tag.attrs.find((attr) => attr.name === name)?.value;
}

/** Whether the tag has an attribute with this name. */
export function hasAttribute(tag: WithAttributes, name: string): boolean {
  return tag.attrs.some((attr) => attr.name === name);
}

/**
 * Every `<script>` element, in order: its start tag as written (`markup`), its attributes, its
 * `src`, the text of its body as the browser reads it (what a CSP hash is taken over), and where
 * the element starts and ends in the HTML (`start`, `end`: offsets of its `<` and past its `>`).
 */
export function scriptElements(html: string): ScriptElement[] {
  const scripts: ScriptElement[] = [];
  let open: ScriptElement | null = null;
  scanHtml(html, {
    startTag(tag, raw) {
      if (tag.tagName !== 'script') return;
      open = {
        tagName: 'script',
        markup: raw,
        src: attribute(tag, 'src'),
        attrs: tag.attrs,
        text: '',
        start: location(tag).startOffset,
        end: html.length,
      };
      scripts.push(open);
    },
    text(token) {
      if (open) open.text += token.text;
    },
    endTag(tag) {
      if (tag.tagName !== 'script') return;
      if (open) open.end = location(tag).endOffset;
      open = null;
    },
  });
  return scripts;
}

/**
 * `html` with each `<script>` element for which `replace(script, index)` returns a string
 * replaced, start tag to end tag, by that string; `script` and `index` are as scriptElements
 * gives them. Every other script, and all other markup, stays byte for byte.
 */
export function rewriteScripts(
  html: string,
  replace: (script: ScriptElement, index: number) => string | undefined,
): string {
  const scripts = scriptElements(html);
  let index = -1;
  let replacing = false;
  return rewriteHtml(html, {
    startTag(tag) {
      if (tag.tagName !== 'script') return undefined;
      index += 1;
      const script = scripts[index];
      if (!script) throw new Error(`rewriteScripts: scriptElements missed script ${index}`);
      const replacement = replace(script, index);
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
export function inlineScriptBodies(html: string): string[] {
  return scriptElements(html)
    .filter((script) => script.src === undefined)
    .map((script) => script.text);
}

/**
 * Event-handler attributes (`on…` on any element), which a strict CSP blocks, as
 * `<tag onx="…">` descriptions; [] for a page without any. Text is never read: only attributes.
 */
export function inlineHandlers(html: string): string[] {
  const found: string[] = [];
  scanHtml(html, {
    startTag(tag) {
      for (const { name, value } of tag.attrs) {
        if (/^on[a-z]/.test(name)) found.push(`<${tag.tagName} ${name}="${value}">`);
      }
    },
  });
  return found;
}
