import { SiteConfigError } from '@/lib/brand/checks';
import { readTrade } from '@/lib/trade/config';
import { botLinkProblem, linkProblem, repeatedNames, startProblem } from '@/lib/trade/links';

const SOLANA = 'So11111111111111111111111111111111111111112';
const BOT = 'https://t.me/koala_trade_bot?start=r-koalain-{address}';

describe('a bot’s or terminal’s link', () => {
  it('takes an https link with {address} once', () => {
    expect(linkProblem('https://terminal.example/t/{address}/@koalain')).toBeNull();
    expect(botLinkProblem(BOT)).toBeNull();
  });

  it.each([
    ['http://terminal.example/t/{address}', 'must be an https:// link'],
    ['terminal.example/t/{address}', 'is not a URL'],
    ['https://terminal.example/t/koala', 'must hold {address} exactly once'],
    ['https://terminal.example/{address}/{address}', 'it holds it 2 times'],
  ])('refuses %s', (link, rule) => expect(linkProblem(link)).toContain(rule));

  it.each([
    ['https://koala.example/?start={address}', 'must be a bot’s Telegram link'],
    ['https://t.me/bot?start={address}', 'must be a bot’s Telegram link'],
    ['https://t.me/koala_trade_bot/app?start={address}', 'must be a bot’s Telegram link'],
    ['https://t.me/koala_trade_bot?startapp={address}', 'must have a start parameter and no other'],
    [
      'https://t.me/koala_trade_bot?start=x&ref={address}',
      'must have a start parameter and no other',
    ],
    ['https://t.me/koala_trade_bot?start=x#{address}', 'must be a bot’s Telegram link'],
    ['https://t.me/koala_trade_bot?start=r.koala.{address}', 'characters Telegram refuses'],
  ])('refuses the bot link %s', (link, rule) => expect(botLinkProblem(link)).toContain(rule));

  it('holds the start parameter to 64 characters once the address is in', () => {
    expect(startProblem(BOT, SOLANA)).toBeNull();
    const long = `https://t.me/koala_trade_bot?start=${'r'.repeat(21)}{address}`;
    expect(startProblem(long, SOLANA)).toBeNull();
    expect(startProblem(long.replace('{address}', 'x{address}'), SOLANA)).toContain(
      'a start parameter of 65 characters: Telegram takes at most 64',
    );
  });

  it('finds a name given twice, whatever its case', () => {
    expect(repeatedNames([{ name: 'Trojan' }, { name: 'GMGN' }, { name: ' trojan' }])).toEqual([2]);
  });
});

describe('the rows the site shows', () => {
  const trade = {
    bots: [{ name: 'KoalaBot', link: BOT }],
    terminals: [{ name: 'Gumtree', link: 'https://terminal.example/t/{address}/@koalain' }],
  };

  it('fills the address into each link', () => {
    expect(readTrade(trade, SOLANA)).toEqual({
      bots: [{ name: 'KoalaBot', href: `https://t.me/koala_trade_bot?start=r-koalain-${SOLANA}` }],
      terminals: [{ name: 'Gumtree', href: `https://terminal.example/t/${SOLANA}/@koalain` }],
    });
  });

  it('has none before launch', () => {
    expect(readTrade(trade, null)).toEqual({ bots: [], terminals: [] });
  });

  it('refuses a start parameter too long with the address in, naming the path, value and rule', () => {
    const long = {
      ...trade,
      bots: [{ name: 'KoalaBot', link: BOT.replace('r-', 'r'.repeat(30)) }],
    };
    expect(() => readTrade(long, SOLANA)).toThrow(SiteConfigError);
    expect(() => readTrade(long, SOLANA)).toThrow(
      /^Invalid site config: trade\.bots\[0\]\.link "https:\/\/t\.me\/koala_trade_bot\?start=r+koalain-\{address\}" has, with the address filled in, a start parameter of \d+ characters: Telegram takes at most 64/,
    );
  });
});
