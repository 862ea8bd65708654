/**
 * @jest-environment node
 */
import { mapPayloadText } from '@/scripts/lib/flight-scripts.mjs';
import { scriptElements } from '@/scripts/lib/html.mjs';

const first = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const push = (text: string) => `<script>self.__next_f.push([1,${JSON.stringify(text)}])</script>`;

/** What the page's inline scripts push to `self.__next_f`, run in order. */
function pushed(html: string) {
  const self = {} as { __next_f?: unknown[] };
  for (const script of scriptElements(html)) new Function('self', script.text)(self);
  return self.__next_f;
}

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
