/**
 * Where a page's main thread spends its CPU from navigation start until it has hydrated, by kind
 * of work, read off a Chromium trace. Each trace event's own CPU time (its thread time, `tdur`,
 * less its children's) goes to the kind of its nearest enclosing event that has one (a script's
 * style recalculation is style, not script); what no such event encloses is `other` (navigation,
 * loading, the scheduler, garbage collection outside a script). Thread time counts only what the
 * thread ran, so it moves far less than wall time with what else the machine is doing. Used by
 * `npm run bench:main-thread` (main-thread-cli.ts).
 */

export const KINDS = ['parse', 'style', 'layout', 'paint', 'images', 'script', 'other'] as const;
export type Kind = (typeof KINDS)[number];
export type Work = Record<Kind | 'total', number>;

/** The trace events that name a kind of work (Chromium's devtools.timeline and blink names). */
const KIND_OF: Record<string, Kind> = {
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'parse',
  'DecodedDataDocumentParser::AppendBytes': 'parse',
  'TextResourceDecoder::Decode': 'parse',
  'Document::FinishedParsing': 'parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  // Setting up an SVG <img>'s own document (IsolatedSVGDocumentHost's events, below) and drawing
  // pictures; that document's parse, style and layout count as those kinds.
  PaintImage: 'images',
  'Decode Image': 'images',
  'ImageResourceContent::updateImage': 'images',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'v8.compile': 'script',
  'v8.run': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
};

const kindOf = (name: string): Kind | undefined =>
  KIND_OF[name] ?? (name.startsWith('IsolatedSVGDocumentHost::') ? 'images' : undefined);

/** The categories a trace needs for this: the kinds' events, and navigation start. */
export const TRACE_CATEGORIES = [
  'blink',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink.user_timing',
  'loading',
];

export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
};

/**
 * The main thread's work on the page whose navigation is to `url`, in milliseconds of thread time:
 * every task that began from its navigation start until `hydratedMs` after it, each whole with
 * everything nested in it (the task that hydrates runs past the moment it is seen); null when the
 * trace has no such navigation.
 */
export function mainThreadWork(
  events: readonly TraceEvent[],
  url: string,
  hydratedMs: number,
): Work | null {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url,
  );
  if (!navigation) return null;
  const main = events.find(
    (e) =>
      e.name === 'thread_name' && e.pid === navigation.pid && e.args?.name === 'CrRendererMain',
  );
  if (!main) return null;
  const end = navigation.ts + hydratedMs * 1000;
  const complete = events
    .filter(
      (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number',
    )
    // Parents before their children: earlier first, and the longer of two that start together.
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);

  const work = Object.fromEntries([...KINDS, 'total'].map((kind) => [kind, 0])) as Work;
  const open: { event: TraceEvent; kind: Kind }[] = [];
  for (const event of complete) {
    while (open.length && open.at(-1)!.event.ts + open.at(-1)!.event.dur! <= event.ts) open.pop();
    const parent = open.at(-1);
    // A task is in when it began within the window; what is nested in it comes with it.
    const counted = parent ? open[0]!.event : event;
    if (counted.ts < navigation.ts || counted.ts >= end) {
      open.push({ event, kind: 'other' });
      continue;
    }
    const cpu = (event.tdur ?? event.dur!) / 1000;
    const kind = kindOf(event.name) ?? parent?.kind ?? 'other';
    work[kind] += cpu;
    if (parent) work[parent.kind] -= cpu;
    else work.total += cpu;
    open.push({ event, kind });
  }
  return work;
}
