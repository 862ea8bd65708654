/**
 * @jest-environment node
 */
import { mergeFlightScripts } from '@/scripts/lib/flight-scripts.mjs';

const first = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const push = (text: string) => `<script>self.__next_f.push([1,${JSON.stringify(text)}])</script>`;

describe('the payload scripts', () => {
  it('join a run into one script that runs the same statements in order', () => {
    const html = `<body><main>hi</main>${first}${push('a')}${push('b')}</body>`;
    const merged = mergeFlightScripts(html);
    expect(merged).toBe(
      '<body><main>hi</main><script>(self.__next_f=self.__next_f||[]).push([0]);' +
        'self.__next_f.push([1,"a"]);self.__next_f.push([1,"b"])</script></body>',
    );
    const self = {} as { __next_f?: unknown[] };
    const body = merged.match(/<script>([\s\S]*)<\/script>/)![1]!;
    new Function('self', body)(self);
    expect(self.__next_f).toEqual([[0], [1, 'a'], [1, 'b']]);
  });

  it('leave other scripts, and runs broken by anything else, as they are', () => {
    const other = '<script>window.x=1</script>';
    const html = `${other}${push('a')}<div></div>${push('b')}<script id="_R_">${push('c')}`;
    expect(mergeFlightScripts(html)).toBe(html);
  });
});
