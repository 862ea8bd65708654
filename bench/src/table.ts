/** Plain-text and Markdown tables for the size and bench reports. */

type Cell = string | number;

/** Pads columns to their widest cell; the first column is left-aligned, the rest right-aligned. */
export function textTable(header: readonly Cell[], rows: readonly (readonly Cell[])[]): string {
  const widths = header.map((_, i) =>
    Math.max(...[header, ...rows].map((row) => String(row[i]).length)),
  );
  const line = (row: readonly Cell[]) =>
    row
      .map((cell, i) =>
        i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!),
      )
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** A GitHub table: the first column left-aligned, the rest right-aligned; `|` in a cell escaped. */
export function markdownTable(header: readonly Cell[], rows: readonly (readonly Cell[])[]): string {
  const line = (row: readonly Cell[]) =>
    `| ${row.map((cell) => String(cell).replace(/\|/g, '\\|')).join(' | ')} |`;
  const rule = `| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
