/** @jest-environment node */
import { FlagError, parseFlags, USAGE } from '@/bench/src/flags';

const routes = ['/', '/jobs', '/network'];
const parse = (...args: string[]) => parseFlags(args, routes);

describe('the bench command line', () => {
  it('runs the full bench by default: 3 Lighthouse runs, 7 rounds of loads, build, no Brotli', () => {
    expect(parse()).toEqual({
      runs: 3,
      loads: 7,
      build: true,
      report: false,
      only: null,
      routes: null,
      brotli: false,
      mascot: 'default',
      secondToken: true,
      partial: false,
      help: false,
    });
  });

  it('runs Lighthouse on the second token unless told not to, or when it has no Lighthouse', () => {
    expect(parse('--no-second-token')).toMatchObject({ secondToken: false, partial: true });
    expect(parse('--only=hydration').secondToken).toBe(false);
    expect(parse('--only=makers').secondToken).toBe(false);
    expect(parse('--only=lighthouse').secondToken).toBe(true);
    expect(parse('--mascot=heavy').secondToken).toBe(false);
  });

  it('reads every flag it documents', () => {
    expect(
      parse('--runs=1', '--loads=2', '--no-build', '--only=hydration', '--routes=/,/jobs'),
    ).toMatchObject({
      runs: 1,
      loads: 2,
      build: false,
      only: 'hydration',
      routes: ['/', '/jobs'],
      partial: true,
    });
    expect(parse('--report').report).toBe(true);
    expect(parse('--brotli')).toMatchObject({ brotli: true, partial: false });
  });

  it.each([['--bogus'], ['--run=3'], ['--no-buld'], ['jobs']])(
    'stops on %s with the usage instead of ignoring it',
    (arg) => {
      expect(() => parse(arg)).toThrow(FlagError);
      expect(() => parse(arg)).toThrow(USAGE);
    },
  );

  it.each([['--runs=abc'], ['--runs=0'], ['--loads=1.5'], ['--loads=-2']])(
    'rejects the count in %s',
    (arg) => {
      expect(() => parse(arg)).toThrow(/expected a whole number of at least 1/);
    },
  );

  it('accepts only lighthouse, hydration or makers for --only', () => {
    expect(() => parse('--only=hydrate')).toThrow(
      /--only=hydrate: expected lighthouse, hydration or makers/,
    );
    expect(parse('--only=lighthouse').only).toBe('lighthouse');
    expect(parse('--only=makers').only).toBe('makers');
  });

  it('names the routes of --routes that data/routes.ts does not have', () => {
    expect(() => parse('--routes=/,/job,/x')).toThrow(/not in data\/routes.ts: \/job, \/x/);
    expect(() => parse('--routes=')).toThrow(/name at least one route/);
  });

  it('builds with the heavy mascot as a partial run, and only with a build', () => {
    expect(parse('--mascot=heavy')).toMatchObject({ mascot: 'heavy', build: true, partial: true });
    expect(() => parse('--mascot=light')).toThrow(/--mascot=light: expected heavy/);
    expect(() => parse('--mascot=heavy', '--no-build')).toThrow(/drop --no-build/);
  });

  it("checks --routes against the app's own route list by default", () => {
    expect(parseFlags(['--routes=/contract']).routes).toEqual(['/contract']);
  });
});
