import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import type { ProfileHighlights } from '@/data/home';
import type { Me } from '@/data/profile';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { Content } from '@/lib/content';

type ProfileCardProps = {
  me: Me;
  highlights: ProfileHighlights;
  href: string;
  text: Pick<Content['home']['profileCard'], 'badge' | 'achievementsHeading' | 'strengthLabel'>;
};

export function ProfileCard({ me, highlights, href, text }: ProfileCardProps) {
  return (
    <Card aria-labelledby="profile-name" className="overflow-hidden">
      <div
        aria-hidden="true"
        className="h-16 bg-gradient-to-r from-brand via-accent to-brand-dark"
      />
      <div className="px-4 pb-4">
        {/* One link for the portrait and the name, as on the networking site: one tab stop. */}
        <Link href={href} prefetch={false} className="group block w-fit rounded-md">
          <Avatar src={me.avatar} alt="" size={72} className="-mt-9 border-4 border-surface" />
          <h2
            id="profile-name"
            className="mt-2 text-base font-semibold leading-tight group-hover:underline"
          >
            {me.name}
          </h2>
        </Link>
        <p className="mt-1 text-xs leading-snug text-muted">{me.headline}</p>
        <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs tracking-wide text-accent">
          <Icon name="badge-check" className="size-3.5" />
          {text.badge}
        </p>
      </div>
      <div className="border-t border-line px-4 py-3">
        <h3 className="text-xs text-muted">{text.achievementsHeading}</h3>
        <ul className="mt-1 space-y-1 text-xs text-ink">
          {highlights.achievements.map(({ icon, text }) => (
            <li key={text} className="flex items-start gap-1.5">
              <Icon name={icon} className="mt-px size-3.5 shrink-0 text-brand" />
              {text}
            </li>
          ))}
        </ul>
      </div>
      <div className="border-t border-line px-4 py-3">
        <div className="flex items-baseline justify-between gap-2 text-xs">
          <span className="text-muted">{text.strengthLabel}</span>
          <span className="text-brand">{highlights.strength}%</span>
        </div>
        <ProgressBar value={highlights.strength} label={text.strengthLabel} className="mt-1.5" />
        <p className="mt-1 text-xs text-ink">{highlights.strengthCaption}</p>
      </div>
    </Card>
  );
}
