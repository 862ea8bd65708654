/**
 * The team's trading bots and terminals as the site shows them: each link with the address filled
 * in, and none before launch. A bot's start parameter is held to Telegram's rule once the address
 * is in; a bad one fails the build, naming its path, the value and the rule.
 */
import { SiteConfigError } from '../brand/checks';
import type { Trade } from '../content/schema/trade';
import { filledLink, startProblem } from './links';

export type TradeLink = { name: string; href: string };

export type TradeRows = { bots: TradeLink[]; terminals: TradeLink[] };

export function readTrade(trade: Trade | undefined, address: string | null): TradeRows {
  if (!trade || !address) return { bots: [], terminals: [] };
  trade.bots.forEach(({ link }, index) => {
    const problem = startProblem(link, address);
    if (problem) throw new SiteConfigError(`trade.bots[${index}].link`, `"${link}" ${problem}.`);
  });
  const rows = (entries: Trade['bots']) =>
    entries.map(({ name, link }) => ({ name, href: filledLink(link, address) }));
  return { bots: rows(trade.bots), terminals: rows(trade.terminals) };
}
