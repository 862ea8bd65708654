import { LocalPage } from '@/components/shell/local-page';
import type { Metadata } from 'next';
import { sharedPage } from '@/data/pages';
import { pageMetadata } from '@/lib/brand';
import { JobCard } from '@/components/jobs/job-card';
import { JobMarket } from '@/components/jobs/job-market';
import { SectionCard } from '@/components/ui/section-card';
import { jobsData } from '@/data/jobs';

export function generateMetadata(): Metadata {
  return pageMetadata(sharedPage('/jobs'));
}

export default function JobsPage() {
  const { text, jobs, skills } = jobsData();
  return (
    <LocalPage route="/jobs">
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <SectionCard
          headingId="jobs-heading"
          title={text.heading}
          level={1}
          headingClassName="text-2xl font-bold"
          className="min-w-0 px-4 pt-4 sm:px-6 sm:pt-6"
        >
          <p className="mt-1 text-sm text-muted">{text.intro}</p>
          <ul className="mt-2 divide-y divide-line">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} text={text} />
              </li>
            ))}
          </ul>
        </SectionCard>
        <JobMarket text={text.market} skills={skills} />
      </div>
    </LocalPage>
  );
}
