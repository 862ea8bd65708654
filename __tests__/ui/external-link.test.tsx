import { render, screen } from '@testing-library/react';
import { ExternalLink } from '@/components/ui/external-link';

describe('ExternalLink', () => {
  it('always opens in a new tab without opener or referrer', () => {
    render(
      <ExternalLink href="https://pump.fun/coin/x" className="text-brand">
        Token page
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: 'Token page' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass('text-brand');
  });
});
