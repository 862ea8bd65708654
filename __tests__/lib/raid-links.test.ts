import { farcasterCompose, raidPosts, statusId, telegramShare, xIntent } from '@/lib/raid/links';
import { xPostLength } from '@/lib/raid/post-length';

const SITE = 'https://koalain.example/';
const POST = 'Now hiring $KOALA holders & friends: {url}';

describe('the raid kit’s link forms', () => {
  it('opens X’s post intent with the post, the URL where the post puts it', () => {
    expect(xIntent(POST, SITE)).toBe(
      'https://x.com/intent/tweet?text=Now%20hiring%20%24KOALA%20holders%20%26%20friends%3A%20https%3A%2F%2Fkoalain.example%2F',
    );
  });

  it('passes the URL as X’s url parameter when the post does not place it', () => {
    expect(xIntent('gm $KOALA', SITE)).toBe(
      'https://x.com/intent/tweet?text=gm%20%24KOALA&url=https%3A%2F%2Fkoalain.example%2F',
    );
  });

  it('replies under the team’s post with in_reply_to', () => {
    expect(xIntent(POST, SITE, '1866000000000000000')).toBe(
      'https://x.com/intent/tweet?in_reply_to=1866000000000000000&text=Now%20hiring%20%24KOALA%20holders%20%26%20friends%3A%20https%3A%2F%2Fkoalain.example%2F',
    );
  });

  it('opens Telegram’s share with the URL and the post around it', () => {
    expect(telegramShare(POST, SITE)).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Fkoalain.example%2F&text=Now%20hiring%20%24KOALA%20holders%20%26%20friends%3A',
    );
  });

  it('opens Farcaster’s compose with the post and the URL as its embed', () => {
    expect(farcasterCompose(POST, SITE)).toBe(
      'https://farcaster.xyz/~/compose?text=Now%20hiring%20%24KOALA%20holders%20%26%20friends%3A&embeds[]=https%3A%2F%2Fkoalain.example%2F',
    );
  });

  it('round-trips a post in any script through URL parsing', () => {
    const post = 'コアラ $KOALA 🐨 #raid 100% {url}';
    const x = new URL(xIntent(post, SITE));
    expect(x.searchParams.get('text')).toBe(`コアラ $KOALA 🐨 #raid 100% ${SITE}`);
    const telegram = new URL(telegramShare(post, SITE));
    expect([telegram.searchParams.get('url'), telegram.searchParams.get('text')]).toEqual([
      SITE,
      'コアラ $KOALA 🐨 #raid 100%',
    ]);
    const farcaster = new URL(farcasterCompose(post, SITE));
    expect(farcaster.searchParams.get('embeds[]')).toBe(SITE);
  });

  it('gives each post X, Telegram and Farcaster, and the reply only with the team’s post', () => {
    const [without] = raidPosts([POST], SITE, null);
    expect(without!.links.map(({ network }) => network)).toEqual(['x', 'telegram', 'farcaster']);
    expect(without!.text).toBe(`Now hiring $KOALA holders & friends: ${SITE}`);
    const [withReply] = raidPosts([POST], SITE, '42');
    expect(withReply!.links.map(({ network }) => network)).toEqual([
      'x',
      'telegram',
      'farcaster',
      'reply',
    ]);
    expect(withReply!.links[3]!.href).toContain('in_reply_to=42&');
  });
});

describe('the X post to reply under', () => {
  it.each([
    ['https://x.com/koalain/status/1866000000000000000', '1866000000000000000'],
    ['https://twitter.com/koalain/status/20', '20'],
    ['https://www.x.com/koala_in/status/20/', '20'],
  ])('reads the id of %s', (url, id) => expect(statusId(url)).toBe(id));

  it.each([
    'http://x.com/koalain/status/1',
    'https://x.com/koalain',
    'https://x.com/koalain/status/abc',
    'https://nitter.net/koalain/status/1',
    'https://x.com/koalain/status/1?s=20',
  ])('refuses %s', (url) => expect(statusId(url)).toBeNull());
});

describe('a post’s length as X counts it', () => {
  it('counts a URL 23 whatever its length', () => {
    expect(xPostLength('gm {url}')).toBe(3 + 23);
    expect(xPostLength('gm')).toBe(3 + 23);
  });

  it('counts CJK characters and emoji 2, as X weighs them', () => {
    expect(xPostLength('コアラ {url}')).toBe(7 + 23);
    expect(xPostLength('🐨 {url}')).toBe(3 + 23);
    expect(xPostLength('코알라'.repeat(47))).toBe(282 + 24);
  });
});
