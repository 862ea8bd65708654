import { SectionCard } from '@/components/ui/section-card';
import type { Content } from '@/lib/content';

/** The team's questions and answers, each a native <details>: no script to open one. */
export function Faq({ text }: { text: NonNullable<Content['faq']> }) {
  return (
    <SectionCard headingId="faq-heading" title={text.heading} className="mt-8 p-0 shadow-none">
      <div className="mt-3 divide-y divide-line rounded-md border border-line">
        {text.items.map(({ question, answer }) => (
          <details key={question} className="group px-3 py-2">
            <summary className="flex min-h-10 cursor-pointer items-center font-semibold text-ink">
              {question}
            </summary>
            <p className="pb-2 text-sm text-muted">{answer}</p>
          </details>
        ))}
      </div>
    </SectionCard>
  );
}
