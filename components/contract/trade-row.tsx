import { ExternalLink } from '@/components/ui/external-link';
import { NewTabNote } from '@/components/ui/new-tab-note';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import type { TradeLink } from '@/lib/trade/config';
import { cn } from '@/lib/cn';

type TradeRowProps = {
  id: string;
  title: string;
  links: TradeLink[];
};

const linkClass = cn(buttonClass, buttonVariants.outline, 'min-h-10');

/**
 * A row of the team's trading bots or terminals: plain links, the address filled in and the name as
 * the text. Inside a Mini App, Telegram opens them (a bot's t.me link in Telegram itself:
 * lib/telegram/mini-app.ts). Nothing here loads before a tap.
 */
export function TradeRow({ id, title, links }: TradeRowProps) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-4">
      <h3 id={id} className="text-sm font-semibold text-ink">
        {title}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map(({ name, href }) => (
          <li key={name}>
            <ExternalLink href={href} className={linkClass}>
              <span dir="ltr">{name}</span>
              <NewTabNote />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
