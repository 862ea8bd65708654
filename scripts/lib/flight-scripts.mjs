/**
 * Next writes the page's React Server Components payload as inline scripts, one per chunk of its
 * stream: five on Node 20, thirty on Node 26, whose streams flush in smaller pieces. The short
 * class names (./short-classes.mjs) rewrite its text whole, and put it back as one script, so each
 * page's CSP hashes two payload scripts whatever the Node. The scripts are found by the HTML
 * tokenizer (./html.mjs), as a browser reads them; the patterns below read only a script's own
 * text.
 */
import { rewriteScripts, scriptElements } from './html.mjs';

// `self.__next_f.push(`, as the payload's first script writes it or as the others do.
const PUSH_CALL = /(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(/;
// One push of the payload: `[0]` (the start) or `[1,"…"]` (a piece of its text, a JSON string).
const PUSH = new RegExp(String.raw`${PUSH_CALL.source}(\[\d+(?:,"(?:[^"\\]|\\.)*")?\])\)`, 'g');
const PUSHES = new RegExp(`^(?:${PUSH.source};?)+$`);

// As Next escapes the payload in a script: nothing in it can end the script or the line.
const SCRIPT_ESCAPES = {
  '&': '\\u0026',
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const inScript = (text) =>
  JSON.stringify(text).replace(/[&<>\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character]);

/** The pushes of a payload script made of nothing else, as [statement, [kind, text?]]; else []. */
const pushesOf = (script) =>
  script.attrs.length === 0 && PUSHES.test(script.text)
    ? [...script.text.matchAll(PUSH)].map((push) => [push[0], JSON.parse(push[1])])
    : [];

/**
 * `html` with its payload's text (every `self.__next_f.push([1, text])`, joined) replaced by
 * `mapText(text)`, pushed whole where the first piece was; a script left with no push goes.
 * Throws on a push of another kind (binary data, a form's state), which a static page lacks.
 * @param {string} html
 * @param {(text: string) => string} mapText
 */
export function mapPayloadText(html, mapText) {
  const scripts = scriptElements(html).map(pushesOf);
  const pushes = scripts.flat();
  const other = pushes.find(([, [kind]]) => kind !== 0 && kind !== 1);
  if (other) throw new Error(`the page's payload has a push of kind ${other[1][0]}`);
  const pieces = pushes.filter(([, [kind]]) => kind === 1);
  if (pieces.length === 0) return html;
  const text = mapText(pieces.map(([, [, piece]]) => piece).join(''));
  let placed = false;
  return rewriteScripts(html, (_, index) => {
    const own = scripts[index];
    if (!own.some(([, [kind]]) => kind === 1)) return undefined;
    const kept = own.filter(([, [kind]]) => kind !== 1).map(([statement]) => statement);
    if (!placed) kept.push(`self.__next_f.push([1,${inScript(text)}])`);
    placed = true;
    return kept.length ? `<script>${kept.join(';')}</script>` : '';
  });
}
