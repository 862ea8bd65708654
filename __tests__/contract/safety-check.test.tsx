import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SafetySection } from '@/components/contract/safety-section';
import { fill, siteContent } from '@/lib/content';
import { siteConfig } from '@/lib/brand';
import { safetyQuery } from '@/lib/safety/query';
import type { TokenClaims } from '@/lib/content/schema/claims';
import {
  BASE,
  copy,
  GECKO_BASE,
  GECKO_CURVE,
  GOPLUS_HONEYPOT,
  MINTER,
  RUGCHECK_AUTHORITY,
  RUGCHECK_CURVE,
} from '../lib/safety/fixtures';
import { fakeSources } from '../lib/safety/fake-sources';

const { contract, lang, site } = siteContent();
const text = { ...contract.safety, newTab: site.newTab };
// A team's claims as LewdIn's file makes them: the component's part is the same for any team's,
// whose own file (CI's second token has none) decides only which it shows.
const claims: TokenClaims = { mintRevoked: true, freezeRevoked: true, liquidityLocked: 100 };

function renderCheck(query = siteConfig().safetyCheck, teamClaims = claims) {
  render(<SafetySection safetyCheck={query} claims={teamClaims} lang={lang} text={text} />);
  return screen.queryByRole('button', { name: text.button });
}

async function press(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
  return screen.getByRole('status');
}

const value = (region: HTMLElement, label: string) =>
  within(region).getByText(label).nextElementSibling as HTMLElement;
const block = (region: HTMLElement, source: string) =>
  within(region)
    .getByRole('link', { name: new RegExp(`^${source}`) })
    .closest('li') as HTMLElement;
const claim = (region: HTMLElement, label: string) =>
  within(region).getByText(label).closest('li') as HTMLElement;

beforeEach(() => sessionStorage.clear());

