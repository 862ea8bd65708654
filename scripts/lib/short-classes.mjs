/**
 * Gives the stylesheet's classes that the pages' own markup uses short names (`a`, `b`, … `ab`),
 * in the stylesheet, every page's HTML and every payload. A page carries its markup twice: as HTML
 * and in React's payload, more than gzip's 32 KB window after it, and its class lists were more
 * than half of both (home in Japanese: 17.6 of 32.5 KB of `<main>`).
 *
 * The JavaScript is left as it is: a class a chunk's code writes itself keeps its name too, as an
 * alias in the stylesheet (`.a,.flex{…}`), and so does a class handed to a client component as a
 * prop. A class a script looks up as a selector (`.loading-overlay`) keeps its name everywhere.
 * Classes are renamed only where React renders them from the payload's own elements: a page's
 * HTML then hydrates with the short names (React leaves a server-rendered attribute as it is), and
 * a client-side navigation renders the next page's short names from its `.txt` payload.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { isElement, isTagName, mapModelRows, visitElements } from './flight-rows.mjs';
import { mapPayloadText } from './flight-scripts.mjs';
import { attribute, inlineScriptBodies, rewriteHtml, scanHtml } from './html.mjs';

const tokens = (value) => value.split(/\s+/).filter(Boolean);

/** The class names a stylesheet's selectors use, unescaped. */
export function stylesheetClasses(css) {
  const found = new Set();
  const collect = selectorParser((selectors) =>
    selectors.walkClasses((node) => void found.add(node.value)),
  );
  postcss.parse(css).walkRules((rule) => void collect.processSync(rule.selector));
  return found;
}

/** Every string in a client component's own props, not in the elements it is handed. */
function ownStrings(value, found = []) {
  if (typeof value === 'string') found.push(value);
  else if (isElement(value)) return found;
  else if (Array.isArray(value)) value.forEach((item) => ownStrings(item, found));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => ownStrings(item, found));
  return found;
}

/** The payload's classes: on the page's own elements (`markup`) and in client components' props. */
function payloadClasses(payload) {
  const markup = [];
  const props = [];
  mapModelRows(payload, (value) => {
    visitElements(value, (type, elementProps) => {
      if (!isTagName(type)) props.push(...ownStrings(elementProps).flatMap(tokens));
      else if (typeof elementProps.className === 'string')
        markup.push(...tokens(elementProps.className));
    });
    return value;
  });
  return { markup, props };
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Which classes get which short name, and which keep their own beside it. From the stylesheets,
 * the pages' HTML and payloads, and every script (chunks and the pages' inline scripts).
 * @param {{ stylesheets: string[], pages: string[], payloads: string[], scripts: string[] }} export
 */
export function classPlan({ stylesheets, pages, payloads, scripts }) {
  const styled = new Set(stylesheets.flatMap((css) => [...stylesheetClasses(css)]));
  const counts = new Map();
  const count = (name) => counts.set(name, (counts.get(name) ?? 0) + 1);
  for (const html of pages) {
    scanHtml(html, {
      startTag(tag) {
        const value = attribute(tag, 'class');
        if (value) tokens(value).forEach(count);
      },
    });
  }
  const inProps = new Set();
  for (const payload of payloads) {
    const { markup, props } = payloadClasses(payload);
    markup.forEach(count);
    props.forEach((name) => inProps.add(name));
  }
  const code = scripts.join('\n');
  // Words of the code as a class list would be written in it: in quotes, or in a template
  // literal around its `${…}`s.
  const words = new Set(code.split(/[\s"'`]|\$\{|\}/));
  const asSelector = (name) => new RegExp(`\\.${escapeRegExp(name)}(?![\\w-])`).test(code);
  const candidates = [...counts.keys()].filter((name) => styled.has(name) && !asSelector(name));
  candidates.sort((a, b) => counts.get(b) - counts.get(a) || (a < b ? -1 : 1));
  const taken = new Set([...styled, ...counts.keys()]);
  const rename = new Map();
  let next = 0;
  for (const name of candidates) {
    let short;
    do short = shortName(next++);
    while (taken.has(short));
    rename.set(name, short);
  }
  const alias = new Set(candidates.filter((name) => words.has(name) || inProps.has(name)));
  return { rename, alias };
}

/** The `index`th short name: a … z, aa … zz, aaa …. */
function shortName(index) {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(97 + ((rest - 1) % 26)) + name;
  }
  return name;
}

const renamed = (value, rename) => value.replace(/\S+/g, (name) => rename.get(name) ?? name);

/**
 * The stylesheet with each renamed class's short name; an aliased one's selectors are written
 * twice, with its own name and with the short one (both ways for each aliased class in them).
 */
export function renameInStylesheet(css, { rename, alias }) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const variants = rule.selectors.flatMap((selector) => {
      const inSelector = [];
      selectorParser((selectors) =>
        selectors.walkClasses((node) => void inSelector.push(node.value)),
      ).processSync(selector);
      if (!inSelector.some((name) => rename.has(name))) return [selector];
      const kept = [...new Set(inSelector.filter((name) => alias.has(name)))];
      return Array.from({ length: 2 ** kept.length }, (_, mask) => {
        const own = new Set(kept.filter((_, bit) => mask & (1 << bit)));
        return selectorParser((selectors) =>
          selectors.walkClasses((node) => {
            if (rename.has(node.value) && !own.has(node.value)) node.value = rename.get(node.value);
          }),
        ).processSync(selector);
      });
    });
    rule.selector = variants.join(',');
  });
  return root.toString();
}

