import { render, screen } from '@testing-library/react';
import { StatTile } from '@/components/ui/stat-tile';

// A page in Vietnamese, which groups digits with dots.
jest.mock('@/lib/content', () => ({ siteContent: () => ({ lang: 'vi' }) }));

function figure(value: string | number) {
  render(
    <dl>
      <StatTile value={value} label="Connections" />
    </dl>,
  );
  return screen.getByRole('definition');
}

describe('StatTile', () => {
  it('writes a number as a count in the page’s language', () => {
    expect(figure(12345)).toHaveTextContent(/^12\.345$/);
  });

  it('shows a string as given', () => {
    expect(figure('69K+')).toHaveTextContent(/^69K\+$/);
  });
});
