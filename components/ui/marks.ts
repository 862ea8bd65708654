import phantom from '@web3icons/core/svgs/wallets/mono/phantom.svg.js';
import trust from '@web3icons/core/svgs/wallets/mono/trust.svg.js';
import metamask from '@web3icons/core/svgs/wallets/branded/metamask.svg.js';
import jupiter from '@web3icons/core/svgs/tokens/mono/JUP.svg.js';
import uniswap from '@web3icons/core/svgs/exchanges/mono/uniswap.svg.js';
import pancakeswap from '@web3icons/core/svgs/exchanges/mono/pancake-swap.svg.js';

/**
 * The marks of the wallets and swap pages "Buy in your wallet" links, drawn in the site's colours:
 * Web3 Icons' single-colour versions (@web3icons/core, MIT, read at build time only), each shape
 * filled with the text's colour. Only the server reads this, to write them into a sprite of their
 * own (app/marks.svg/route.ts); pages refer to a mark by its name.
 */
export type MarkName = 'phantom' | 'trust' | 'metamask' | 'jupiter' | 'uniswap' | 'pancakeswap';

/** The shapes inside a Web3 Icons SVG (24-unit grid, as Lucide's), white fills made the text's. */
function shapes(svg: string): string {
  const inner = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>')).trim();
  return inner.replace(/\s*\n\s*/g, '').replaceAll('fill="#fff"', 'fill="currentColor"');
}

/**
 * MetaMask has no single-colour version: its fox in one colour, the darker facets (eyes, snout)
 * solid over the lighter ones at half strength, so the face still reads.
 */
function oneColour(svg: string): string {
  return shapes(svg).replace(/fill="#([0-9A-Fa-f]{6})"/g, (_, hex: string) => {
    const dark = parseInt(hex.slice(0, 2), 16) < 0x80;
    return `fill="currentColor"${dark ? '' : ' fill-opacity=".5"'}`;
  });
}

export const marks: Record<MarkName, string> = {
  phantom: shapes(phantom),
  trust: shapes(trust),
  metamask: oneColour(metamask),
  jupiter: shapes(jupiter),
  uniswap: shapes(uniswap),
  pancakeswap: shapes(pancakeswap),
};
