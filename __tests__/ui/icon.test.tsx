import { render, screen } from '@testing-library/react';
import { Search } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { icons } from '@/components/ui/icons';
import { iconSprite } from '@/lib/icon-sprite';
import { asset } from '@/lib/asset';

describe('Icon', () => {
  it('draws its symbol from the sprite as a decorative SVG beside the text that names it', () => {
    const { container } = render(
      <button type="button">
        <Icon name="search" className="size-4 text-muted" />
        Search
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Search');
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('icon', 'size-4', 'text-muted');
    expect(svg.querySelector('use')).toHaveAttribute('href', asset('/icons.svg#search'));
    expect(svg.querySelector('path')).toBeNull();
  });

  it("draws a wallet's mark from the marks' own sprite, which only /contract asks for", () => {
    const { container } = render(<Icon name="mark-phantom" />);
    expect(container.querySelector('use')).toHaveAttribute(
      'href',
      asset('/marks.svg#mark-phantom'),
    );
  });
});

describe('iconSprite', () => {
  // jsdom's XML elements are plain Elements, so attributes are read with getAttribute.
  const parse = (markup: string) => new DOMParser().parseFromString(markup, 'image/svg+xml');

  it("has a symbol per icon on Lucide's 24-unit grid, with Lucide's shapes", () => {
    const doc = parse(iconSprite({ search: Search }));
    expect(doc.querySelector('parsererror')).toBeNull();
    const symbol = doc.querySelector('symbol#search')!;
    expect(symbol.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(symbol.querySelector('path')?.getAttribute('d')).toBe('m21 21-4.34-4.34');
    expect(symbol.querySelector('circle')?.getAttribute('r')).toBe('8');
  });

  it('is well-formed XML with every icon of the site, attribute values escaped', () => {
    const doc = parse(iconSprite({ ...icons, odd: [['path', { d: 'M0 0"<&' }]] }));
    expect(doc.querySelector('parsererror')).toBeNull();
    const ids = [...doc.querySelectorAll('symbol')].map((symbol) => symbol.id);
    expect(ids).toEqual([...Object.keys(icons), 'odd']);
    expect(doc.querySelector('symbol#odd path')?.getAttribute('d')).toBe('M0 0"<&');
  });
});