/** A payload with the short names on the page's own elements (client components' props as they are). */
export function renameInPayload(payload, { rename }) {
  return mapModelRows(payload, (value) => {
    visitElements(value, (type, props) => {
      if (
        isTagName(type) &&
        typeof props.className === 'string' &&
        !props.className.startsWith('$')
      ) {
        props.className = renamed(props.className, rename);
      }
    });
    return value;
  });
}

/** A page with the short names in its class attributes and its payload. */
export function renameInPage(html, plan) {
  const withAttributes = rewriteHtml(html, {
    startTag(tag, raw) {
      const value = attribute(tag, 'class');
      if (!value) return undefined;
      const written = renamed(value, plan.rename).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      return raw.replace(/(\sclass=")[^"]*"/, (_, start) => `${start}${written}"`);
    },
  });
  return mapPayloadText(withAttributes, (payload) => renameInPayload(payload, plan));
}

/** Whether an inline script is one of the payload's pushes. */
const isPayloadScript = (body) => /^\(?self\.__next_f/.test(body);

/** Whether a `.txt` file of the export is a payload (`0:…`, `1:"$Sreact.fragment"`), not robots.txt. */
const isPayload = (text) => /^[0-9a-f]+:/.test(text);

/**
 * Renames the export's classes in place: its stylesheets under _next/, every HTML page and every
 * payload. `scripts` are inline scripts the build adds to the pages afterwards. Returns how many
 * classes got a short name and how many keep their own beside it.
 * @param {string} outDir
 * @param {string[]} [scripts]
 */
export async function shortenClasses(outDir, scripts = []) {
  const files = (await readdir(outDir, { recursive: true })).map((file) =>
    file.split(path.sep).join('/'),
  );
  const read = async (list) =>
    Promise.all(list.map((file) => readFile(path.join(outDir, file), 'utf8')));
  const cssFiles = files.filter((file) => file.startsWith('_next/') && file.endsWith('.css'));
  const jsFiles = files.filter((file) => file.startsWith('_next/') && file.endsWith('.js'));
  const htmlFiles = files.filter((file) => file.endsWith('.html'));
  const textFiles = files.filter((file) => file.endsWith('.txt'));
  const [stylesheets, chunks, pages, texts] = await Promise.all(
    [cssFiles, jsFiles, htmlFiles, textFiles].map(read),
  );
  const payloadFiles = textFiles.filter((_, index) => isPayload(texts[index]));
  const payloads = texts.filter(isPayload);
  const inlinePayloads = pages.map((html) => {
    let payload = '';
    mapPayloadText(html, (text) => (payload = text));
    return payload;
  });
  const plan = classPlan({
    stylesheets,
    pages,
    payloads: [...payloads, ...inlinePayloads],
    scripts: [
      ...chunks,
      ...pages.flatMap(inlineScriptBodies).filter((body) => !isPayloadScript(body)),
      ...scripts,
    ],
  });
  const write = (list, contents, rewrite) =>
    Promise.all(
      list.map((file, index) => writeFile(path.join(outDir, file), rewrite(contents[index]))),
    );
  await write(cssFiles, stylesheets, (css) => renameInStylesheet(css, plan));
  await write(htmlFiles, pages, (html) => renameInPage(html, plan));
  await write(payloadFiles, payloads, (payload) => renameInPayload(payload, plan));
  return { renamed: plan.rename.size, aliased: plan.alias.size };
}
