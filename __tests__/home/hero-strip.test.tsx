import { render, screen, within } from '@testing-library/react';
import { HeroStrip } from '@/components/home/hero-strip';
import type { HeroMeme, HeroPortrait } from '@/data/home';
import { siteContent } from '@/lib/content';
import { asset } from '@/lib/asset';

const { hero } = siteContent().home;

const portraits: HeroPortrait[] = [
  { name: 'First Portrait', src: asset('/art/portraits/first.svg') },
  { name: 'Second Portrait', src: asset('/art/portraits/second.svg') },
];

const memes: HeroMeme[] = [
  {
    src: '/art/memes/meme-1.webp',
    srcSet: '/art/memes/meme-1.webp 1x, /art/memes/meme-1@2x.webp 2x',
    width: 128,
    height: 85,
    alt: 'A koala in a suit, dancing',
    template: { src: '/art/memes/meme-1-template.webp', width: 600, height: 400 },
  },
  {
    src: '/art/memes/meme-2.webp',
    width: 100,
    height: 80,
    alt: 'A chart going up',
    template: { src: '/art/memes/meme-2-template.webp', width: 100, height: 80 },
  },
];

function strip(props: { memes: HeroMeme[] | null }) {
  render(
    <HeroStrip
      portraits={portraits}
      tokenUrl="https://example.com/token"
      socialUrl="https://x.com/example"
      text={hero}
      {...props}
    />,
  );
  return screen.getByRole('region', { name: hero.heading });
}

describe('HeroStrip', () => {
  it('shows a generated portrait and its name for each, when the content lists no memes', () => {
    const region = strip({ memes: null });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(portraits.length);
    portraits.forEach(({ name, src }, index) => {
      expect(items[index]).toHaveTextContent(name);
      expect(items[index]!.querySelector('img')).toHaveAttribute(
        'src',
        src.replace(/\.svg$/, '-128.webp'),
      );
    });
  });

  it('shows the team’s memes instead, each lazy, sized and with its alt text', () => {
    const region = strip({ memes });
    const images = within(region).getAllByRole('img');
    expect(images).toHaveLength(memes.length);
    memes.forEach((meme, index) => {
      const img = images[index]!;
      expect(img).toHaveAccessibleName(meme.alt);
      expect(img).toHaveAttribute('src', meme.src);
      expect(img).toHaveAttribute('width', String(meme.width));
      expect(img).toHaveAttribute('height', String(meme.height));
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
      if (meme.srcSet) expect(img).toHaveAttribute('srcset', meme.srcSet);
      else expect(img).not.toHaveAttribute('srcset');
    });
    for (const { name } of portraits) expect(within(region).queryByText(name)).toBeNull();
  });

  it('keeps the heading, the body and the link to the token page either way', () => {
    const region = strip({ memes });
    expect(within(region).getByText(hero.body)).toBeInTheDocument();
    expect(
      within(region).getByRole('link', { name: (name) => name.startsWith(hero.cta) }),
    ).toHaveAttribute('href', 'https://example.com/token');
  });
});
