import { siteConfig } from '../../lib/brand';
import { formatCount } from '../../lib/format-count';
import { formatPercent, formatSources } from '../../lib/safety/format';
import {
  GECKO_CURVE,
  GECKO_GRADUATED,
  GOPLUS_BASE,
  MINTER,
  RUGCHECK_GRADUATED,
} from '../../__tests__/lib/safety/fixtures';
import { RECORDED_RUGCHECK } from '../../__tests__/fixtures/recorded';
import { test, expect } from './fixtures';
import { byCss, byRole, byText, type Query } from './engines/driver';
import type { Session } from './session';
import { openAtControl } from './contract-control';
import { content, fill } from '../support/content';
import { askedOfFake, FAILED_REQUESTS, playScenario } from '../support/market-fake';
import type { SafetyScenario } from '../support/safety-scenarios';

// A token's build made with SAFETY_FAKE_ORIGIN (e2e/rebrand/check-rebrand.sh): Check the token asks
// the fake of its sources on this machine (e2e/support/market-fake.ts), which answers as each
// test's scenario says. The second token (Solana) is checked in Gecko and WebKit (Blink has
// e2e/safety-check.spec.ts), the third (Base) in Blink; within one engine the tests run one at a
// time, and each build runs its chain's journey alone, by its tag (playwright.rebrand.config.ts).

const fake = process.env.SAFETY_FAKE_ORIGIN!;
const text = content.contract.safety;
const { lang } = content;
const { contractAddress: address } = siteConfig();
const solana = siteConfig().chain.family === 'solana';
const section = byRole('region', content.contract.verify.heading);
const control = byRole('button', undefined, { within: section });
const answer = byRole('status', undefined, { within: section });
const sourceLink = (name: string) =>
  byRole('link', `${name} ${content.site.newTab}`, { within: answer });

/** A source's facts as a visitor reads them, label to value; null when the source shows none. */
const factsOf = (session: Session, source: string) =>
  session.run(
    (heading: string, name: string) => {
      const region = [...document.querySelectorAll('section')].find(
        (s) => s.querySelector('h2')?.textContent === heading,
      );
      const item = [...(region?.querySelectorAll('[role="status"] li') ?? [])].find((li) =>
        li.querySelector('a')?.textContent?.startsWith(name),
      );
      if (!item) return null;
      return Object.fromEntries(
        [...item.querySelectorAll('dt')].map((dt) => [
          dt.textContent,
          dt.nextElementSibling?.textContent ?? null,
        ]),
      );
    },
    content.contract.verify.heading,
    source,
  ) as Promise<Record<string, string | null> | null>;

/** The team's claim as it reads after the press, its words then its verdict; null when not shown. */
const claim = (session: Session, label: string) =>
  session.run(
    (words: string) =>
      [...document.querySelectorAll('[role="status"] li')].find(
        (li) => li.firstElementChild?.textContent === words,
      )?.textContent ?? null,
    label,
  ) as Promise<string | null>;

/** Opens /contract with the scenario set and a fresh tab's storage, the control focused. */
async function openWith(session: Session, scenario: SafetyScenario) {
  await playScenario(fake, session.engine, scenario);
  await openAtControl(session);
}

const press = (session: Session, name = text.button) =>
  session.click(byRole('button', name, { within: section }));

const asked = (session: Session) =>
  askedOfFake(fake, session.engine, 'check').then((paths) => paths.toSorted());

