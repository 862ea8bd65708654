import { SectionCard } from '@/components/ui/section-card';
import type { NotificationSetting } from '@/data/notifications';
import type { Content } from '@/lib/content';

type NotificationSettingsProps = {
  text: Pick<Content['notifications']['settings'], 'heading'>;
  settings: NotificationSetting[];
};

/**
 * Native uncontrolled checkboxes: they start checked and toggle without any JavaScript,
 * and the choice lives only as long as the page.
 */
export function NotificationSettings({ text, settings }: NotificationSettingsProps) {
  return (
    <SectionCard headingId="notification-settings-heading" title={text.heading} className="p-4">
      <ul className="mt-3 space-y-1">
        {settings.map((setting) => {
          const id = `setting-${setting.id}`;
          return (
            <li key={setting.id} className="flex gap-3 rounded-md p-2 hover:bg-canvas">
              <input
                id={id}
                type="checkbox"
                defaultChecked
                aria-describedby={`${id}-hint`}
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand"
              />
              <div className="min-w-0">
                <label htmlFor={id} className="block cursor-pointer break-words text-sm">
                  {setting.label}
                </label>
                <p id={`${id}-hint`} className="break-words text-xs text-muted">
                  {setting.hint}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
