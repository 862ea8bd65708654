import { CHAINS, type Chain, type ChainId } from './chain';

/**
 * "Don't trust, verify": independent checks of a token, each a page on a tool anyone can open,
 * in the form each tool uses for its own links. One table, so a tool that changes its form is one
 * edit here; what each shows, in words, is the content file's (contract.verify).
 */
export type VerifyTool = 'rugcheck' | 'bubblemaps' | 'goplus' | 'honeypot' | 'holders';

export type VerifyLink = {
  tool: VerifyTool;
  href: string;
  /** The site it opens, for its label ("Holders on Solscan"). */
  site: string;
};

type Form = (address: string, chain: Chain) => string;

const encode = encodeURIComponent;

// Each tool's form per chain; a chain a tool does not cover has no entry.
const FORMS: Record<VerifyTool, Partial<Record<ChainId, Form>>> = {
  // RugCheck's token report (rugcheck.xyz/tokens/<mint>), the page its own site and bots link:
  // mint and freeze authority, liquidity, top holders. Solana only.
  rugcheck: { solana: (mint) => `https://rugcheck.xyz/tokens/${mint}` },
  // Bubblemaps v2's map (v2.bubblemaps.io/map?address=…&chain=…), with its own chain names, as its
  // embed docs and integrations write them: solana, eth, base, bsc.
  bubblemaps: {
    solana: (a) => `https://v2.bubblemaps.io/map?address=${encode(a)}&chain=solana`,
    ethereum: (a) => `https://v2.bubblemaps.io/map?address=${encode(a)}&chain=eth`,
    base: (a) => `https://v2.bubblemaps.io/map?address=${encode(a)}&chain=base`,
    bsc: (a) => `https://v2.bubblemaps.io/map?address=${encode(a)}&chain=bsc`,
  },
  // GoPlus's token security page (gopluslabs.io/token-security/<chain id>/<address>), by EIP-155
  // chain id, as its API (token_security/{chain_id}) numbers them: 1, 8453, 56.
  goplus: {
    ethereum: (a) => `https://gopluslabs.io/token-security/1/${a}`,
    base: (a) => `https://gopluslabs.io/token-security/8453/${a}`,
    bsc: (a) => `https://gopluslabs.io/token-security/56/${a}`,
  },
  // honeypot.is simulates a buy and a sell; its site documents a page per chain on Ethereum
  // (honeypot.is/ethereum?address=…) and Base (/base?address=…), none for BNB Chain.
  honeypot: {
    ethereum: (a) => `https://honeypot.is/ethereum?address=${encode(a)}`,
    base: (a) => `https://honeypot.is/base?address=${encode(a)}`,
  },
  // The chain's explorer's token page (lib/chain/chains.ts) at its holders tab: Solscan's
  // #holders, the Etherscan family's #balances.
  holders: {
    solana: (a, chain) => `${chain.explorer.tokenUrl.replace('{address}', a)}#holders`,
    ethereum: (a, chain) => `${chain.explorer.tokenUrl.replace('{address}', a)}#balances`,
    base: (a, chain) => `${chain.explorer.tokenUrl.replace('{address}', a)}#balances`,
    bsc: (a, chain) => `${chain.explorer.tokenUrl.replace('{address}', a)}#balances`,
  },
};

/** The order they are listed in: the chain's own checks first, the holders last. */
const ORDER: readonly VerifyTool[] = ['rugcheck', 'goplus', 'honeypot', 'bubblemaps', 'holders'];

/** The checks of `address` on `chain`, in order; none before launch. */
export function verifyLinks(chain: ChainId, address: string | null): VerifyLink[] {
  if (!address) return [];
  return ORDER.flatMap((tool) => {
    const form = FORMS[tool][chain];
    if (!form) return [];
    const href = form(address, CHAINS[chain]);
    return [
      {
        tool,
        href,
        site: tool === 'holders' ? CHAINS[chain].explorer.name : new URL(href).hostname,
      },
    ];
  });
}
