/** @jest-environment node */
import { mapModelRows } from '@/scripts/lib/flight-rows.mjs';
import {
  classPlan,
  renameInPage,
  renameInPayload,
  renameInStylesheet,
  stylesheetClasses,
} from '@/scripts/lib/short-classes.mjs';

const css = [
  '.flex{display:flex}',
  '.mt-2{margin-top:.5rem}',
  '.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}',
  '.group:hover .group-hover\\:visible{visibility:visible}',
  '.loading-overlay{animation:1ms linear 2s forwards hide}',
  '.unused{color:red}',
].join('');

// A payload as Next writes it: a host element, a client component's element and a text row.
const text = 'a <div className="mt-2"> in a text row';
// A text row has no newline: its length says where it ends.
const payload =
  '1:I[5,["$2"],"Island"]\n' +
  '0:["$","div",null,{"className":"flex mt-2 md:grid-cols-2","children":[["$","$L1",null,{"className":"flex"}],"$3"]}]\n' +
  `3:T${Buffer.byteLength(text).toString(16)},${text}` +
  '4:["$","span",null,{"className":"group loading-overlay","children":"é"}]\n';

/** As Next writes the payload in a script. */
const inScript = (value: string) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');

const page = (body: string, pushed: string) =>
  `<html><body>${body}<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script>self.__next_f.push([1,${JSON.stringify(pushed.slice(0, 40))}])</script>` +
  `<script>self.__next_f.push([1,${JSON.stringify(pushed.slice(40))}])</script></body></html>`;

const html = page(
  '<div class="flex mt-2 md:grid-cols-2"><span class="group loading-overlay">é</span><i class="mt-2 not-styled"></i></div>',
  payload,
);

const plan = () =>
  classPlan({
    stylesheets: [css],
    pages: [html],
    payloads: [payload],
    // A chunk writes `flex` itself; the overlay's clock looks `.loading-overlay` up.
    scripts: ['e.className=`flex ${x}`', 'document.querySelector(".loading-overlay")'],
  });

describe('short class names', () => {
  it('read the classes a stylesheet names, unescaped', () => {
    expect([...stylesheetClasses(css)].sort()).toEqual([
      'flex',
      'group',
      'group-hover:visible',
      'loading-overlay',
      'md:grid-cols-2',
      'mt-2',
      'unused',
    ]);
  });

  it('go to the classes the markup uses, the most used first; a class a script writes keeps its name beside the short one; one a script looks up keeps its own alone', () => {
    const { rename, alias } = plan();
    expect(Object.fromEntries(rename)).toEqual({
      'mt-2': 'a',
      flex: 'b',
      group: 'c',
      'md:grid-cols-2': 'd',
    });
    expect([...alias]).toEqual(['flex']);
  });

  it('keep the name of a class handed to a client component as a prop', () => {
    const handed = payload.replace('{"className":"flex"}', '{"className":"mt-2"}');
    const { alias } = classPlan({
      stylesheets: [css],
      pages: [html],
      payloads: [handed],
      scripts: [],
    });
    expect([...alias]).toEqual(['mt-2']);
  });

  it('rename the stylesheet, writing an aliased class’s selectors both ways', () => {
    const renamed = renameInStylesheet(css, plan());
    expect(renamed).toContain('.b,.flex{display:flex}');
    expect(renamed).toContain('.a{margin-top:.5rem}');
    expect(renamed).toContain('.d{grid-template-columns');
    expect(renamed).toContain('.c:hover .group-hover\\:visible{visibility:visible}');
    expect(renamed).toContain('.loading-overlay{');
    expect(renamed).toContain('.unused{');
  });

  it('rename the page’s own elements in a payload, not a client component’s props nor a text row', () => {
    const renamed = renameInPayload(payload, plan());
    expect(renamed).toContain('"className":"b a d"');
    expect(renamed).toContain('["$","$L1",null,{"className":"flex"}]');
    expect(renamed).toContain(`3:T${Buffer.byteLength(text).toString(16)},${text}4:`);
    expect(renamed).toContain('"className":"c loading-overlay","children":"é"');
  });

  it('rename a page’s class attributes and its payload, pushed whole where it began', () => {
    const renamed = renameInPage(html, plan());
    expect(renamed).toContain(
      '<div class="b a d"><span class="c loading-overlay">é</span><i class="a not-styled"></i></div>',
    );
    expect(renamed).toBe(
      page(
        '<div class="b a d"><span class="c loading-overlay">é</span><i class="a not-styled"></i></div>',
        '',
      )
        .replace(/<script>self\.__next_f\.push\(\[1,""\]\)<\/script>/g, '')
        .replace(
          '</body>',
          `<script>self.__next_f.push([1,${inScript(renameInPayload(payload, plan()))}])</script></body>`,
        ),
    );
  });

  it('write a class attribute escaped, as the HTML had it', () => {
    const escaped = '<p class="mt-2 [&amp;&gt;a]:underline">x</p>';
    expect(renameInPage(escaped, plan())).toBe('<p class="a [&amp;>a]:underline">x</p>');
  });

  it('refuse a payload with binary rows rather than guess at them', () => {
    expect(() => mapModelRows('5:A4,abcd', (value) => value)).toThrow(/binary row/);
  });
});
