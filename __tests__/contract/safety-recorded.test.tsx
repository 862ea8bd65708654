/**
 * Check the token on answers recorded from the live APIs (__tests__/fixtures/recorded/): what a
 * buyer reads on /contract when the sources answer as they really do.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SafetySection } from '@/components/contract/safety-section';
import { fill, siteContent } from '@/lib/content';
import { safetyQuery } from '@/lib/safety/query';
import type { TokenClaims } from '@/lib/content/schema/claims';
import {
  RECORDED_GECKOTERMINAL as GECKO,
  RECORDED_GOPLUS as GOPLUS,
  RECORDED_RUGCHECK as RUGCHECK,
  RECORDED_TOKENS as TOKENS,
} from '../fixtures/recorded';
import { fakeSources } from '../lib/safety/fake-sources';

const { contract, lang, site } = siteContent();
const text = { ...contract.safety, newTab: site.newTab };
const solanaClaims: TokenClaims = { mintRevoked: true, liquidityLocked: 100, topTenMax: 40 };

async function check(query: ReturnType<typeof safetyQuery>, claims: TokenClaims) {
  render(<SafetySection safetyCheck={query} claims={claims} lang={lang} text={text} />);
  const button = screen.getByRole('button', { name: text.button });
  await act(async () => {
    fireEvent.click(button);
  });
  return { region: screen.getByRole('status'), button };
}

const value = (region: HTMLElement, label: string) =>
  within(region).getByText(label).nextElementSibling as HTMLElement;
const block = (region: HTMLElement, source: string) =>
  within(region)
    .getByRole('link', { name: new RegExp(`^${source}`) })
    .closest('li') as HTMLElement;
const claim = (region: HTMLElement, label: string) =>
  within(region).getByText(label).closest('li') as HTMLElement;
const flagsOf = (region: HTMLElement, source: string) =>
  within(block(region, source)).getByText(fill(text.flagsHeading, { source }))
    .nextElementSibling as HTMLElement;
const percent = (n: number) => new Intl.NumberFormat(lang, { style: 'percent' }).format(n / 100);

beforeEach(() => sessionStorage.clear());

describe('Check the token on recorded answers', () => {
  it('shows RugCheck’s own flags beside its facts, named as its own, and a contradicted claim as a warning', async () => {
    fakeSources({
      geckoterminal: [{ status: 200, body: GECKO.lastPumpkin }],
      rugcheck: [{ status: 200, body: RUGCHECK.trump }],
    });
    const { region } = await check(safetyQuery('solana', TOKENS.trump), solanaClaims);
    const flags = within(flagsOf(region, 'RugCheck')).getAllByRole('listitem');
    expect(flags.map((li) => li.textContent)).toEqual([
      `⚠ ${fill(text.flagNoPercent, { name: 'Top 10 holders high ownership', level: text.levelDanger })}`,
      `⚠ ${fill(text.flag, { name: 'Single holder ownership', percent: percent(80), level: text.levelDanger })}`,
      `⚠ ${fill(text.flagNoPercent, { name: 'High ownership', level: text.levelDanger })}`,
    ]);
    // The report has no holder count: unknown, never 0.
    expect(value(block(region, 'RugCheck'), text.holders)).toHaveTextContent(text.unknown);
    const topTen = claim(region, fill(text.topTenMax, { percent: percent(40) }));
    expect(topTen).toHaveTextContent(fill(text.contradicted, { sources: 'RugCheck' }));
    expect(topTen).toHaveClass('border-warning');
    expect(within(topTen).getByText(fill(text.contradicted, { sources: 'RugCheck' }))).toHaveClass(
      'text-warning',
    );
  });

  it('reads a graduated coin from both sources: all of its liquidity locked, and no flags', async () => {
    fakeSources({
      geckoterminal: [{ status: 200, body: GECKO.gary }],
      rugcheck: [{ status: 200, body: RUGCHECK.gary }],
    });
    const { region } = await check(safetyQuery('solana', TOKENS.gary), solanaClaims);
    expect(claim(region, text.liquidityLockedAll)).toHaveTextContent(
      fill(text.confirmed, { sources: 'RugCheck' }),
    );
    expect(claim(region, text.mintRevoked)).toHaveTextContent(
      fill(text.confirmed, { sources: 'GeckoTerminal and RugCheck' }),
    );
    expect(value(block(region, 'GeckoTerminal'), text.holders)).toHaveTextContent('3,058');
    expect(value(block(region, 'RugCheck'), text.liquidity)).toHaveTextContent('100%');
    expect(
      within(block(region, 'RugCheck')).getByText(fill(text.flagsNone, { source: 'RugCheck' })),
    ).toBeVisible();
  });

  it('reads a coin on its curve: progress and holders unknown, RugCheck’s danger flags', async () => {
    fakeSources({
      geckoterminal: [{ status: 200, body: GECKO.nwo }],
      rugcheck: [{ status: 200, body: RUGCHECK.nwo }],
    });
    const { region } = await check(safetyQuery('solana', TOKENS.nwo), solanaClaims);
    expect(value(block(region, 'GeckoTerminal'), text.curve)).toHaveTextContent(text.unknown);
    expect(value(block(region, 'GeckoTerminal'), text.holders)).toHaveTextContent(text.unknown);
    expect(flagsOf(region, 'RugCheck')).toHaveTextContent(
      fill(text.flag, {
        name: 'Single holder ownership',
        percent: new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(
          0.4986,
        ),
        level: text.levelDanger,
      }),
    );
    expect(claim(region, text.liquidityLockedAll)).toHaveTextContent(text.unchecked);
  });

  it('shows an LP GoPlus writes as 1.000000000000013 of PinkLock’s as 100 %, confirming "all"', async () => {
    fakeSources({ geckoterminal: [{ status: 500 }], goplus: [{ status: 200, body: GOPLUS.vakg }] });
    const { region } = await check(safetyQuery('bsc', TOKENS.vakg), {
      liquidityLocked: 100,
      ownerRenounced: true,
    });
    expect(value(block(region, 'GoPlus'), text.liquidity)).toHaveTextContent('100%');
    expect(claim(region, text.liquidityLockedAll)).toHaveTextContent(
      fill(text.confirmed, { sources: 'GoPlus' }),
    );
    expect(claim(region, text.ownerRenounced)).toHaveTextContent(
      fill(text.confirmed, { sources: 'GoPlus' }),
    );
  });

  it('says a recorded honeypot first, in the warning colour, its hidden owner not renounced', async () => {
    fakeSources({
      geckoterminal: [{ status: 200, body: GECKO.weth }],
      goplus: [{ status: 200, body: GOPLUS.kokodi }],
    });
    const { region } = await check(safetyQuery('ethereum', TOKENS.kokodi), {
      ownerRenounced: true,
    });
    const first = region.querySelector('p');
    expect(first).toHaveTextContent(fill(text.honeypot, { source: 'GoPlus' }));
    expect(first).toHaveClass('text-warning');
    expect(value(block(region, 'GoPlus'), text.owner)).toHaveTextContent(text.notRenounced);
    expect(claim(region, text.ownerRenounced)).toHaveTextContent(
      fill(text.contradicted, { sources: 'GoPlus' }),
    );
  });

  it('shows what GoPlus sent with code 2, says it is partial, and asks again on Try again', async () => {
    const partial = { ...GOPLUS.juju, code: 2, message: 'Partial data obtained' };
    const { requests } = fakeSources({
      geckoterminal: [{ status: 200, body: GECKO.weth }],
      goplus: [
        { status: 200, body: partial },
        { status: 200, body: GOPLUS.juju },
      ],
    });
    const { region, button } = await check(safetyQuery('ethereum', TOKENS.juju), {
      liquidityLocked: 100,
    });
    const goplus = block(region, 'GoPlus');
    expect(within(goplus).getByText(fill(text.partial, { source: 'GoPlus' }))).toBeVisible();
    expect(value(goplus, text.liquidity)).toHaveTextContent('100%');
    expect(button).toHaveAccessibleName(text.tryAgain);
    await act(async () => {
      fireEvent.click(button);
    });
    const again = screen.getByRole('status');
    expect(within(again).queryByText(fill(text.partial, { source: 'GoPlus' }))).toBeNull();
    expect(button).toHaveAccessibleName(text.button);
    // GeckoTerminal's whole answer was kept; GoPlus's partial one was asked again.
    expect(requests).toHaveLength(3);
  });
});
