import { LocalPage } from '@/components/shell/local-page';
import type { Metadata } from 'next';
import { sharedPage } from '@/data/pages';
import { pageMetadata } from '@/lib/brand';
import { AchievementList } from '@/components/profile/achievement-list';
import { ActivityLog } from '@/components/profile/activity-log';
import { ProfileHeader } from '@/components/profile/profile-header';
import { ProfileStats } from '@/components/profile/profile-stats';
import { profileData } from '@/data/profile';
import { FrameOpener } from '@/components/profile/frame-maker/frame-opener';
import { Icon } from '@/components/ui/icon';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { frameMakerProps } from '@/lib/frame-maker/site';

export function generateMetadata(): Metadata {
  return pageMetadata(sharedPage('/profile'));
}

export default function ProfilePage() {
  const { text, me, stats, achievements, activities } = profileData();
  return (
    <LocalPage route="/profile">
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-4">
          <ProfileHeader
            name={me.name}
            headline={me.headline}
            location={me.location}
            connections={me.connections}
            image={me.avatar}
            text={text}
            frame={
              <FrameOpener
                {...frameMakerProps()}
                button={{
                  type: 'button',
                  className: cn(buttonClass, buttonVariants.primary),
                  children: (
                    <>
                      <Icon name="sparkles" className="size-4" />
                      {text.frame.open}
                    </>
                  ),
                }}
                status={{ role: 'status', className: 'basis-full text-sm text-muted empty:hidden' }}
              />
            }
          />
          <ProfileStats text={text} stats={stats} />
          <AchievementList text={text} achievements={achievements} />
        </div>
        <ActivityLog text={text} activities={activities} />
      </div>
    </LocalPage>
  );
}
