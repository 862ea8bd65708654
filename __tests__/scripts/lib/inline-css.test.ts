/** @jest-environment node */
import { inlineStylesheets } from '@/scripts/lib/inline-css';

const css = '.a{color:red}';
const href = '/_next/static/chunks/site.css';
const link = `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const exported = `<html><head><meta charSet="utf-8"/>${link}<title>t</title></head><body><p>x</p></body></html>`;

describe('inlineStylesheets', () => {
  it("puts Next's stylesheet in the page and keeps its link, disabled, as a marker", () => {
    const read = jest.fn(() => css);
    const html = inlineStylesheets(exported, read);
    expect(read).toHaveBeenCalledWith(href);
    expect(html).toBe(
      exported.replace(
        link,
        `<style data-precedence="next" data-href="${href}">${css}</style>` +
          `<link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`,
      ),
    );
  });

  it('leaves a page with no stylesheet, and links Next did not write, as they are', () => {
    const others = [
      '<link rel="stylesheet" href="/print.css" data-precedence="next" media="print"/>',
      `<link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`,
      '<link rel="stylesheet" href="https://example.com/x.css"/>',
      '<link rel="preload" as="style" href="/_next/static/chunks/site.css"/>',
      `<link rel="stylesheet" data-precedence="next" href="/_next/static/chunks/site.js"/>`,
    ].join('');
    const page = `<html><head>${others}</head><body></body></html>`;
    const read = jest.fn(() => css);
    expect(inlineStylesheets(page, read)).toBe(page);
    expect(read).not.toHaveBeenCalled();
  });

  it('escapes the URL it writes back into attributes', () => {
    const odd = '/_next/static/chunks/a&quot;b.css';
    const html = inlineStylesheets(
      `<html><head><link rel="stylesheet" href="${odd}" data-precedence="next"/></head></html>`,
      () => css,
    );
    expect(html).toContain(`data-href="${odd}"`);
    expect(html).toContain(`href="${odd}" data-precedence="next" disabled=""`);
  });

  it('refuses a stylesheet whose text would close the <style> element', () => {
    expect(() => inlineStylesheets(exported, () => 'a::after{content:"</style><p>"}')).toThrow(
      `${href} contains "</style" and cannot be put in the page`,
    );
  });
});
