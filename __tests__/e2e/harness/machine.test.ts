/** @jest-environment node */
import { factorFor, handedFactor, REFERENCE_INDEX } from '@/e2e/harness/machine';

describe("the browser suite's machine factor", () => {
  it('is how many times slower than the reference the measured index is', () => {
    expect(factorFor(REFERENCE_INDEX / 2)).toBe(2);
    expect(factorFor(REFERENCE_INDEX / 3.333)).toBe(3.33);
  });

  it('never shrinks a limit on a machine faster than the reference', () => {
    expect(factorFor(REFERENCE_INDEX)).toBe(1);
    expect(factorFor(REFERENCE_INDEX * 4)).toBe(1);
  });

  it('refuses an index that was not measured', () => {
    expect(() => factorFor(Number.NaN)).toThrow(/not measured/);
    expect(() => factorFor(0)).toThrow(/not measured/);
  });

  it("is taken from the environment only from this process or its parent, the run's runner", () => {
    expect(handedFactor('2.5@100', 100, 1)).toBe(2.5);
    expect(handedFactor('2.5@100', 200, 100)).toBe(2.5);
    expect(handedFactor('2.5@100', 300, 200)).toBeNull();
    expect(handedFactor('9', 300, 200)).toBeNull();
    expect(handedFactor(undefined, 300, 200)).toBeNull();
  });
});
