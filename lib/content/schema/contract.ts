import { z } from 'zod';
import { text } from '../fields';
import { label, sentence } from './words';

const verifyTool = (tool: string) =>
  z
    .strictObject({
      name: label('The link', 48),
      shows: sentence('What it shows, in one line', 160),
    })
    .describe(tool);

export const contract = z.strictObject({
  heading: label('Heading', 60),
  intro: sentence('Intro'),
  introSoon: sentence('Intro before launch', 300),
  addressLabel: label('Above the address', 48),
  explorerLink: label('The explorer link', 48),
  comingSoon: label('Where the address will be, before launch', 60),
  copy: label('Button', 24),
  copied: label('After a copy (2 s)', 48),
  copyManual: sentence('Where the browser refuses to copy'),
  qrLabel: label('The QR code, for screen readers', 80),
  qrCaption: sentence('Under the QR code'),
  chartHeading: label('Heading', 48),
  chartNote: text('Before the chart loads', { max: 200, vars: ['host'] }),
  chartButton: text('Loads the chart', { max: 60, vars: ['host'] }),
  chartTitle: text('The chart frame’s title', { max: 80, vars: ['host'] }),
  livePrice: z.strictObject({
    heading: label('Heading', 48),
    note: sentence('Before the first press: what the button asks, and of whom', 200),
    button: label('Asks DEX Screener (then GeckoTerminal) for the price', 32),
    busy: label('On the button while it asks', 32),
    tryAgain: label('On the button when neither source answered', 32),
    price: label('Price in USD', 32),
    marketCap: label('Market cap', 32),
    fdv: label('Fully diluted valuation, shown where there is no market cap', 32),
    change: label('Change over 24 hours', 32),
    liquidity: label('Liquidity', 32),
    volume: label('Volume over 24 hours', 32),
    unavailable: label('In place of a value the source did not send, or sent wrong', 24),
    fetched: text('When the numbers were fetched', { max: 80, vars: ['time'] }),
    kept: text('A press within 15 s of the last: the same numbers, kept', {
      max: 160,
      vars: ['time'],
    }),
    source: text('Links the pair on the source; {source} is DEX Screener or GeckoTerminal', {
      max: 48,
      vars: ['source'],
    }),
    bondingCurve: sentence('The token still trades on its launchpad’s bonding curve', 160),
    notTrading: sentence('No pair anywhere yet: never a price of $0', 200),
    failed: sentence('Neither source answered', 200),
  }),
  verify: z
    .strictObject({
      heading: label('Heading, under the address once launched', 48),
      intro: sentence('Under the heading', 200),
      rugcheck: verifyTool('RugCheck (Solana)'),
      goplus: verifyTool('GoPlus (Ethereum, Base, BNB Chain)'),
      honeypot: verifyTool('honeypot.is (Ethereum, Base)'),
      bubblemaps: verifyTool('Bubblemaps (every chain)'),
      holders: z.strictObject({
        name: text('The link to the explorer’s holders tab; {site} is the explorer', {
          max: 48,
          vars: ['site'],
        }),
        shows: sentence('What it shows, in one line', 160),
      }),
    })
    .describe('Independent checks of the token, each a link that opens in a new tab'),
  launched: sentence('The note at the bottom; {launchStatus} says launched or soon', 240),
  howToBuy: z.strictObject({
    heading: label('Heading', 48),
    intro: sentence('Intro', 120),
    walletTitle: label('Step 1', 60),
    walletBefore: label('Before the wallets', 24),
    walletOr: label('Between the last two wallets', 8),
    walletAfter: sentence('After the wallets'),
    fundTitle: label('Step 2', 60),
    fundBody: sentence('Step 2'),
    tradeBuy: label('{trade} where the venue has a Buy button', 60),
    tradeSwap: label('{trade} where the venue swaps', 60),
    tradeTitle: text('Step 3', { max: 120, vars: ['trade'] }),
    tradeBefore: label('Before the token link', 24),
    tradeLink: label('The token link', 60),
    tradeBody: sentence('After the token link', 160),
    soonTitle: label('Step 3 before launch', 60),
    soonBefore: label('Before the social link, before launch', 60),
    soonLink: label('The social link, before launch', 48),
    soonAfter: text('After the social link, before launch', { max: 200, vars: ['trade'] }),
    checkTitle: label('Step 4', 60),
    checkBody: sentence('Step 4'),
    checkBodySoon: sentence('Step 4 before launch', 260),
    walletApps: sentence('Before the wallet links, on phones', 120),
    openIn: text('A wallet link', { max: 40, vars: ['wallet'] }),
    onComputer: sentence('On a computer, instead of the wallet links', 200),
  }),
});
