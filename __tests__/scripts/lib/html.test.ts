/** @jest-environment node */
import {
  inlineHandlers,
  inlineScriptBodies,
  rewriteHtml,
  rewriteScripts,
  scriptElements,
} from '@/scripts/lib/html';

// Markup a regular expression or a parse-and-serialise round trip would not give back as it was.
const awkward = [
  '<!DOCTYPE html>\r\n<HTML lang=en><head><meta charSet="utf-8"/>',
  '<!-- a comment with <script>inside</script> -->',
  '<title>A &amp; B</title><style>p > a { color: red }</style></head>',
  '<body><p title="a > b" data-x=\'1\' hidden>x &lt; y<br/>',
  '<img alt=unquoted src=/a.png><textarea><b>not a tag</b></textarea>',
  '<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>',
  '<script>if (a < b && c > d) document.write("</p>")</script>',
  '</body></html>\n',
].join('');

describe('rewriteHtml', () => {
  it('gives back markup no handler replaces byte for byte', () => {
    expect(rewriteHtml(awkward)).toBe(awkward);
    const seen = rewriteHtml(awkward, { startTag: () => undefined, text: () => undefined });
    expect(seen).toBe(awkward);
  });

  it('gives back a page larger than the tokenizer buffer byte for byte', () => {
    const big = `<html><body>${'<p class="x">é &amp; ü</p>\r\n'.repeat(8000)}</body></html>`;
    expect(big.length).toBeGreaterThan(200_000);
    expect(rewriteHtml(big)).toBe(big);
  });

  it('replaces only the tokens a handler returns a string for', () => {
    const html = '<p title="a > b">one</p><p>two</p>';
    const out = rewriteHtml(html, {
      startTag: (tag, raw) => (tag.attrs.length ? `${raw}[` : undefined),
      text: (token) => (token.text === 'two' ? 'TWO' : undefined),
    });
    expect(out).toBe('<p title="a > b">[one</p><p>TWO</p>');
  });
});

describe('scriptElements', () => {
  it('reads a script whose start tag has a > in an attribute value', () => {
    const html = '<script data-note="a > b">run()</script><p>after</p>';
    expect(scriptElements(html)).toEqual([
      expect.objectContaining({ markup: '<script data-note="a > b">', text: 'run()' }),
    ]);
  });

  it('counts a script with data-src as inline: only src makes it external', () => {
    const html = '<script data-src="/x.js">run()</script><script src="/y.js"></script>';
    expect(inlineScriptBodies(html)).toEqual(['run()']);
    expect(scriptElements(html).map((script) => script.src)).toEqual([undefined, '/y.js']);
  });

  it('says where each script starts and ends, whatever its end tag looks like', () => {
    const element = '<script data-note="a > b">run()</SCRIPT >';
    const html = `<p>before</p>${element}<script>`;
    const [first, unclosed] = scriptElements(html);
    expect(html.slice(first!.start, first!.end)).toBe(element);
    expect(html.slice(unclosed!.start, unclosed!.end)).toBe('<script>');
  });
});

describe('rewriteScripts', () => {
  it('replaces a script whole where asked, and gives back everything else byte for byte', () => {
    const script = '<script>if (a < b && c > d) document.write("</p>")</script>';
    expect(awkward).toContain(script);
    expect(rewriteScripts(awkward, () => undefined)).toBe(awkward);
    expect(rewriteScripts(awkward, () => '<script>go()</script>')).toBe(
      awkward.replace(script, '<script>go()</script>'),
    );
  });

  it('hands over each script with its index, as scriptElements reads them', () => {
    const html = '<script src="/a.js"></script><p>x</p><script>b()</script><script>c()</script>';
    const seen: [string, number][] = [];
    const out = rewriteScripts(html, (script, index) => {
      seen.push([script.text, index]);
      return index === 1 ? '' : undefined;
    });
    expect(seen).toEqual([
      ['', 0],
      ['b()', 1],
      ['c()', 2],
    ]);
    expect(out).toBe('<script src="/a.js"></script><p>x</p><script>c()</script>');
  });
});

describe('inlineHandlers', () => {
  it('passes "on" words in text, comments and scripts', () => {
    const html =
      '<p>Status: online = yes; onclick = nothing</p><!-- onload=x -->' +
      '<script>el.onclick = go</script><a data-online="1" title="onclick=x">x</a>';
    expect(inlineHandlers(html)).toEqual([]);
  });

  it('finds an on* attribute on any element, however it is written', () => {
    const html = '<div onclick="go()">x</div><svg><rect ONLOAD=boom /></svg><p>text</p>';
    expect(inlineHandlers(html)).toEqual(['<div onclick="go()">', '<rect onload="boom">']);
  });
});
