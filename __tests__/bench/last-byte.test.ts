/** @jest-environment node */
import { lastByteBefore } from '@/bench/src/last-byte';

type Entry = { name: string; startTime: number; responseEnd: number };

function stubTimings(document: Entry | null, resources: Entry[]) {
  jest
    .spyOn(performance, 'getEntriesByType')
    .mockImplementation(
      (type) =>
        (type === 'navigation'
          ? document
            ? [document]
            : []
          : resources) as unknown as PerformanceEntryList,
    );
}

afterEach(() => jest.restoreAllMocks());

const at = (name: string, startTime: number, responseEnd: number) => ({
  name: `http://localhost:4000${name}`,
  startTime,
  responseEnd,
});

describe('the last byte a hydration waited for', () => {
  it('is the latest of the document and the scripts asked for before hydration', () => {
    stubTimings(at('/', 0, 300), [
      at('/_next/static/chunks/a.js', 120, 1200),
      at('/_next/static/chunks/b.js?v=1', 130, 1400),
      at('/_next/static/chunks/c.js', 140, 900),
    ]);
    expect(lastByteBefore(2000)).toBe(1400);
  });

  it('leaves out pictures and the scripts fetched after hydration, such as prefetches', () => {
    stubTimings(at('/', 0, 300), [
      at('/_next/static/chunks/a.js', 120, 1200),
      at('/art/mascot.svg', 10, 1900),
      at('/_next/static/chunks/next-route.js', 2100, 2300),
    ]);
    expect(lastByteBefore(2000)).toBe(1200);
  });

  it('is the document when no script came before hydration', () => {
    stubTimings(at('/', 0, 450), []);
    expect(lastByteBefore(2000)).toBe(450);
  });

  it('is unknown without a navigation entry', () => {
    stubTimings(null, [at('/_next/static/chunks/a.js', 120, 1200)]);
    expect(lastByteBefore(2000)).toBeNull();
  });
});
