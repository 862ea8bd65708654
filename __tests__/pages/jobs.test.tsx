import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JobsPage from '@/app/jobs/page';

describe('Jobs page', () => {
  it('has one h1', () => {
    render(<JobsPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows three job cards with title, company logo, location, salary, description and tags', () => {
    render(<JobsPage />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const card = within(screen.getByRole('article', { name: 'Chief Meme Officer' }));
    expect(card.getByText('Pump & Chill Labs')).toBeInTheDocument();
    expect(card.getByText('Tokyo · Hybrid (you and your couch)')).toBeInTheDocument();
    expect(card.getByText('$69K – $420K, paid in vibes, then $LEWD')).toBeInTheDocument();
    expect(card.getByText(/Own the memetic roadmap/)).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'Tags' }).querySelectorAll('li').length).toBe(3);
    for (const article of cards) {
      const img = article.querySelector('img');
      expect(img?.getAttribute('src')).toMatch(/^\/art\/logos\/.+\.svg$/);
      expect(img).toHaveAttribute('width', '56');
    }
  });

  it('gives every job an Apply button that changes nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(<JobsPage />);
    const buttons = screen.getAllByRole('button', { name: /^Apply for / });
    expect(buttons).toHaveLength(3);
    const before = container.innerHTML;
    for (const button of buttons) await user.click(button);
    expect(container.innerHTML).toBe(before);
  });

  it('shows 1,337 jobs and three skill percentages in the side panel', () => {
    render(<JobsPage />);
    const panel = within(screen.getByRole('region', { name: 'Job market' }));
    expect(panel.getByText('1,337')).toBeInTheDocument();
    expect(panel.getByText('95%')).toBeInTheDocument();
    expect(panel.getByText('88%')).toBeInTheDocument();
    expect(panel.getByText('12%')).toBeInTheDocument();
  });
});
