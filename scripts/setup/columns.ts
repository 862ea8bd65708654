/** What a terminal that reports no width (some pseudo-terminals say 0 columns) is taken to be. */
export const FALLBACK_COLUMNS = 80;

/**
 * Makes `stream` report a usable width where it reports none. @clack/prompts wraps every line at
 * `output.columns` whenever that is a number, so 0 put each character on a line of its own. The
 * terminal's own size still wins, including after a resize (Node sets `columns` again then).
 */
export function readableColumns(stream: { columns?: number }, fallback = FALLBACK_COLUMNS) {
  let columns = stream.columns;
  Object.defineProperty(stream, 'columns', {
    configurable: true,
    enumerable: true,
    get: () => (columns && columns > 0 ? columns : fallback),
    set: (value: number | undefined) => {
      columns = value;
    },
  });
}
