/**
 * Runs in the page: when the last byte of the document and of every script asked for before
 * `hydrated` arrived (ms from navigation start), so that a margin over the floor can be split
 * into the time the page's bytes take on the phone's link and the time its main thread takes.
 */
export function lastByteBefore(hydrated: number): number | null {
  const [document] = performance.getEntriesByType('navigation') as PerformanceResourceTiming[];
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) => /\.m?js$/.test(new URL(entry.name).pathname) && entry.startTime < hydrated,
  );
  return document ? Math.max(document.responseEnd, ...scripts.map((s) => s.responseEnd)) : null;
}
