import type { Metadata } from 'next';
import { CommunityLinks } from '@/components/home/community-links';
import { ContractStrip } from '@/components/home/contract-strip';
import { ComposerActions } from '@/components/home/composer-actions';
import { HeroStrip } from '@/components/home/hero-strip';
import { HomeStats } from '@/components/home/home-stats';
import { Matchmakers } from '@/components/home/matchmakers';
import { NewsPanel } from '@/components/home/news-panel';
import { ProfileCard } from '@/components/home/profile-card';
import { Roadmap } from '@/components/home/roadmap';
import { TrendingSkills } from '@/components/home/trending-skills';
import { WaifuMoments } from '@/components/home/waifu-moments';
import { Avatar } from '@/components/ui/avatar';
import { sharedPage } from '@/data/pages';
import { pageMetadata, siteConfig } from '@/lib/brand';
import {
  heroPortraits,
  matchmakers,
  matchmakerStarts,
  news,
  profileHighlights,
  roadmap,
  sampleMoments,
  stats,
  trendingSkills,
} from '@/data/home';
import { me } from '@/data/profile';
import { cn } from '@/lib/cn';

const column = 'flex min-w-0 flex-col gap-4';

export const metadata: Metadata = pageMetadata(sharedPage('/'));

export default function HomePage() {
  return (
    <>
      <h1 className="sr-only">{siteConfig.brandName} home feed</h1>
      <ContractStrip
        ticker={siteConfig.ticker}
        contractAddress={siteConfig.contractAddress}
        venue={siteConfig.tokenVenue.name}
      />
      {/* The feed comes first in the document, as phones show it: a page painted half-parsed then
          never has the side cards jump down when the feed arrives. md stacks the side cards left,
          lg has three columns; grid placement, not source order, puts them there. */}
      <div
        className={cn(
          'grid grid-cols-1 items-start gap-4',
          'md:grid-cols-[225px_minmax(0,1fr)] md:grid-rows-[auto_1fr]',
          'lg:grid-cols-[225px_minmax(0,1fr)_300px] lg:grid-rows-[auto]',
        )}
      >
        <div className={cn(column, 'md:col-start-2 md:row-span-2 md:row-start-1 lg:row-span-1')}>
          <WaifuMoments
            initialMoments={sampleMoments}
            avatar={<Avatar src={me.avatar} alt="" size={48} />}
            actions={<ComposerActions />}
          />
          <Matchmakers entries={matchmakers} starts={matchmakerStarts} />
        </div>
        <div className={cn(column, 'md:col-start-1 md:row-start-1')}>
          <ProfileCard me={me} highlights={profileHighlights} href="/profile" />
          <CommunityLinks {...siteConfig} />
        </div>
        <div className={cn(column, 'md:col-start-1 md:row-start-2 lg:col-start-3 lg:row-start-1')}>
          <NewsPanel brandName={siteConfig.brandName} items={news} />
          <TrendingSkills
            skills={trendingSkills}
            tokenUrl={siteConfig.tokenUrl}
            ticker={siteConfig.ticker}
            venue={siteConfig.tokenVenue.name}
          />
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-4">
        <HeroStrip
          portraits={heroPortraits}
          ticker={siteConfig.ticker}
          tokenUrl={siteConfig.tokenUrl}
          venue={siteConfig.tokenVenue.name}
          socialUrl={siteConfig.socialUrl}
        />
        <HomeStats stats={stats} />
        <Roadmap stages={roadmap} />
      </div>
    </>
  );
}
