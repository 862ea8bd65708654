import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JobsPage from '@/app/(site)/jobs/page';
import { fill, siteContent } from '@/lib/content';
import { formatCount } from '@/lib/format-count';
import { asset } from '@/lib/asset';

const { jobs, lang } = siteContent();

describe('Jobs page', () => {
  it('has one h1', () => {
    render(<JobsPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: jobs.heading })).toBeInTheDocument();
    expect(screen.getByText(jobs.intro)).toBeInTheDocument();
  });

  it('shows every job card with title, company logo, location, salary, description, tags and age', () => {
    render(<JobsPage />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(jobs.list.length);
    jobs.list.forEach((job, index) => {
      const article = cards[index]!;
      expect(article).toHaveAccessibleName(job.title);
      const card = within(article);
      expect(card.getByText(job.company)).toBeInTheDocument();
      expect(card.getByText(job.location)).toBeInTheDocument();
      expect(card.getByText(job.salary)).toBeInTheDocument();
      expect(card.getByText(job.description)).toBeInTheDocument();
      expect(card.getByText(fill(jobs.posted, { time: job.posted }))).toBeInTheDocument();
      const tags = card.getByRole('list', { name: jobs.tagsLabel });
      expect(
        within(tags)
          .queryAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(job.tags);
      const img = article.querySelector('img');
      expect(img?.getAttribute('src')).toMatch(new RegExp(`^${asset('/art/logos/')}.+\\.webp$`));
      expect(img).toHaveAttribute('width', '56');
    });
  });

  it('says what the location and salary are to screen readers', () => {
    render(<JobsPage />);
    const first = jobs.list[0]!;
    const card = within(screen.getAllByRole('article')[0]!);
    expect(card.getByText(first.location).parentElement).toHaveTextContent(
      `${jobs.locationLabel}${first.location}`,
    );
    expect(card.getByText(first.salary).parentElement).toHaveTextContent(
      `${jobs.salaryLabel}${first.salary}`,
    );
  });

  it('gives every job an Apply button that changes nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(<JobsPage />);
    const buttons = jobs.list.map(({ title }) =>
      screen.getByRole('button', { name: fill(jobs.applyLabel, { title }) }),
    );
    expect(buttons[0]).toHaveTextContent(jobs.apply);
    const before = container.innerHTML;
    for (const button of buttons) await user.click(button);
    expect(container.innerHTML).toBe(before);
  });

  it('shows the open jobs and the skill percentages in the side panel', () => {
    render(<JobsPage />);
    const { market } = jobs;
    const panel = within(screen.getByRole('region', { name: market.heading }));
    expect(panel.getByText(formatCount(market.openJobs, lang))).toBeInTheDocument();
    expect(panel.getByText(market.openJobsLabel)).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: market.skillsHeading })).toBeInTheDocument();
    const skills = panel.getAllByRole('listitem').map((item) => item.textContent);
    expect(skills).toEqual(market.skills.map(({ name, percent }) => `${name}${percent}%`));
    expect(panel.getByText(market.note)).toBeInTheDocument();
  });
});
