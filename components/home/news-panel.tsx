import type { NewsItem } from '@/data/home';
import { SectionCard } from '@/components/ui/section-card';
import { counted, type Content } from '@/lib/content';

type NewsPanelProps = {
  items: NewsItem[];
  text: Pick<Content['home']['news'], 'heading' | 'subheading' | 'readers'>;
};

export function NewsPanel({ items, text }: NewsPanelProps) {
  return (
    <SectionCard headingId="news-heading" title={text.heading} className="p-4">
      <p className="text-xs text-muted">{text.subheading}</p>
      <ul className="mt-3 space-y-3">
        {items.map((item) => (
          <li key={item.title} className="flex gap-2">
            <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-ink" />
            <div className="min-w-0">
              <h3 className="text-sm font-semibold leading-snug text-ink">{item.title}</h3>
              <p className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted">
                <span className="rounded-sm bg-brand-soft px-1.5 text-brand-dark">
                  {item.highlight}
                </span>
                <span>
                  {item.time} · {counted(text.readers, item.reads)}
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
