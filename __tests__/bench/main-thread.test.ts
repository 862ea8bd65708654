/** @jest-environment node */
import { mainThreadWork, type TraceEvent } from '@/bench/src/main-thread';

const URL = 'http://localhost:4501/';
const [PID, MAIN, OTHER_THREAD] = [7, 1, 2];
const NAV = 1_000_000;

/** A complete event on the page's main thread, `at` and `cpu` in ms after navigation start. */
const task = (name: string, at: number, ms: number, cpu = ms): TraceEvent => ({
  name,
  ph: 'X',
  pid: PID,
  tid: MAIN,
  ts: NAV + at * 1000,
  dur: ms * 1000,
  tdur: cpu * 1000,
});

const metadata: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: PID, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  {
    name: 'thread_name',
    ph: 'M',
    pid: PID,
    tid: OTHER_THREAD,
    ts: 0,
    args: { name: 'Compositor' },
  },
  {
    name: 'navigationStart',
    ph: 'R',
    pid: PID,
    tid: MAIN,
    ts: NAV,
    args: { data: { documentLoaderURL: URL } },
  },
];

const work = (events: TraceEvent[], hydratedMs = 1000) =>
  mainThreadWork([...metadata, ...events], URL, hydratedMs);

it('counts each event once, as its own time less its children’s, under its own kind', () => {
  // Listed children first: a parent that starts with its child is still taken as the parent.
  const result = work([
    task('UpdateLayoutTree', 25, 5),
    task('EvaluateScript', 20, 30),
    task('ParseHTML', 10, 60),
    task('RunTask', 10, 100),
  ]);
  expect(result).toEqual({
    parse: 30,
    style: 5,
    layout: 0,
    paint: 0,
    images: 0,
    script: 25,
    other: 40,
    total: 100,
  });
});

it('gives an unnamed event’s time to the kind of the event that encloses it', () => {
  const result = work([
    task('Layout', 0, 20),
    task('LayoutNG::Something', 5, 10),
    task('IsolatedSVGDocumentHost::IsolatedSVGDocumentHost::createFrame', 30, 4),
  ]);
  expect(result).toMatchObject({ layout: 20, images: 4, other: 0, total: 24 });
});

it('counts thread time, not wall time', () => {
  expect(work([task('Paint', 0, 50, 12)])).toMatchObject({ paint: 12, total: 12 });
});

it('counts only the page’s main thread, from navigation start until it hydrated', () => {
  const result = work(
    [
      { ...task('Layout', 10, 40), tid: OTHER_THREAD },
      { ...task('Layout', 10, 40), pid: PID + 1 },
      task('ParseHTML', -5, 4),
      task('FunctionCall', 100, 8),
      task('FunctionCall', 600, 8),
    ],
    500,
  );
  expect(result).toMatchObject({ layout: 0, parse: 0, script: 8, total: 8 });
});

it('counts each task that began in the window whole, and none that began outside it', () => {
  const result = work(
    [
      // Began before navigation start: out, with what it holds.
      task('RunTask', -10, 20),
      task('Layout', 2, 5),
      // Began before hydration and ran past it: in, with what it holds after it.
      task('RunTask', 490, 40),
      task('FunctionCall', 505, 20),
      // Began after hydration: out.
      task('Paint', 530, 5),
    ],
    500,
  );
  expect(result).toMatchObject({ layout: 0, script: 20, other: 20, paint: 0, total: 40 });
});

it('finds nothing for a page the trace did not navigate to', () => {
  expect(mainThreadWork(metadata, 'http://localhost:4501/ja', 1000)).toBeNull();
});
