/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseContent } from '@/lib/build/content/load';
import { parseFlags } from '@/scripts/setup/flags';
import { minimal, setupProject, SOLANA } from './project';

const { at, run, written } = setupProject();

const BOT = 'KoalaBot=https://t.me/koala_trade_bot?start=r-koalain-{address}';
const TERMINAL = 'Gumtree=https://terminal.example/t/{address}/@koalain';
const REPLY = 'https://x.com/koalain/status/1866000000000000000';

describe('the bots, terminals and raid kit of npm run setup', () => {
  it('takes --bot, --terminal and --raid-post more than once', () => {
    const flags = parseFlags([
      ...['--bot', BOT, '--bot', 'Second=https://t.me/second_bot?start={address}'],
      ...['--terminal', TERMINAL, '--raid-post', 'One {url}', '--raid-post', 'Two'],
      ...['--raid-reply', REPLY],
    ]);
    expect(flags.given).toEqual({
      bots: `${BOT}\nSecond=https://t.me/second_bot?start={address}`,
      terminals: TERMINAL,
      raidPosts: 'One {url}\nTwo',
      raidReply: REPLY,
    });
  });

  it('writes them into trade: and raid:, which the build reads', async () => {
    const { status } = await run([
      ...minimal,
      ...['--address', SOLANA, '--bot', BOT, '--terminal', TERMINAL],
      ...['--raid-post', 'Now hiring {ticker} holders: {url}', '--raid-reply', REPLY],
    ]);
    expect(status).toBe(0);
    const content = parseContent(written(), 'brand/content.yaml');
    expect(content.trade).toEqual({
      bots: [{ name: 'KoalaBot', link: 'https://t.me/koala_trade_bot?start=r-koalain-{address}' }],
      terminals: [{ name: 'Gumtree', link: 'https://terminal.example/t/{address}/@koalain' }],
    });
    expect(content.raid).toEqual({ posts: ['Now hiring {ticker} holders: {url}'], reply: REPLY });
  });

  it('copies none of LewdIn’s bots or its post to reply under, and keeps its raid posts', async () => {
    await run([...minimal, '--address', SOLANA]);
    const content = parseContent(written(), 'brand/content.yaml');
    const lewdin = parseContent(
      readFileSync(at('content/lewdin.yaml'), 'utf8'),
      'content/lewdin.yaml',
    );
    expect(content.trade).toEqual({ bots: [], terminals: [] });
    expect(content.raid).toEqual({ posts: lewdin.raid!.posts });
  });

  it.each([
    [['--bot', 'KoalaBot'], '--bot: trade.bots[0] "KoalaBot" is not NAME=LINK'],
    [
      ['--bot', 'KoalaBot=http://t.me/koala_trade_bot?start={address}'],
      '--bot: trade.bots[0].link "http://t.me/koala_trade_bot?start={address}" must be an https:// link',
    ],
    [
      ['--bot', 'KoalaBot=https://t.me/koala_trade_bot?start=a-{address}-{address}'],
      'must hold {address} exactly once',
    ],
    [
      ['--bot', 'KoalaBot=https://koala.example/buy/{address}'],
      '--bot: trade.bots[0].link "https://koala.example/buy/{address}" must be a bot’s Telegram link',
    ],
    [['--bot', 'KoalaBot=https://t.me/koala_trade_bot/{address}'], 'must be a bot’s Telegram link'],
    [
      ['--bot', 'KoalaBot=https://t.me/koala_trade_bot?ref={address}'],
      'must have a start parameter and no other',
    ],
    [
      ['--bot', `KoalaBot=https://t.me/koala_trade_bot?start=${'r'.repeat(30)}-{address}`],
      'a start parameter of 74 characters: Telegram takes at most 64',
    ],
    [
      ['--bot', BOT, '--bot', BOT.replace('r-koalain', 'other')],
      '--bot: trade.bots[1].name "KoalaBot" names a bot already in this list',
    ],
    [
      ['--terminal', 'Gumtree=https://terminal.example/t/koala'],
      '--terminal: trade.terminals[0].link "https://terminal.example/t/koala" must hold {address} exactly once',
    ],
    [
      ['--raid-reply', 'https://x.com/koalain'],
      '--raid-reply: raid.reply "https://x.com/koalain" is not an X post’s URL',
    ],
    [['--raid-post', 'Hi {cashtag}'], '--raid-post: raid.posts[0] "Hi {cashtag}" uses {cashtag}'],
    [
      ['--raid-post', `${'코알라 '.repeat(60)}{url}`],
      'as X counts them (a URL counts 23, CJK and emoji 2): X takes at most 280',
    ],
  ])(
    'refuses %j, naming the flag, the value and the rule, and writes nothing',
    async (flags, said) => {
      const { status, error } = await run([...minimal, '--address', SOLANA, ...flags]);
      expect(status).toBe(1);
      expect(error).toContain(said);
      expect(existsSync(at('brand/content.yaml'))).toBe(false);
    },
  );
});
