import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { DEFAULT_CONTENT_FILE, parseContent, parseFile } from '@/lib/build/content/load';
import { parseTranslation } from '@/lib/content/translation';

// The file as YAML hands it over: any shape, which each case reaches into.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

const FILE = 'brand/content.yaml';
const source = readFileSync(DEFAULT_CONTENT_FILE, 'utf8');
const japanese = readFileSync('content/lewdin.ja.yaml', 'utf8');

const BOT = { name: 'KoalaBot', link: 'https://t.me/koala_trade_bot?start=r-koalain-{address}' };
const TERMINAL = { name: 'Gumtree', link: 'https://terminal.example/t/{address}/@koalain' };

function changed(edit: (content: Loose) => void): string {
  const content = parse(source);
  edit(content);
  return stringify(content);
}

function problem(yaml: string): string {
  try {
    parseContent(yaml, FILE);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the content was accepted');
}

describe('trade: the team’s bots and terminals', () => {
  it('takes a bot’s t.me start link and a terminal’s https link, each with {address}', () => {
    const content = parseContent(
      changed((c) => (c.trade = { bots: [BOT], terminals: [TERMINAL] })),
      FILE,
    );
    expect(content.trade).toEqual({ bots: [BOT], terminals: [TERMINAL] });
  });

  it.each([
    [
      'a link that is not https',
      { bots: [], terminals: [{ ...TERMINAL, link: 'http://terminal.example/t/{address}' }] },
      'trade.terminals[0].link: "http://terminal.example/t/{address}" must be an https:// link',
    ],
    [
      'a link without {address}',
      { bots: [], terminals: [{ ...TERMINAL, link: 'https://terminal.example/t/koala' }] },
      'trade.terminals[0].link: "https://terminal.example/t/koala" must hold {address} exactly once',
    ],
    [
      'a link with {address} twice',
      {
        bots: [{ ...BOT, link: 'https://t.me/koala_trade_bot?start={address}{address}' }],
        terminals: [],
      },
      'trade.bots[0].link: "https://t.me/koala_trade_bot?start={address}{address}" must hold {address} exactly once, where the token’s address goes (it holds it 2 times)',
    ],
    [
      'a name twice in one list',
      { bots: [], terminals: [TERMINAL, { ...TERMINAL, link: 'https://t2.example/{address}' }] },
      'trade.terminals[1].name: "Gumtree" names a terminal already in this list',
    ],
    [
      'a bot that is not a t.me link',
      { bots: [{ ...BOT, link: 'https://koala.example/bot?start={address}' }], terminals: [] },
      'trade.bots[0].link: "https://koala.example/bot?start={address}" must be a bot’s Telegram link, https://t.me/<bot>?start=…',
    ],
    [
      'a bot link without a start parameter',
      { bots: [{ ...BOT, link: 'https://t.me/koala_trade_bot?ref={address}' }], terminals: [] },
      'must have a start parameter and no other',
    ],
    [
      'a start parameter with characters Telegram refuses',
      {
        bots: [{ ...BOT, link: 'https://t.me/koala_trade_bot?start=r.koala.{address}' }],
        terminals: [],
      },
      'trade.bots[0].link: "https://t.me/koala_trade_bot?start=r.koala.{address}" has a start parameter with characters Telegram refuses: only A-Z, a-z, 0-9, _ and -',
    ],
  ])('refuses %s, naming the file, line, path, value and rule', (_case, trade, said) => {
    const message = problem(changed((c) => (c.trade = trade)));
    expect(message).toContain(said);
    expect(message).toMatch(/brand\/content\.yaml:\d+ {2}trade\./);
  });
});

describe('raid: the raid kit', () => {
  it('refuses a post longer than X’s 280 as X counts it: CJK weighs 2', () => {
    const post = `${'コアラ'.repeat(45)} {url}`;
    // 135 characters, well under 280 by length, but 270 + 1 + 23 by X's weights.
    expect(post.length).toBeLessThan(280);
    expect(problem(changed((c) => (c.raid.posts = [post])))).toMatch(
      /raid\.posts\[0\]: "コアラ.* is 294 characters long as X counts them \(a URL counts 23, CJK and emoji 2; X's twitter-text rules\): X takes at most 280/,
    );
  });

  it('takes a post of 280 by X’s count, however long its URL', () => {
    const post = `${'a'.repeat(256)} {url}`;
    expect(() =>
      parseContent(
        changed((c) => (c.raid.posts = [post])),
        FILE,
      ),
    ).not.toThrow();
  });

  it('refuses a placeholder other than {ticker}, {url} and the brand’s', () => {
    expect(problem(changed((c) => (c.raid.posts = ['gm {cashtag}'])))).toContain(
      'raid.posts[0]: "gm {cashtag}" uses {cashtag}, a placeholder that does not exist here',
    );
  });

  it.each([
    'https://x.com/koalain',
    'http://x.com/koalain/status/1',
    'https://bsky.app/profile/koalain/post/1',
  ])('refuses %s as the post to reply under, naming it and the rule', (reply) => {
    expect(problem(changed((c) => (c.raid.reply = reply)))).toContain(
      `raid.reply: "${reply}" is not an X post’s URL: it must be https://x.com/<user>/status/<id> (or the same on twitter.com)`,
    );
  });

  it('takes an X or Twitter status URL', () => {
    for (const reply of [
      'https://x.com/koalain/status/1866000000000000000',
      'https://twitter.com/koalain/status/1866000000000000000',
    ]) {
      expect(
        parseContent(
          changed((c) => (c.raid.reply = reply)),
          FILE,
        ).raid!.reply,
      ).toBe(reply);
    }
  });
});

describe('a translation', () => {
  const base = parseFile(
    changed((c) => {
      c.trade = { bots: [BOT], terminals: [TERMINAL] };
      c.raid.reply = 'https://x.com/koalain/status/1';
    }),
    FILE,
  );
  const translate = (edit: (content: Loose) => void) => {
    const content = parse(japanese) as Loose;
    edit(content);
    return parseFile(stringify(content), 'brand/content.ja.yaml');
  };

  it('renames the rows and translates the posts, and keeps the base’s links', () => {
    const content = parseTranslation(
      translate(() => {}),
      base,
      'ja',
    );
    expect(content.trade).toEqual({ bots: [BOT], terminals: [TERMINAL] });
    expect(content.raid!.reply).toBe('https://x.com/koalain/status/1');
    expect(content.contract.trade.bots).toBe(parse(japanese).contract.trade.bots);
    expect(content.raid!.posts).toEqual(parse(japanese).raid.posts);
  });

  it('may not set the bots’ and terminals’ links, nor the post to reply under', () => {
    let message = '';
    try {
      parseTranslation(
        translate((c) => {
          c.trade = { bots: [{ ...BOT, link: 'https://t.me/other_bot?start={address}' }] };
          c.raid.reply = 'https://x.com/other/status/2';
        }),
        base,
        'ja',
      );
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/brand\/content\.ja\.yaml:\d+ {2}trade: leave the trade: section out/);
    expect(message).toMatch(/brand\/content\.ja\.yaml:\d+ {2}raid\.reply: leave it out/);
  });
});
