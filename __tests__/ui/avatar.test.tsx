import { render, screen } from '@testing-library/react';
import { Avatar } from '@/components/ui/avatar';

describe('Avatar', () => {
  it('reserves its size and loads lazily, so it never gets a preload beside the LCP image', () => {
    render(<Avatar src="/art/portraits/x.svg" alt="Portrait of X" size={72} />);
    const image = screen.getByRole('img', { name: 'Portrait of X' });
    expect(image).toHaveAttribute('width', '72');
    expect(image).toHaveAttribute('height', '72');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows a generated picture as its WebPs, picked for its size, and any other picture as is', () => {
    render(<Avatar src="/art/portraits/x.svg" alt="X" size={48} />);
    const image = screen.getByRole('img', { name: 'X' });
    expect(image).toHaveAttribute('src', '/art/portraits/x-128.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/art/portraits/x-64.webp 64w, /art/portraits/x-128.webp 128w, /art/portraits/x-192.webp 192w, /art/portraits/x-256.webp 256w, /art/portraits/x-384.webp 384w',
    );
    expect(image).toHaveAttribute('sizes', '48px');

    render(<Avatar src="/uploads/y.png" alt="Y" />);
    expect(screen.getByRole('img', { name: 'Y' })).toHaveAttribute('src', '/uploads/y.png');
    expect(screen.getByRole('img', { name: 'Y' })).not.toHaveAttribute('srcset');
  });
});
