import { Icon } from '@/components/ui/icon';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import type { Job } from '@/data/jobs';
import { fill, type Content } from '@/lib/content';

type JobCardProps = {
  job: Job;
  text: Pick<
    Content['jobs'],
    'apply' | 'applyLabel' | 'posted' | 'locationLabel' | 'salaryLabel' | 'tagsLabel'
  >;
};

export function JobCard({ job, text }: JobCardProps) {
  const headingId = `job-${job.id}`;
  return (
    <article aria-labelledby={headingId} className="flex min-w-0 gap-3 py-5 sm:gap-4">
      <Avatar src={job.companyLogo} alt="" size={56} className="size-12 rounded-md sm:size-14" />
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="break-words text-base font-semibold leading-snug">
          {job.title}
        </h2>
        <p className="break-words text-sm">{job.company}</p>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <li className="flex min-w-0 items-center gap-1">
            <Icon name="map-pin" className="size-4 shrink-0" />
            <span className="sr-only">{text.locationLabel}</span>
            <span className="min-w-0 break-words">{job.location}</span>
          </li>
          <li className="flex min-w-0 items-center gap-1">
            <Icon name="wallet" className="size-4 shrink-0" />
            <span className="sr-only">{text.salaryLabel}</span>
            <span className="min-w-0 break-words">{job.salary}</span>
          </li>
        </ul>
        <p className="mt-3 break-words text-sm leading-relaxed">{job.description}</p>
        <ul aria-label={text.tagsLabel} className="mt-3 flex flex-wrap gap-2">
          {job.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs text-accent">
              {tag}
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button variant="primary">
            {/* The visible word, and the whole label for screen readers: "Apply for Chief Meme Officer". */}
            <span aria-hidden="true">{text.apply}</span>
            <span className="sr-only">{fill(text.applyLabel, { title: job.title })}</span>
          </Button>
          <p className="flex items-center gap-1 text-xs text-muted">
            <Icon name="clock" className="size-3.5" />
            {fill(text.posted, { time: job.posted })}
          </p>
        </div>
      </div>
    </article>
  );
}
