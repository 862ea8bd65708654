import { readContent } from '@/lib/build/content/load';
import { portrait } from '@/lib/art';
import { siteContent } from '@/lib/content';

export type ProfileStat = { value: string; label: string };

export type AchievementIcon = 'gem' | 'sparkles' | 'users' | 'inbox';

export type Achievement = {
  id: string;
  title: string;
  description: string;
  icon: AchievementIcon;
  /** Percent, 0–100. */
  progress: number;
};

export type ActivityIcon = 'thumbs-up' | 'wallet' | 'pencil' | 'calendar-x';

export type Activity = { id: string; action: string; time: string; icon: ActivityIcon };

/** The visitor's own member: home's profile card, the /profile page and "You" in messaging. */
export type Me = {
  name: string;
  headline: string;
  location: string;
  connections: number;
  avatar: string;
};

/** The visitor's member, from the content file's `me:`, with the portrait generated for the name. */
export function meData(): Me {
  const { name, headline, location, connections } = siteContent().me;
  // Seeded with the base file's name, so a translated name keeps its picture.
  return { name, headline, location, connections, avatar: portrait(readContent().me.name) };
}

/** /profile's words, stats, achievements and activity log, from the content file. */
export function profileData() {
  const { profile } = siteContent();
  const stats: ProfileStat[] = profile.stats;
  const achievements: Achievement[] = profile.achievements.map((achievement, index) => ({
    id: `achievement-${index + 1}`,
    ...achievement,
  }));
  const activities: Activity[] = profile.activity.map((activity, index) => ({
    id: `activity-${index + 1}`,
    ...activity,
  }));
  return { text: profile, me: meData(), stats, achievements, activities };
}