describe('Check the token', () => {
  it("asks nothing before the press, and shows the team's claims as claims", () => {
    const { fetch } = fakeSources({});
    renderCheck();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByText(text.claimsNote)).toBeInTheDocument();
    expect(screen.getByText(text.mintRevoked)).toBeInTheDocument();
    expect(screen.getByText(text.liquidityLockedAll)).toBeInTheDocument();
  });

  it('shows that it is busy, keeps focus, and announces each source’s facts with its name and time', async () => {
    fakeSources({
      geckoterminal: [{ status: 200, body: GECKO_CURVE }],
      rugcheck: [{ status: 200, body: RUGCHECK_CURVE }],
    });
    const button = renderCheck()!;
    button.focus();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName(text.busy);
    const region = screen.getByRole('status');
    await within(region).findByText(text.topTenAll);
    expect(button).toHaveFocus();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(value(region, text.topTenAll)).toHaveTextContent('97.8%');
    expect(value(region, text.topTenSolana)).toHaveTextContent('2.8%');
    expect(within(region).getAllByText(text.holders)).toHaveLength(2);
    expect(value(region, text.curve)).toHaveTextContent(
      fill(text.curveProgress, { percent: '42.5%' }),
    );
    expect(
      within(region).getByRole('link', { name: new RegExp(text.attribution) }),
    ).toHaveAttribute(
      'href',
      expect.stringContaining('https://www.geckoterminal.com/solana/tokens/'),
    );
    expect(within(region).getByRole('link', { name: /^RugCheck/ })).toHaveAttribute(
      'href',
      `https://rugcheck.xyz/tokens/${siteConfig().contractAddress}`,
    );
    expect(claim(region, text.mintRevoked)).toHaveTextContent(
      fill(text.confirmed, { sources: 'GeckoTerminal and RugCheck' }),
    );
    // On the curve RugCheck reads no LP, and GeckoTerminal none at all.
    expect(claim(region, text.liquidityLockedAll)).toHaveTextContent(text.unchecked);
  });

  it('marks a contradicted claim as plainly, naming the source, and links who holds the authority', async () => {
    fakeSources({
      geckoterminal: [{ status: 200, body: GECKO_CURVE }],
      rugcheck: [{ status: 200, body: RUGCHECK_AUTHORITY }],
    });
    const region = await press(renderCheck()!);
    expect(claim(region, text.mintRevoked)).toHaveTextContent(
      fill(text.contradicted, { sources: 'RugCheck' }),
    );
    expect(claim(region, text.liquidityLockedAll)).toHaveTextContent(
      fill(text.confirmed, { sources: 'RugCheck' }),
    );
    expect(within(region).getByRole('link', { name: new RegExp(MINTER) })).toHaveAttribute(
      'href',
      `https://solscan.io/account/${MINTER}`,
    );
  });

  it("says a failing source couldn't be reached and still shows the other's facts", async () => {
    fakeSources({
      geckoterminal: [{ status: 200, body: GECKO_CURVE }],
      rugcheck: ['network error'],
    });
    const region = await press(renderCheck()!);
    expect(within(region).getByText(fill(text.unreachable, { source: 'RugCheck' }))).toBeVisible();
    expect(value(region, text.topTenAll)).toHaveTextContent('97.8%');
  });

  it('says so when every source fails, with Try again, and the claims still shown as claims', async () => {
    fakeSources({ geckoterminal: [{ status: 500 }], rugcheck: [{ status: 429 }] });
    const button = renderCheck()!;
    const region = await press(button);
    expect(region).toHaveTextContent(text.allFailed);
    expect(button).toHaveAccessibleName(text.tryAgain);
    expect(screen.getByText(text.claimsNote)).toBeInTheDocument();
  });

  it('reads bad data as unknown: never NaN, undefined, null or 0 %, and never as markup', async () => {
    const gecko = copy(GECKO_CURVE);
    Object.assign(gecko.data.attributes, {
      holders: { count: '<b>many</b>', distribution_percentage: { top_10: 'NaN' } },
      mint_authority: '<img src=x onerror=alert(1)>',
      launchpad_details: { completed: false, graduation_percentage: -4 },
    });
    const rug = copy(RUGCHECK_CURVE) as Record<string, unknown>;
    rug.totalHolders = null;
    rug.topHolders = [{ address: 'x', pct: '<script>' }];
    fakeSources({
      geckoterminal: [{ status: 200, body: gecko }],
      rugcheck: [{ status: 200, body: rug }],
    });
    const region = await press(renderCheck()!);
    expect(region.textContent).not.toMatch(/NaN|undefined|null|(^|[^\d.])0 ?%|<|>/);
    expect(region.querySelector('img, b, script')).toBeNull();
    expect(value(region, text.topTenAll)).toHaveTextContent(text.unknown);
    expect(value(region, text.curve)).toHaveTextContent(text.unknown);
    expect(
      within(region).getAllByText(text.mintAuthority)[0]!.nextElementSibling,
    ).toHaveTextContent(text.unknown);
  });

  it('says a honeypot plainly, first, and the tax GoPlus cannot tell as unknown', async () => {
    fakeSources({
      geckoterminal: [{ status: 200, body: GECKO_BASE }],
      goplus: [{ status: 200, body: GOPLUS_HONEYPOT }],
    });
    const region = await press(
      renderCheck(safetyQuery('base', BASE), { maxTax: 5, ownerRenounced: true })!,
    );
    const first = region.querySelector('p');
    expect(first).toHaveTextContent(fill(text.honeypot, { source: 'GoPlus' }));
    expect(value(block(region, 'GoPlus'), text.selling)).toHaveTextContent(text.cannotSell);
    expect(value(region, text.buyTax)).toHaveTextContent(text.unknown);
    expect(claim(region, text.ownerRenounced)).toHaveTextContent(
      fill(text.contradicted, { sources: 'GoPlus' }),
    );
    expect(claim(region, fill(text.maxTax, { percent: '5%' }))).toHaveTextContent(text.unchecked);
  });

  it("turned off, has no control and shows the team's claims as claims only", () => {
    const { fetch } = fakeSources({});
    expect(renderCheck(null)).toBeNull();
    expect(screen.getByText(text.claimsNoteOff)).toBeInTheDocument();
    expect(screen.getByText(text.freezeRevoked)).toBeInTheDocument();
    expect(screen.queryByText(text.confirmed, { exact: false })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
