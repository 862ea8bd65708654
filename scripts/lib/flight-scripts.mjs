/**
 * Next writes the page's React Server Components payload as inline scripts, one per chunk of its
 * stream: five on Node 20, thirty on Node 26, whose streams flush in smaller pieces. Each inline
 * script is a hash in the page's CSP, and Cloudflare refuses a `_headers` line over 2,000
 * characters, so a run of them becomes one script: the same statements, in the same order, with
 * nothing between them (React escapes `</script>` inside the payload, so none ends early).
 */
const RUN =
  /(?:<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((?:(?!<\/script>)[\s\S])*<\/script>){2,}/g;

const OPEN = '<script>';
const CLOSE = '</script>';

/** `html` with each run of adjacent payload scripts joined into one. */
export function mergeFlightScripts(html) {
  return html.replace(
    RUN,
    (run) =>
      `${OPEN}${run
        .slice(OPEN.length, -CLOSE.length)
        .split(CLOSE + OPEN)
        .join(';')}${CLOSE}`,
  );
}

// One push of the payload: `[0]` (the start) or `[1,"…"]` (a piece of its text, a JSON string).
const PUSH =
  /(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[\d+(?:,"(?:[^"\\]|\\.)*")?\])\)/g;
const PUSHES = new RegExp(`^(?:${PUSH.source};?)+$`);
const SCRIPT = /<script>((?:(?!<\/script>)[\s\S])*)<\/script>/g;

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

/** The pushes of an inline script made of nothing else, as [statement, [kind, text?]]; else []. */
const pushesOf = (body) =>
  PUSHES.test(body) ? [...body.matchAll(PUSH)].map((push) => [push[0], JSON.parse(push[1])]) : [];

/**
 * `html` with its payload's text (every `self.__next_f.push([1, text])`, joined) replaced by
 * `mapText(text)`, pushed whole where the first piece was; a script left with no push goes.
 * Throws on a push of another kind (binary data, a form's state), which a static page lacks.
 * @param {string} html
 * @param {(text: string) => string} mapText
 */
export function mapPayloadText(html, mapText) {
  const pushes = [...html.matchAll(SCRIPT)].flatMap((script) => pushesOf(script[1]));
  const other = pushes.find(([, [kind]]) => kind !== 0 && kind !== 1);
  if (other) throw new Error(`the page's payload has a push of kind ${other[1][0]}`);
  const pieces = pushes.filter(([, [kind]]) => kind === 1);
  if (pieces.length === 0) return html;
  const text = mapText(pieces.map(([, [, piece]]) => piece).join(''));
  let placed = false;
  return html.replace(SCRIPT, (whole, body) => {
    const own = pushesOf(body);
    if (!own.some(([, [kind]]) => kind === 1)) return whole;
    const kept = own.filter(([, [kind]]) => kind !== 1).map(([statement]) => statement);
    if (!placed) kept.push(`self.__next_f.push([1,${inScript(text)}])`);
    placed = true;
    return kept.length ? `<script>${kept.join(';')}</script>` : '';
  });
}
