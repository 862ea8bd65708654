import { shareLinks } from '@/lib/share-links';

describe('shareLinks', () => {
  it("carries the page's URL and the line, encoded, to X's post intent and Telegram", () => {
    const [x, telegram] = shareLinks(
      'https://lewdin.example/contract',
      'Contract on LewdIn, home of $LEWD & friends',
    );
    expect(x).toEqual({
      network: 'X',
      href: 'https://x.com/intent/post?text=Contract%20on%20LewdIn%2C%20home%20of%20%24LEWD%20%26%20friends&url=https%3A%2F%2Flewdin.example%2Fcontract',
    });
    expect(telegram).toEqual({
      network: 'Telegram',
      href: 'https://t.me/share/url?url=https%3A%2F%2Flewdin.example%2Fcontract&text=Contract%20on%20LewdIn%2C%20home%20of%20%24LEWD%20%26%20friends',
    });
  });

  it('round-trips through URL parsing', () => {
    const text = '猫 $NYAN: 100% 🐱 #memecoin';
    for (const { href } of shareLinks('https://a.example/b?c=d', text)) {
      const params = new URL(href).searchParams;
      expect(params.get('url')).toBe('https://a.example/b?c=d');
      expect(params.get('text')).toBe(text);
    }
  });
});
