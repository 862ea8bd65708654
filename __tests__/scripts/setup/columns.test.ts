/** @jest-environment node */
import { FALLBACK_COLUMNS, readableColumns } from '@/scripts/setup/columns';

describe('the prompts’ width', () => {
  it('is 80 columns on a terminal that reports 0 or none', () => {
    const zero = { columns: 0 };
    readableColumns(zero);
    expect(zero.columns).toBe(FALLBACK_COLUMNS);
    const none: { columns?: number } = {};
    readableColumns(none);
    expect(none.columns).toBe(80);
  });

  it('is the terminal’s own where it reports one, before and after a resize', () => {
    const terminal = { columns: 120 };
    readableColumns(terminal);
    expect(terminal.columns).toBe(120);
    // Node sets `columns` again when the window changes size.
    terminal.columns = 64;
    expect(terminal.columns).toBe(64);
    terminal.columns = 0;
    expect(terminal.columns).toBe(80);
  });
});
