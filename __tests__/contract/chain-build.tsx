/**
 * Renders home and /contract as a build with `env` would, and checks every surface that shows or
 * links the address reads right for its chain, launched or not. Each *.test.tsx that calls it is a
 * build of its own: the config is read once, on its first use, so the variables are set first.
 */
import { render, screen, within } from '@testing-library/react';
import ContractPage from '@/app/(site)/contract/page';
import HomePage from '@/app/(site)/page';
import { messagingData } from '@/data/messaging';
import { pageText, sharedPage } from '@/data/pages';
import { routes } from '@/data/routes';
import { siteConfig } from '@/lib/brand';
import { siteContent } from '@/lib/content';
import { DEFAULT_CONTENT_FILE } from '@/lib/build/content/load';
import { verifyLinks } from '@/lib/verify-links';

export type Expected = {
  chain: string;
  /** Step 1's and 2's titles, and the third's trade. */
  wallet: string;
  fund: string;
  trade: string;
  venue: string;
  explorer: string;
  /** The official sites the first step names, and the wallets with a browse link. */
  wallets: string[];
  browse: string[];
  /** "Buy in your wallet": the wallets', then the web's, in the row's order; none before launch. */
  swap: string[];
};

export function describeBuild(title: string, env: Record<string, string>, expected: Expected) {
  // Each build starts from the default: a team's variables in the shell (its content file,
  // brand, URLs) or its brand/content.yaml must not change what this build proves.
  for (const key of Object.keys(process.env)) {
    if (key.startsWith('NEXT_PUBLIC_')) delete process.env[key];
  }
  Object.assign(process.env, { NEXT_PUBLIC_CONTENT: DEFAULT_CONTENT_FILE }, env);
  const site = siteConfig();
  const { ticker, brandName, launched } = site;
  const address = site.contractAddress;
  const evm = expected.chain !== 'Solana';

  /** Every external link's href on the rendered page. */
  const externalHrefs = () =>
    screen
      .queryAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('https://'));

  describe(title, () => {
    it(launched ? 'is launched' : 'is a pre-launch build', () => {
      expect(site.chain.name).toBe(expected.chain);
      expect(site.tokenVenue.name).toBe(expected.venue);
      expect(address === null).toBe(!launched);
      // Before launch there is nothing to price: no Live price control.
      expect(site.livePrice === null).toBe(!launched);
    });

    it("says the chain's words in /contract's steps", () => {
      render(<ContractPage />);
      expect(screen.getByText(`${expected.chain} token address`)).toBeInTheDocument();
      const steps = screen.getByRole('region', { name: `How to buy ${ticker}` });
      expect(
        within(steps.querySelector('ol')!)
          .getAllByRole('listitem')
          .map((step) => step.querySelector('p')?.textContent),
      ).toStrictEqual([
        expected.wallet,
        expected.fund,
        launched
          ? `Open ${ticker} on ${expected.venue} and ${expected.trade}.`
          : `Follow ${brandName} for launch day.`,
        'Check the address.',
      ]);
      for (const [index, name] of expected.wallets.entries()) {
        const link = within(steps).getByRole('link', { name: `${name} (opens in a new tab)` });
        expect(link).toHaveAttribute('href', site.chain.wallets[index]!.site);
      }
    });

    if (evm) {
      it('leaves no word of Solana on home, /contract, the descriptions, cards and messages', () => {
        const solana = /Solana|\bSOL\b|Solscan|Solflare|Backpack/;
        for (const Page of [HomePage, ContractPage]) {
          const { container, unmount } = render(<Page />);
          expect(container.textContent).not.toMatch(solana);
          unmount();
        }
        for (const route of routes) expect(pageText(route).description).not.toMatch(solana);
        expect(sharedPage('/contract').card.lines.join(' ')).not.toMatch(solana);
        const { conversations, thread } = messagingData();
        for (const text of [
          ...conversations.map((c) => c.lastMessage),
          ...thread.map((m) => m.text),
        ])
          expect(text).not.toMatch(solana);
      });
    }

    it('names the chain and where it launched, or will, in the descriptions, card and inbox', () => {
      const status = `${launched ? 'newly launched' : 'launching soon'} on ${expected.venue}`;
      expect(pageText('/contract').description).toBe(
        `The official ${ticker} contract address on ${expected.chain}, ${status}.`,
      );
      expect(pageText('/').description).toContain(`Home of ${ticker}, ${status}.`);
      expect(sharedPage('/contract').card.lines).toEqual([
        `${expected.chain} · ${address ? `${address.slice(0, 6)}…${address.slice(-6)}` : 'coming soon'}`,
        `${status.charAt(0).toUpperCase()}${status.slice(1)}`,
      ]);
      expect(
        messagingData()
          .thread.map((message) => message.text)
          .join(' '),
      ).toContain(`${ticker} on ${expected.venue}?`);
    });

    if (launched && address) {
      const tokenUrl = site.tokenUrl!;

      it('links the address, its explorer page and the wallets on /contract', () => {
        render(<ContractPage />);
        expect(screen.getByRole('link', { name: address })).toHaveAttribute('href', tokenUrl);
        const explorer = screen.getByRole('link', {
          name: `View on ${expected.explorer} (opens in a new tab)`,
        });
        expect(explorer).toHaveAttribute('href', site.explorerUrl);
        expect(explorer).toHaveAttribute('target', '_blank');
        expect(site.explorerUrl).toContain(address);
        expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
        expect(
          screen.getByRole('img', { name: `QR code: open the ${ticker} token page` }),
        ).toBeInTheDocument();
        expect(
          screen.getAllByRole('link', { name: /^Open in / }).map((link) => link.textContent),
        ).toEqual(expected.browse.map((wallet) => `Open in ${wallet}`));
      });

      it("offers the chain's wallets and swap pages, the token chosen, first in How to buy", () => {
        render(<ContractPage />);
        const row = screen.getByRole('region', {
          name: siteContent().contract.buyInWallet.heading,
        });
        const links = within(row).getAllByRole('link');
        expect(
          links.map((link) => link.textContent?.replace(siteContent().site.newTab, '').trim()),
        ).toStrictEqual(expected.swap);
        // Every one names the token: the address, or for a launchpad its page.
        for (const link of links) {
          expect(decodeURIComponent(link.getAttribute('href')!)).toContain(address);
        }
      });

      it("lists the chain's independent checks under the address, each in a new tab", () => {
        render(<ContractPage />);
        const text = siteContent().contract.verify;
        const checks = screen.getByRole('region', { name: text.heading });
        const links = within(checks).getAllByRole('link');
        const expectedLinks = verifyLinks(site.chain.id, address);
        expect(links.map((link) => link.getAttribute('href'))).toEqual(
          expectedLinks.map(({ href }) => href),
        );
        for (const [index, { tool, site }] of expectedLinks.entries()) {
          expect(links[index]).toHaveAccessibleName(
            `${text[tool].name.replace('{site}', site)} ${siteContent().site.newTab}`,
          );
          expect(links[index]).toHaveAttribute('target', '_blank');
          expect(within(checks).getByText(text[tool].shows)).toBeInTheDocument();
        }
        for (const href of expectedLinks.map((link) => link.href)) expect(href).toContain(address);
      });

      it("links the address and its explorer page on home's links card and strip", () => {
        render(<HomePage />);
        const card = screen.getByRole('region', { name: `${ticker} links` });
        expect(within(card).getByRole('link', { name: new RegExp(address) })).toHaveAttribute(
          'href',
          tokenUrl,
        );
        expect(
          within(card).getByRole('link', {
            name: `View on ${expected.explorer} (opens in a new tab)`,
          }),
        ).toHaveAttribute('href', site.explorerUrl);
        const strip = screen.getByRole('region', { name: `${ticker} contract` });
        expect(within(strip).getByText(address)).toHaveClass('sr-only');
        expect(within(strip).getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
      });
    } else {
      it('shows "coming soon" and nothing to copy, scan, open or chart on /contract', () => {
        render(<ContractPage />);
        expect(screen.getByText(`Coming soon on ${expected.venue}`)).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Copy address' })).toBeNull();
        expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
        expect(screen.queryByRole('link', { name: /^Open in / })).toBeNull();
        expect(
          screen.queryByRole('region', { name: siteContent().contract.buyInWallet.heading }),
        ).toBeNull();
        expect(screen.queryByRole('link', { name: /^View on / })).toBeNull();
        expect(screen.queryByRole('region', { name: `${ticker} live chart` })).toBeNull();
        expect(
          screen.queryByRole('region', { name: siteContent().contract.verify.heading }),
        ).toBeNull();
        expect(screen.queryByRole('timer')).toBeNull();
        expect(
          screen.getByRole('link', { name: `${brandName} on X (opens in a new tab)` }),
        ).toHaveAttribute('href', site.socialUrl);
        expect(
          screen.getByText(new RegExp(`${escape(ticker)} is launching soon on`)),
        ).toBeVisible();
      });

      it('links no token page on home: the strip, links card, skills and hero say "coming soon"', () => {
        render(<HomePage />);
        const strip = screen.getByRole('region', { name: `${ticker} contract` });
        expect(within(strip).getByText(`Coming soon on ${expected.venue}`)).toBeInTheDocument();
        expect(within(strip).queryByRole('button')).toBeNull();
        const card = screen.getByRole('region', { name: `${ticker} links` });
        expect(within(card).getByText(`Coming soon on ${expected.venue}`)).toBeInTheDocument();
        const skills = screen.getByRole('region', { name: 'Trending Waifu Skills' });
        expect(within(skills).queryAllByRole('link')).toEqual([]);
        expect(
          screen.getByRole('link', {
            name: `Follow ${ticker}: launching soon on ${expected.venue} (opens in a new tab)`,
          }),
        ).toHaveAttribute('href', site.socialUrl);
      });

      it('links only the socials, wallets and community, never a venue or explorer', () => {
        const allowed = new Set([
          site.socialUrl,
          site.communityUrl,
          ...site.chain.wallets.map(({ site }) => site),
        ]);
        for (const Page of [HomePage, ContractPage]) {
          const { unmount } = render(<Page />);
          for (const href of externalHrefs()) expect(allowed).toContain(href);
          unmount();
        }
      });
    }
  });
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
