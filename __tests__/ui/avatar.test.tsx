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
});