test.describe('the second token, on Solana: GeckoTerminal and RugCheck', { tag: '@solana' }, () => {
  test.beforeAll(() => expect(solana, "a Solana token's build").toBe(true));

  const paths = [
    `/api/v2/networks/solana/tokens/${address}/info`,
    `/v1/tokens/${address}/report`,
  ].toSorted();

  test(
    'asks no source before the press, each once on it, and none again within 10 minutes',
    { tag: '@every-engine' },
    async ({ session }) => {
      expect(siteConfig().safetyCheck?.sources.map(({ url }) => new URL(url).origin)).toEqual([
        fake,
        fake,
      ]);
      await openWith(session, 'check-solana');
      await expect.poll(() => session.visible(byText(text.claimsNote))).toBe(true);
      expect(await asked(session)).toEqual([]);
      await press(session);
      await expect.poll(() => session.count(sourceLink('RugCheck'))).toBe(1);
      expect(await asked(session)).toEqual(paths);
      expect(await session.focused(control)).toBe(true);

      // The kept answer's words around its source and time, which the first answer's lack.
      const kept = text.kept.split(/\{source\}|\{time\}/).filter(Boolean);
      const showsKept = async () => {
        const shown = (await session.text(answer)) ?? '';
        return kept.every((words) => shown.includes(words));
      };
      expect(await showsKept()).toBe(false);
      await press(session);
      await expect.poll(showsKept).toBe(true);
      expect(await asked(session)).toEqual(paths);
    },
  );

  test(
    'shows each source’s facts, named and linked, and the claims confirmed',
    { tag: '@every-engine' },
    async ({ session }) => {
      await openWith(session, 'check-solana');
      await press(session);
      await expect.poll(() => session.count(sourceLink('RugCheck'))).toBe(1);
      expect(await session.attribute(sourceLink('RugCheck'), 'href')).toBe(
        `https://rugcheck.xyz/tokens/${address}`,
      );
      expect(await session.attribute(sourceLink('GeckoTerminal'), 'href')).toBe(
        `https://www.geckoterminal.com/solana/tokens/${address}`,
      );
      expect(await session.count(sourceLink(text.attribution))).toBe(1);

      const { attributes: gecko } = GECKO_GRADUATED.data;
      expect(await factsOf(session, 'GeckoTerminal')).toMatchObject({
        [text.holders]: formatCount(gecko.holders.count, lang),
        [text.topTenAll]: formatPercent(gecko.holders.distribution_percentage.top_10, lang),
        [text.mintAuthority]: text.revoked,
        [text.freezeAuthority]: text.revoked,
      });
      // The ten largest holders after the pool, which RugCheck's knownAccounts names an AMM.
      const topTen = RUGCHECK_GRADUATED.topHolders
        .slice(1, 11)
        .reduce((sum, holder) => sum + holder.pct, 0);
      expect(await factsOf(session, 'RugCheck')).toMatchObject({
        [text.holders]: formatCount(RUGCHECK_GRADUATED.totalHolders, lang),
        [text.topTenSolana]: formatPercent(topTen, lang),
        [text.liquidity]: formatPercent(100, lang),
        [text.mintAuthority]: text.revoked,
      });

      const both = formatSources(['geckoterminal', 'rugcheck'], lang);
      expect(await claim(session, text.mintRevoked)).toContain(
        fill(text.confirmed, { sources: both }),
      );
      expect(await claim(session, text.freezeRevoked)).toContain(
        fill(text.confirmed, { sources: both }),
      );
      const percent = (n: number) => ({ percent: formatPercent(n, lang) });
      expect(await claim(session, text.liquidityLockedAll)).toContain(
        fill(text.confirmed, { sources: 'RugCheck' }),
      );
      expect(await claim(session, fill(text.topTenMax, percent(40)))).toContain(
        fill(text.confirmed, { sources: both }),
      );
    },
  );

  test('marks a contradicted claim as plainly as a confirmed one, with the authority’s holder', async ({
    session,
  }) => {
    await openWith(session, 'check-contradicted');
    await press(session);
    const contradicted = byText(fill(text.contradicted, { sources: 'RugCheck' }), {
      within: answer,
    });
    await expect.poll(() => session.visible(contradicted)).toBe(true);
    expect(await claim(session, text.mintRevoked)).toContain(
      fill(text.contradicted, { sources: 'RugCheck' }),
    );
    expect(await claim(session, text.freezeRevoked)).toContain(
      fill(text.confirmed, { sources: formatSources(['geckoterminal', 'rugcheck'], lang) }),
    );
    expect((await factsOf(session, 'RugCheck'))?.[text.mintAuthority]).toContain(text.heldBy);
    expect(await session.attribute(byRole('link', new RegExp(MINTER)), 'href')).toBe(
      `https://solscan.io/account/${MINTER}`,
    );
  });

  test.describe('when sources fail', () => {
    test.use({ allowErrors: FAILED_REQUESTS });

    test('says RugCheck, rate-limited without CORS, could not be reached, and shows GeckoTerminal', async ({
      session,
    }) => {
      await openWith(session, 'check-rugcheck-limited');
      await press(session);
      const unreachable = byText(fill(text.unreachable, { source: 'RugCheck' }), {
        within: answer,
      });
      await expect.poll(() => session.visible(unreachable)).toBe(true);
      const { attributes: gecko } = GECKO_CURVE.data;
      expect(await factsOf(session, 'GeckoTerminal')).toMatchObject({
        [text.holders]: formatCount(gecko.holders.count, lang),
        [text.curve]: fill(text.curveProgress, {
          percent: formatPercent(gecko.launchpad_details.graduation_percentage, lang),
        }),
      });
      expect(await claim(session, text.mintRevoked)).toContain(
        fill(text.confirmed, { sources: 'GeckoTerminal' }),
      );
    });

    test('says so when every source fails, keeps focus, and answers Try again', async ({
      session,
    }) => {
      await openWith(session, 'check-failed');
      await press(session);
      await expect.poll(() => session.text(answer)).toBe(text.allFailed);
      expect(await session.count(byRole('button', text.tryAgain, { within: section }))).toBe(1);
      expect(await session.focused(control)).toBe(true);
      expect(await asked(session)).toEqual(paths);

      await playScenario(fake, session.engine, 'check-solana');
      await press(session, text.tryAgain);
      await expect.poll(() => session.count(sourceLink('RugCheck'))).toBe(1);
      expect(await session.focused(control)).toBe(true);
    });
  });

  test('reads bad data as "unknown", never as markup, NaN or undefined', async ({ session }) => {
    await openWith(session, 'check-bad-data');
    await press(session);
    await expect.poll(() => session.count(sourceLink('RugCheck'))).toBe(1);
    expect(await factsOf(session, 'GeckoTerminal')).toMatchObject({
      [text.holders]: text.unknown,
      [text.topTenAll]: text.unknown,
      [text.curve]: text.unknown,
    });
    expect((await factsOf(session, 'RugCheck'))?.[text.mintAuthority]).toBe(text.unknown);
    expect(await session.text(answer)).not.toMatch(/NaN|undefined|null|<|>/);
    expect(await session.count({ ...byCss('img, b, script'), within: answer } as Query)).toBe(0);
    expect(await session.run(() => (window as unknown as { pwned?: number }).pwned)).toBeFalsy();
  });
  test('reads recorded answers of a coin on its curve, RugCheck’s own flags beside its facts', async ({
    session,
  }) => {
    await openWith(session, 'check-recorded-curve');
    await press(session);
    await expect.poll(() => session.count(sourceLink('RugCheck'))).toBe(1);
    const rugcheck = RECORDED_RUGCHECK.nwo;
    expect(await factsOf(session, 'RugCheck')).toMatchObject({
      [text.holders]: formatCount(rugcheck.totalHolders, lang),
      // The first holder is the curve, a pool; the wallet and the creator after it are not.
      [text.topTenSolana]: formatPercent(
        rugcheck.topHolders.slice(1).reduce((sum, holder) => sum + holder.pct, 0),
        lang,
      ),
      [text.mintAuthority]: text.revoked,
    });
    expect(await factsOf(session, 'GeckoTerminal')).toMatchObject({
      [text.holders]: text.unknown,
      [text.curve]: text.unknown,
    });
    const shown = (await session.text(answer)) ?? '';
    expect(shown).toContain(fill(text.flagsHeading, { source: 'RugCheck' }));
    expect(shown).toContain(
      fill(text.flag, {
        name: 'Single holder ownership',
        percent: formatPercent(49.86, lang),
        level: text.levelDanger,
      }),
    );
    expect(shown).toContain(
      fill(text.flagNoPercent, {
        name: 'Creator history of rugged tokens',
        level: text.levelDanger,
      }),
    );
  });
});

