import { markdownTable, textTable } from '@/bench/src/table';

describe('the report tables', () => {
  it('pads text columns, the first to the left and the rest to the right', () => {
    expect(
      textTable(
        ['route', 'JS'],
        [
          ['/', '1.0 KB'],
          ['/network', '12.5 KB'],
        ],
      ),
    ).toBe(
      ['route          JS', '--------  -------', '/          1.0 KB', '/network  12.5 KB'].join(
        '\n',
      ),
    );
  });

  it('right-aligns Markdown columns after the first and escapes pipes in cells', () => {
    expect(markdownTable(['Route', 'Loads'], [['/', 'a | b']])).toBe(
      ['| Route | Loads |', '| --- | ---: |', '| / | a \\| b |'].join('\n'),
    );
  });
});
