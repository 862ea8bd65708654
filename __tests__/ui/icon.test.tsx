import { render, screen } from '@testing-library/react';
import { Search } from 'lucide';
import { Icon } from '@/components/ui/icon';

describe('Icon', () => {
  it('draws the Lucide paths as a decorative SVG beside the text that names it', () => {
    const { container } = render(
      <button type="button">
        <Icon icon={Search} className="size-4" strokeWidth={1.75} />
        Search
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Search');
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('stroke-width', '1.75');
    expect(svg).toHaveClass('size-4');
    expect(svg.querySelector('circle')).toHaveAttribute('r', '8');
    expect(svg.querySelector('path')).toHaveAttribute('d', 'm21 21-4.34-4.34');
  });
});
