import { LocalPage } from '@/components/shell/local-page';
import type { Metadata } from 'next';
import { CommunityLinks } from '@/components/home/community-links';
import { ContractStrip } from '@/components/home/contract-strip';
import { ComposerActions } from '@/components/home/composer-actions';
import { HeroStrip } from '@/components/home/hero-strip';
import { HomeStats } from '@/components/home/home-stats';
import { MemeMakerButton } from '@/components/home/meme-maker/meme-maker-button';
import { Matchmakers } from '@/components/home/matchmakers';
import { RaidCard } from '@/components/home/raid-card';
import { NewsPanel } from '@/components/home/news-panel';
import { ProfileCard } from '@/components/home/profile-card';
import { Roadmap } from '@/components/home/roadmap';
import { TrendingSkills } from '@/components/home/trending-skills';
import { WaifuMoments } from '@/components/home/waifu-moments';
import { Avatar } from '@/components/ui/avatar';
import { sharedPage } from '@/data/pages';
import { pageMetadata, siteConfig } from '@/lib/brand';
import { homeData } from '@/data/home';
import { localPath, siteContent } from '@/lib/content';
import { launchData } from '@/data/launch';
import { memeMakerOpenerProps } from '@/lib/meme-maker/site';
import { raidKitOpenerProps } from '@/lib/raid/site';
import { momentCardBrand } from '@/lib/moment-card/site';
import { cn } from '@/lib/cn';

const column = 'flex min-w-0 flex-col gap-4';

export function generateMetadata(): Metadata {
  return pageMetadata(sharedPage('/'));
}

export default function HomePage() {
  const config = siteConfig();
  const home = homeData();
  const { text, me } = home;
  const content = siteContent();
  const launch = launchData();
  const raid = raidKitOpenerProps();
  return (
    <LocalPage route="/">
      <>
        <h1 className="sr-only">{home.heading}</h1>
        <ContractStrip
          contractAddress={config.contractAddress}
          text={text.contractStrip}
          // Only the button's words: the rest of `contract` would ride along in home's payload.
          copy={{
            copy: content.contract.copy,
            copied: content.contract.copied,
            copyManual: content.contract.copyManual,
          }}
          launch={launch}
        />
        {raid ? (
          <RaidCard
            text={{ heading: content.home.raid.heading, intro: content.home.raid.intro }}
            kit={raid}
          />
        ) : null}
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
              initialMoments={home.sampleMoments}
              text={home.momentsText}
              avatar={<Avatar src={me.avatar} alt="" size={48} />}
              actions={<ComposerActions text={text.composer.actions} />}
              share={{
                text: { ...text.momentShare, newTab: content.site.newTab },
                brand: momentCardBrand(),
              }}
            />
            <Matchmakers
              entries={home.matchmakers}
              starts={home.matchmakerStarts}
              text={text.matchmakers}
            />
          </div>
          <div className={cn(column, 'md:col-start-1 md:row-start-1')}>
            <ProfileCard
              me={me}
              highlights={home.profileHighlights}
              href={localPath('/profile')}
              text={text.profileCard}
            />
            <CommunityLinks {...config} text={text.links} />
          </div>
          <div
            className={cn(column, 'md:col-start-1 md:row-start-2 lg:col-start-3 lg:row-start-1')}
          >
            <NewsPanel items={home.news} text={text.news} />
            <TrendingSkills
              skills={home.trendingSkills}
              tokenUrl={config.tokenUrl}
              text={text.trending}
            />
          </div>
        </div>
        <div className="mt-4 flex flex-col gap-4">
          <HeroStrip
            portraits={home.heroPortraits}
            memes={home.memes}
            tokenUrl={config.tokenUrl}
            text={text.hero}
            socialUrl={config.socialUrl}
            maker={<MemeMakerButton {...memeMakerOpenerProps()} />}
          />
          <HomeStats stats={home.stats} heading={text.stats.heading} />
          <Roadmap stages={home.roadmap} text={text.roadmap} />
        </div>
      </>
    </LocalPage>
  );
}