test.describe('the third token, on Base: GeckoTerminal and GoPlus', { tag: '@evm' }, () => {
  test.beforeAll(() => expect(solana, "an EVM token's build").toBe(false));

  test('shows GoPlus’s facts on Base, named and linked, each asked once', async ({ session }) => {
    await openWith(session, 'check-base');
    await press(session);
    await expect.poll(() => session.count(sourceLink('GoPlus'))).toBe(1);
    expect(await asked(session)).toEqual(
      [
        `/api/v2/networks/base/tokens/${address}/info`,
        `/api/v1/token_security/8453?contract_addresses=${address}`,
      ].toSorted(),
    );
    expect(await session.attribute(sourceLink('GoPlus'), 'href')).toBe(
      `https://gopluslabs.io/token-security/8453/${address}`,
    );
    const [token] = Object.values(GOPLUS_BASE.result);
    expect(await factsOf(session, 'GoPlus')).toMatchObject({
      [text.selling]: text.sells,
      [text.sourceCode]: text.verified,
      [text.owner]: text.renounced,
      [text.buyTax]: formatPercent(Number(token!.buy_tax) * 100, lang),
      [text.sellTax]: formatPercent(Number(token!.sell_tax) * 100, lang),
      [text.holders]: formatCount(Number(token!.holder_count), lang),
    });
    // LewdIn's claims are LewdIn's: a build under another name on its file makes none.
    expect(await session.count(byText(text.claimsHeading))).toBe(0);
  });

  test('says a honeypot plainly, first, and taxes GoPlus cannot tell as unknown', async ({
    session,
  }) => {
    await openWith(session, 'check-honeypot');
    await press(session);
    await expect.poll(() => session.count(sourceLink('GoPlus'))).toBe(1);
    const first = await session.run(
      () =>
        document.querySelector('section [role="status"] > div > :first-child')?.textContent ?? null,
    );
    expect(first).toBe(fill(text.honeypot, { source: 'GoPlus' }));
    expect(await factsOf(session, 'GoPlus')).toMatchObject({
      [text.selling]: text.cannotSell,
      [text.sourceCode]: text.notVerified,
      [text.owner]: text.notRenounced,
      [text.buyTax]: text.unknown,
      [text.sellTax]: text.unknown,
    });
  });

  test('shows an LP GoPlus writes as 1.000000000000013 of PinkLock’s as 100 % (recorded)', async ({
    session,
  }) => {
    await openWith(session, 'check-recorded-pinklock');
    await press(session);
    await expect.poll(() => session.count(sourceLink('GoPlus'))).toBe(1);
    expect(await factsOf(session, 'GoPlus')).toMatchObject({
      [text.liquidity]: formatPercent(100, lang),
      [text.owner]: text.renounced,
      [text.holders]: formatCount(128, lang),
    });
  });

  test('says GoPlus sent part of its answer, shows that part, and asks it again on Try again', async ({
    session,
  }) => {
    await openWith(session, 'check-recorded-partial');
    await press(session);
    const partial = byText(fill(text.partial, { source: 'GoPlus' }), { within: answer });
    await expect.poll(() => session.visible(partial)).toBe(true);
    expect((await factsOf(session, 'GoPlus'))?.[text.liquidity]).toBe(formatPercent(100, lang));
    expect(await session.count(byRole('button', text.tryAgain, { within: section }))).toBe(1);

    await playScenario(fake, session.engine, 'check-recorded-whole');
    await press(session, text.tryAgain);
    await expect.poll(() => session.count(partial)).toBe(0);
    // GeckoTerminal's whole answer was kept; only GoPlus was asked again.
    expect(await asked(session)).toEqual([
      `/api/v1/token_security/8453?contract_addresses=${address}`,
    ]);
    expect(await session.count(byRole('button', text.button, { within: section }))).toBe(1);
  });
});
