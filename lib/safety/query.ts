/**
 * Where "Check the token" asks, fixed at build time: GeckoTerminal on every chain, RugCheck on
 * Solana, GoPlus on Ethereum, Base and BNB Chain, each with the page its answer links. The browser
 * tests build with SAFETY_FAKE_ORIGIN, which puts a fake of the three APIs on this machine in place
 * of their origins; the build refuses any other origin for it (lib/market/query.ts's rule).
 */
import { CHAINS, type ChainId } from '../chain';
import { fakeOrigin, GECKOTERMINAL_API, GECKOTERMINAL_SITE } from '../market/query';
import { verifyLinks } from '../verify-links';

export const RUGCHECK_API = 'https://api.rugcheck.xyz';
export const GOPLUS_API = 'https://api.gopluslabs.io';

export type SafetySource = 'geckoterminal' | 'rugcheck' | 'goplus';

/** GoPlus numbers the chains by their EIP-155 id. */
export const GOPLUS_CHAIN_IDS: Partial<Record<ChainId, string>> = {
  ethereum: '1',
  base: '8453',
  bsc: '56',
};

export type SourceQuery = {
  source: SafetySource;
  /** The API's URL for this token: a plain GET, no key. */
  url: string;
  /** The source's own page for the token, linked beside its facts. */
  page: string;
};

export type SafetyQuery = {
  address: string;
  chain: ChainId;
  sources: SourceQuery[];
  /** An account on the chain's explorer, `{address}` replaced: who still holds an authority. */
  accountUrl: string;
  /** A pool on GeckoTerminal, `{pool}` replaced: where a graduated coin's liquidity went. */
  poolUrl: string;
};

/** The query for the token at `address` on `chain`; `fake` replaces every API's origin. */
export function safetyQuery(chain: ChainId, address: string, fake?: string): SafetyQuery {
  const origin = fake ? fakeOrigin(fake) : null;
  const { geckoterminal: network, explorer, family } = CHAINS[chain];
  const page = (tool: 'rugcheck' | 'goplus') =>
    verifyLinks(chain, address).find((link) => link.tool === tool)?.href;
  const sources: SourceQuery[] = [
    {
      source: 'geckoterminal',
      url: `${origin ?? GECKOTERMINAL_API}/api/v2/networks/${network}/tokens/${address}/info`,
      page: `${GECKOTERMINAL_SITE}/${network}/tokens/${address}`,
    },
  ];
  const rugcheck = page('rugcheck');
  if (chain === 'solana' && rugcheck) {
    sources.push({
      source: 'rugcheck',
      url: `${origin ?? RUGCHECK_API}/v1/tokens/${address}/report`,
      page: rugcheck,
    });
  }
  const goplus = page('goplus');
  const goplusChain = GOPLUS_CHAIN_IDS[chain];
  if (goplus && goplusChain) {
    sources.push({
      source: 'goplus',
      url: `${origin ?? GOPLUS_API}/api/v1/token_security/${goplusChain}?contract_addresses=${address}`,
      page: goplus,
    });
  }
  return {
    address,
    chain,
    sources,
    accountUrl: explorer.tokenUrl
      .replace('/token/', family === 'solana' ? '/account/' : '/address/')
      .replace('{address}', '{account}'),
    poolUrl: `${GECKOTERMINAL_SITE}/${network}/pools/{pool}`,
  };
}

/** The origins connect-src must allow for the control (on every page: postbuild.mjs says why). */
export const safetyOrigins = (query: SafetyQuery) => [
  ...new Set(query.sources.map(({ url }) => new URL(url).origin)),
];
