import { ExternalLink } from '@/components/ui/external-link';
import { NewTabNote } from '@/components/ui/new-tab-note';
import type { Content } from '@/lib/content';
import { fill } from '@/lib/content';
import type { VerifyLink } from '@/lib/verify-links';

type VerifyLinksProps = {
  links: VerifyLink[];
  text: Content['contract']['verify'];
  /** After the links: Check the token, and the team's claims. */
  children?: React.ReactNode;
};

/** "Don't trust, verify": each independent check of the token, and what it shows. */
export function VerifyLinks({ links, text, children }: VerifyLinksProps) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="verify-heading" className="mt-6">
      <h2 id="verify-heading" className="text-base font-semibold">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{text.intro}</p>
      <ul className="mt-3 flex flex-col gap-3 text-sm">
        {links.map(({ tool, href, site }) => (
          <li key={tool}>
            <ExternalLink
              href={href}
              className="font-semibold text-brand underline underline-offset-2"
            >
              {fill(text[tool].name, { site })}
              <NewTabNote />
            </ExternalLink>
            <p className="text-muted">{text[tool].shows}</p>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
