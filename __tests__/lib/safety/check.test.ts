import { check, KEEP_MS } from '@/lib/safety';
import { safetyQuery } from '@/lib/safety/query';
import {
  BASE,
  GECKO_BASE,
  GECKO_CURVE,
  GOPLUS_BASE,
  GOPLUS_RATE_LIMIT,
  RUGCHECK_CURVE,
  TOKENS,
} from './fixtures';
import { fakeSources } from './fake-sources';

const solana = safetyQuery('solana', TOKENS.solana);
const base = safetyQuery('base', BASE);

beforeEach(() => sessionStorage.clear());

describe('check', () => {
  it('asks each of the chain’s sources once, with plain GETs: no key, no credentials', async () => {
    const { requests } = fakeSources({
      geckoterminal: [{ status: 200, body: GECKO_CURVE }],
      rugcheck: [{ status: 200, body: RUGCHECK_CURVE }],
    });
    const answers = await check(solana);
    expect(requests.map((r) => r.url)).toEqual([
      `https://api.geckoterminal.com/api/v2/networks/solana/tokens/${TOKENS.solana}/info`,
      `https://api.rugcheck.xyz/v1/tokens/${TOKENS.solana}/report`,
    ]);
    for (const { init } of requests) {
      expect(init.method ?? 'GET').toBe('GET');
      expect(Object.keys(init.headers as Record<string, string>)).toEqual(['Accept']);
      expect(init.credentials).toBe('omit');
    }
    expect(answers.map((a) => [a.source, a.ok])).toEqual([
      ['geckoterminal', true],
      ['rugcheck', true],
    ]);
  });

  it('asks GoPlus on an EVM chain, by its chain id, and no RugCheck', async () => {
    const { requests } = fakeSources({
      geckoterminal: [{ status: 200, body: GECKO_BASE }],
      goplus: [{ status: 200, body: GOPLUS_BASE }],
    });
    await check(base);
    expect(requests[1]!.url).toBe(
      `https://api.gopluslabs.io/api/v1/token_security/8453?contract_addresses=${BASE}`,
    );
  });

  it.each([
    ['a network error (how a 429 without CORS arrives)', 'network error' as const],
    ['a status other than 2xx', { status: 503 }],
    ['a body that is not JSON', { status: 200, notJson: true as const }],
    ['GoPlus’s 4029 sent with HTTP 200', { status: 200, body: GOPLUS_RATE_LIMIT }],
  ])('counts %s as that source failing, the other still answering', async (_case, reply) => {
    fakeSources({ geckoterminal: [{ status: 200, body: GECKO_BASE }], goplus: [reply] });
    const answers = await check(base);
    expect(answers.map((a) => [a.source, a.ok])).toEqual([
      ['geckoterminal', true],
      ['goplus', false],
    ]);
  });

  it('gives up on a source after 8 s', async () => {
    jest.useFakeTimers();
    try {
      fakeSources({ geckoterminal: ['hang'], rugcheck: [{ status: 200, body: RUGCHECK_CURVE }] });
      const pending = check(solana);
      await jest.advanceTimersByTimeAsync(7999);
      let done = false;
      void pending.then(() => (done = true));
      await Promise.resolve();
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect((await pending).map((a) => a.ok)).toEqual([false, true]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps each answer 10 minutes in the tab, shown with its time, and asks again after', async () => {
    let now = 1_000_000;
    const clock = () => now;
    const { requests } = fakeSources({
      geckoterminal: [
        { status: 200, body: GECKO_CURVE },
        { status: 200, body: GECKO_CURVE },
      ],
      rugcheck: [
        'network error',
        { status: 200, body: RUGCHECK_CURVE },
        { status: 200, body: RUGCHECK_CURVE },
      ],
    });
    await check(solana, clock);
    now += KEEP_MS - 1;
    const again = await check(solana, clock);
    // GeckoTerminal's answer is kept; RugCheck, which failed, is asked again.
    expect(again[0]).toMatchObject({ ok: true, kept: true, at: 1_000_000 });
    expect(again[1]).toMatchObject({ ok: true, kept: false });
    expect(requests).toHaveLength(3);
    now += 1;
    const later = await check(solana, clock);
    expect(later[0]).toMatchObject({ ok: true, kept: false, at: now });
    expect(requests).toHaveLength(4);
  });

  it('shows GoPlus’s partial answer (code 2) as partial and keeps it not, so a press asks again', async () => {
    const partial = { ...GOPLUS_BASE, code: 2, message: 'Partial data obtained' };
    const { requests } = fakeSources({
      geckoterminal: [{ status: 200, body: GECKO_BASE }],
      goplus: [
        { status: 200, body: partial },
        { status: 200, body: GOPLUS_BASE },
      ],
    });
    const first = await check(base);
    expect(first[1]).toMatchObject({ source: 'goplus', ok: true, partial: true });
    const again = await check(base);
    // GeckoTerminal's whole answer is kept; GoPlus is asked again, and answers whole.
    expect(again[0]).toMatchObject({ kept: true });
    expect(again[1]).toMatchObject({ ok: true, kept: false, partial: false });
    expect(requests).toHaveLength(3);
  });

  it('asks again when the kept answer is one its source’s reader refuses', async () => {
    const { requests } = fakeSources({ geckoterminal: [{ status: 200, body: GECKO_CURVE }] });
    const gecko = safetyQuery('solana', TOKENS.solana);
    gecko.sources = gecko.sources.slice(0, 1);
    sessionStorage.setItem(`safety:${gecko.sources[0]!.url}`, JSON.stringify({ at: 1, value: 1 }));
    expect((await check(gecko, () => 2))[0]).toMatchObject({ ok: true, kept: false, at: 2 });
    expect(requests).toHaveLength(1);
  });
});
