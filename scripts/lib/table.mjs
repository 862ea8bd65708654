/** Plain-text and Markdown tables for the size and bench reports. */

/** Pads columns to their widest cell; the first column is left-aligned, the rest right-aligned. */
export function textTable(header, rows) {
  const widths = header.map((_, i) =>
    Math.max(...[header, ...rows].map((row) => String(row[i]).length)),
  );
  const line = (row) =>
    row
      .map((cell, i) =>
        i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]),
      )
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function markdownTable(header, rows) {
  const line = (row) => `| ${row.map((cell) => String(cell).replace(/\|/g, '\\|')).join(' | ')} |`;
  const rule = `| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
