import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GlobalError from '@/app/global-error';
import { NotFoundPage as NotFound } from '@/components/shell/not-found-page';
import { localPath, siteContent, siteLanguages } from '@/lib/content';

const { error: text, notFound } = siteContent().site;

// The 404 page sits in the shell, whose nav reads the router.
jest.mock('next/navigation', () => ({
  usePathname: () => '/missing',
  useRouter: () => ({ prefetch: jest.fn() }),
}));

describe('error views', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows its heading with a retry and a link home', async () => {
    const retry = jest.fn();
    const error = new Error('boom');
    render(<GlobalError error={error} retry={retry} />, { container: document.documentElement });
    expect(screen.getByRole('heading', { level: 1, name: text.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.home })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: text.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(error);
  });

  it('speaks the page’s language in its direction, its link going to that language’s home', () => {
    const view = () => <GlobalError error={new Error('boom')} retry={jest.fn()} />;
    let shown: Pick<ReturnType<typeof render>, 'rerender' | 'unmount'> | undefined;
    for (const language of siteLanguages()) {
      document.documentElement.lang = language.tag;
      const words = siteContent(language.tag).site.error;
      if (shown) shown.rerender(view());
      else shown = render(view(), { container: document.documentElement });
      expect(document.documentElement).toHaveAttribute('lang', language.tag);
      expect(document.documentElement).toHaveAttribute('dir', language.dir);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(words.heading);
      expect(screen.getByRole('link', { name: words.home })).toHaveAttribute(
        'href',
        localPath('/', language),
      );
    }
    shown?.unmount();
    document.documentElement.lang = '';
    document.documentElement.removeAttribute('dir');
  });

  it('has a themed 404 with a link home', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(notFound.heading);
    expect(screen.getByRole('link', { name: notFound.back })).toHaveAttribute('href', '/');
  });
});
