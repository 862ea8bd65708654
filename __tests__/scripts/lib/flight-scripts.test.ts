/**
 * @jest-environment node
 */
import { mapPayloadText, mergeFlightScripts } from '@/scripts/lib/flight-scripts.mjs';
import { scriptElements } from '@/scripts/lib/html.mjs';

const first = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const push = (text: string) => `<script>self.__next_f.push([1,${JSON.stringify(text)}])</script>`;

/** What the page's inline scripts push to `self.__next_f`, run in order. */
function pushed(html: string) {
  const self = {} as { __next_f?: unknown[] };
  for (const script of scriptElements(html)) new Function('self', script.text)(self);
  return self.__next_f;
}

describe('the payload scripts', () => {
  it('join a run into one script that runs the same statements in order', () => {
    const html = `<body><main>hi</main>${first}${push('a')}${push('b')}</body>`;
    const merged = mergeFlightScripts(html);
    expect(merged).toBe(
      '<body><main>hi</main><script>(self.__next_f=self.__next_f||[]).push([0]);' +
        'self.__next_f.push([1,"a"]);self.__next_f.push([1,"b"])</script></body>',
    );
    expect(pushed(merged)).toEqual([[0], [1, 'a'], [1, 'b']]);
  });

  it('leave other scripts, and runs broken by anything else, as they are', () => {
    const other = '<script>window.x=1</script>';
    const html = `${other}${push('a')}<div></div>${push('b')}<script id="_R_">${push('c')}`;
    expect(mergeFlightScripts(html)).toBe(html);
  });

  it('leave a script with attributes out of a run, even one that pushes', () => {
    const withId = '<script id="x">self.__next_f.push([1,"c"])</script>';
    const html = `${first}${push('a')}${withId}${push('b')}`;
    expect(mergeFlightScripts(html)).toBe(
      `<script>(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([1,"a"])</script>${withId}${push('b')}`,
    );
  });

  it('join only what a browser runs as scripts: not their markup in a comment or a textarea', () => {
    const html = `<!--${first}${push('a')}--><textarea>${push('b')}${push('c')}</textarea>`;
    expect(mergeFlightScripts(html)).toBe(html);
  });

  it('end a script where a browser does, at an end tag written in capitals or with a space', () => {
    const html = `${first}<script>self.__next_f.push([1,"a"])</SCRIPT >${push('b')}`;
    const merged = mergeFlightScripts(html);
    expect(scriptElements(merged)).toHaveLength(1);
    expect(pushed(merged)).toEqual([[0], [1, 'a'], [1, 'b']]);
  });
});

describe('the payload text', () => {
  const html = `<main>hi</main>${first}${push('a')}<p>x</p>${push('b')}`;

  it('is handed over whole and pushed back whole where its first piece was', () => {
    const seen: string[] = [];
    const mapped = mapPayloadText(html, (text) => {
      seen.push(text);
      return text.toUpperCase();
    });
    expect(seen).toEqual(['ab']);
    expect(mapped).toBe(`<main>hi</main>${first}${push('AB')}<p>x</p>`);
  });

  it('is escaped so that nothing in it ends the script or the line', () => {
    const text = '</script><script>alert(1)</script><!--<script> & \u2028';
    const mapped = mapPayloadText(html, () => text);
    expect(mapped).not.toContain('</script><script>alert');
    expect(scriptElements(mapped)).toHaveLength(2);
    expect(pushed(mapped)).toEqual([[0], [1, text]]);
  });

  it('is read from the payload scripts only: not from a script with attributes nor from a comment', () => {
    const withId = '<script id="x">self.__next_f.push([1,"c"])</script>';
    const page = `${html}${withId}<!--${push('d')}-->`;
    const seen: string[] = [];
    const mapped = mapPayloadText(page, (text) => (seen.push(text), 'e'));
    expect(seen).toEqual(['ab']);
    expect(mapped).toBe(`<main>hi</main>${first}${push('e')}<p>x</p>${withId}<!--${push('d')}-->`);
  });

  it('is refused when the payload has a push of another kind (binary data)', () => {
    expect(() =>
      mapPayloadText(`${html}<script>self.__next_f.push([3,"QQ=="])</script>`, (text) => text),
    ).toThrow(/push of kind 3/);
  });
});
