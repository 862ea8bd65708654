import { keep, readKept } from '@/lib/kept';

const KEY = 'test:answer';
const KEEP_MS = 30_000;
const AT = Date.UTC(2026, 10, 25, 21, 0, 0);

beforeEach(() => sessionStorage.clear());

describe('a kept answer', () => {
  it('comes back as it was kept, with its time, until keepMs have passed', () => {
    keep(KEY, { value: { price: 1.5, pairs: ['a'] }, at: AT });
    expect(readKept(KEY, KEEP_MS, AT)).toEqual({ value: { price: 1.5, pairs: ['a'] }, at: AT });
    expect(readKept(KEY, KEEP_MS, AT + KEEP_MS - 1)).toEqual({
      value: { price: 1.5, pairs: ['a'] },
      at: AT,
    });
  });

  it('keeps null as an answer of its own', () => {
    keep(KEY, { value: null, at: AT });
    expect(readKept(KEY, KEEP_MS, AT + 1)).toEqual({ value: null, at: AT });
  });

  it('is kept under its key only', () => {
    keep(KEY, { value: 1, at: AT });
    expect(readKept('test:other', KEEP_MS, AT)).toBeNull();
  });

  it('is dropped from storage once keepMs have passed', () => {
    keep(KEY, { value: 1, at: AT });
    expect(readKept(KEY, KEEP_MS, AT + KEEP_MS)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('is dropped when its time is after now: the clock moved back', () => {
    keep(KEY, { value: 1, at: AT });
    expect(readKept(KEY, KEEP_MS, AT - 1)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});

describe('storage', () => {
  it.each([
    ['no JSON', '{"at":'],
    ['a time that is no number', '{"at":"soon","value":1}'],
    ['no record', '[1,2]'],
  ])('holding %s is as good as empty', (_case, stored) => {
    sessionStorage.setItem(KEY, stored);
    expect(readKept(KEY, KEEP_MS, AT)).toBeNull();
  });

  it('that refuses to be read is as good as empty', () => {
    keep(KEY, { value: 1, at: AT });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readKept(KEY, KEEP_MS, AT)).toBeNull();
  });

  it('that is full keeps nothing, and says nothing', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => keep(KEY, { value: 1, at: AT })).not.toThrow();
    expect(readKept(KEY, KEEP_MS, AT)).toBeNull();
  });
});
