import { render, screen } from '@testing-library/react';
import { Avatar } from '@/components/ui/avatar';
import { asset } from '@/lib/asset';

describe('Avatar', () => {
  it('reserves its size and loads lazily, so it never gets a preload beside the LCP image', () => {
    render(<Avatar src="/art/portraits/x.svg" alt="Portrait of X" size={72} />);
    const image = screen.getByRole('img', { name: 'Portrait of X' });
    expect(image).toHaveAttribute('width', '72');
    expect(image).toHaveAttribute('height', '72');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows a generated picture as its WebPs, picked for its size, and any other picture as is', () => {
    const art = (name: string) => asset(`/art/portraits/${name}`);
    render(<Avatar src={art('x.svg')} alt="X" size={48} />);
    const image = screen.getByRole('img', { name: 'X' });
    expect(image).toHaveAttribute('src', art('x-128.webp'));
    expect(image).toHaveAttribute(
      'srcset',
      [64, 128, 192, 256, 384].map((width) => `${art(`x-${width}.webp`)} ${width}w`).join(', '),
    );
    expect(image).toHaveAttribute('sizes', '48px');

    render(<Avatar src="/uploads/y.png" alt="Y" />);
    expect(screen.getByRole('img', { name: 'Y' })).toHaveAttribute('src', '/uploads/y.png');
    expect(screen.getByRole('img', { name: 'Y' })).not.toHaveAttribute('srcset');
  });
});
