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
  safety: z
    .strictObject({
      note: sentence('Before the first press: what the button asks, and of whom', 240),
      button: label('Asks the independent sources about the token', 32),
      busy: label('On the button while it asks', 32),
      tryAgain: label('On the button when no source answered', 32),
      allFailed: sentence('No source answered', 200),
      claimsHeading: label('Above the team’s claims', 48),
      claimsNote: sentence('Under it, before the press: these are the team’s word', 200),
      claimsNoteOff: sentence('Under it, when the check is turned off', 200),
      mintRevoked: label('The claim that the mint authority is revoked', 60),
      freezeRevoked: label('The claim that the freeze authority is revoked', 60),
      liquidityLocked: text('The claim; {percent} is its least share', {
        max: 80,
        vars: ['percent'],
      }),
      maxTax: text('The claim; {percent} is its most', { max: 80, vars: ['percent'] }),
      ownerRenounced: label('The claim that the owner renounced', 60),
      topTenMax: text('The claim; {percent} is its most', { max: 80, vars: ['percent'] }),
      confirmed: text('A claim a source agrees with and none contradicts', {
        max: 80,
        vars: ['sources'],
      }),
      contradicted: text('A claim a source contradicts', { max: 80, vars: ['sources'] }),
      unchecked: label('A claim no source could tell', 48),
      answered: text('When the source answered; {source} links to its page', {
        max: 80,
        vars: ['source', 'time'],
      }),
      kept: text('A source’s answer kept from an earlier press (10 minutes)', {
        max: 120,
        vars: ['source', 'time'],
      }),
      unreachable: text('In place of a source’s facts when it did not answer', {
        max: 80,
        vars: ['source'],
      }),
      attribution: label('GeckoTerminal’s own attribution, linked, beside its data', 60),
      unknown: label('In place of a value the source did not send, or sent wrong', 24),
      honeypot: text('Said first, when a source finds selling fails', {
        max: 200,
        vars: ['source'],
      }),
      rugged: text('Said first, when RugCheck marks the token rugged', {
        max: 200,
        vars: ['source'],
      }),
      holders: label('Holders', 40),
      topTenAll: label('Top 10’s share, as GeckoTerminal counts it (pools included)', 80),
      topTenSolana: label('Top 10’s share without pools and the bonding curve', 80),
      topTenEvm: label('Top 10’s share without pools, locked tokens and burn addresses', 80),
      liquidity: label('The liquidity burned or locked', 48),
      mintAuthority: label('Mint authority', 40),
      freezeAuthority: label('Freeze authority', 40),
      revoked: label('An authority revoked', 32),
      stillSet: label('An authority still set, holder unknown', 48),
      heldBy: label('Before the holder’s address, linked', 32),
      curve: label('The launchpad’s bonding curve', 40),
      curveProgress: text('On the curve', { max: 80, vars: ['percent'] }),
      graduated: label('Off the curve, pool unknown', 60),
      graduatedTo: label('Off the curve: before the pool’s link', 60),
      pool: label('The pool’s link', 32),
      sourceCode: label('Verified source code', 40),
      verified: label('Source verified', 32),
      notVerified: label('Source not verified', 32),
      owner: label('Owner', 32),
      renounced: label('Owner renounced', 32),
      notRenounced: label('Owner not renounced', 32),
      buyTax: label('Buy tax', 32),
      sellTax: label('Sell tax', 32),
      selling: label('Whether selling works', 40),
      sells: label('Selling works', 40),
      cannotSell: label('A honeypot: selling fails', 48),
      cannotSellAll: label('Cannot sell all at once', 48),
      disclaimer: sentence(
        'Under the answers: the sources are not the team’s, and may be wrong or slow',
        240,
      ),
      liquidityLockedAll: label('The claim that all of the liquidity is burned or locked', 80),
      partial: text('Under a source’s facts when it sent only part of its answer', {
        max: 160,
        vars: ['source'],
      }),
      flagsHeading: text('Before the list of a source’s own risk flags (RugCheck’s)', {
        max: 60,
        vars: ['source'],
      }),
      flagsNone: text('In place of that list when the source flags nothing', {
        max: 80,
        vars: ['source'],
      }),
      flag: text('One flag: {name} in the source’s own words, its share, its level', {
        max: 80,
        vars: ['name', 'percent', 'level'],
      }),
      flagNoPercent: text('One flag with no share', { max: 80, vars: ['name', 'level'] }),
      levelDanger: label('The source’s gravest level of a flag', 24),
      levelWarn: label('The source’s warning level of a flag', 24),
      levelOther: label('A flag whose level the page does not know', 24),
    })
    .describe('Check the token: independent sources asked on a press, the team’s claims checked'),
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
  trade: z
    .strictObject({
      bots: label('The row of the team’s trading bots (trade.bots)', 48),
      terminals: label('The row of the team’s trading terminals (trade.terminals)', 48),
    })
    .describe(
      'How to buy’s rows of the team’s trading bots and terminals, once launched; the names and links are trade:’s',
    ),
  buyInWallet: z
    .strictObject({
      heading: label('Heading', 48),
      intro: sentence('Under it: one tap, the token chosen, paid in the chain’s coin', 200),
      onTheWeb: label('Before the swap pages on the web, for a visitor with no wallet app', 80),
      inApp: sentence(
        'Inside Telegram’s or X’s browser, above the way out: app links may do nothing here',
        240,
      ),
      openInBrowser: label('The way out: this page in the phone’s browser', 40),
    })
    .describe(
      'Buy in your wallet: swap links with the token chosen, first in How to buy once launched; the wallets’ names stay as they are',
    ),
});
