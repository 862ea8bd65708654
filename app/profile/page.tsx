import type { Metadata } from 'next';
import { sharedPage } from '@/data/pages';
import { pageMetadata } from '@/lib/brand';
import { AchievementList } from '@/components/profile/achievement-list';
import { ActivityLog } from '@/components/profile/activity-log';
import { ProfileHeader } from '@/components/profile/profile-header';
import { ProfileStats } from '@/components/profile/profile-stats';
import { achievements, activities, me, profileStats } from '@/data/profile';

export function generateMetadata(): Metadata {
  return pageMetadata(sharedPage('/profile'));
}

export default function ProfilePage() {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid min-w-0 gap-4">
        <ProfileHeader
          name={me.name}
          headline={me.headline}
          location={me.location}
          connections={me.connections}
          image={me.avatar}
        />
        <ProfileStats stats={profileStats} />
        <AchievementList achievements={achievements} />
      </div>
      <ActivityLog activities={activities} />
    </div>
  );
}
