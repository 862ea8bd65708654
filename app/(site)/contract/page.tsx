import { LocalPage } from '@/components/shell/local-page';
import type { Metadata } from 'next';
import { sharedPage } from '@/data/pages';
import { pageMetadata, siteConfig } from '@/lib/brand';
import { siteContent } from '@/lib/content';
import { Faq } from '@/components/contract/faq';
import { Tokenomics } from '@/components/contract/tokenomics';
import { walletBrowseLinks } from '@/lib/wallet-links';
import { Icon } from '@/components/ui/icon';
import { ChartPanel } from '@/components/contract/chart-panel';
import { LivePrice } from '@/components/contract/live-price';
import { HOW_TO_BUY_ID, HowToBuy } from '@/components/contract/how-to-buy';
import { ADDRESS_ID, TokenAddress } from '@/components/contract/token-address';
import { BuyInWallet } from '@/components/contract/buy-in-wallet';
import { TelegramFirst } from '@/components/contract/telegram-first';
import { TradeRow } from '@/components/contract/trade-row';
import { WalletLinks } from '@/components/contract/wallet-links';
import { SectionCard } from '@/components/ui/section-card';
import { VerifyLinks } from '@/components/contract/verify-links';
import { SafetySection } from '@/components/contract/safety-section';
import { SiteCheck } from '@/components/contract/site-check';
import { LatestTrades } from '@/components/contract/latest-trades';
import { siteCheckQuery } from '@/lib/site-check/query';
import { tradesQuery } from '@/lib/trades/query';
import { launchData } from '@/data/launch';
import { verifyLinks } from '@/lib/verify-links';
import { swapLinks } from '@/lib/swap-links';

export function generateMetadata(): Metadata {
  return pageMetadata(sharedPage('/contract'));
}

export default function ContractPage() {
  const config = siteConfig();
  const { tokenUrl, chartEmbed, livePrice, contractAddress: address, trade } = config;
  const { contract: text, tokenomics, faq, lang, site } = siteContent();
  const trades = tradesQuery(livePrice, config.chain.id);
  const siteCheck = siteCheckQuery(livePrice, config.basePath);
  const swaps = swapLinks({
    chain: config.chain.id,
    address,
    tokenUrl,
    venue: config.tokenVenue,
  });
  const wallets =
    address && swaps.length > 0 ? (
      <BuyInWallet
        links={swaps}
        address={address}
        addressId={ADDRESS_ID}
        text={{
          ...text.buyInWallet,
          copy: text.copy,
          copied: text.copied,
          copyManual: text.copyManual,
        }}
      />
    ) : null;
  return (
    <LocalPage route="/contract">
      <SectionCard
        headingId="contract-heading"
        title={text.heading}
        level={1}
        headingClassName="text-2xl font-bold"
        className="mx-auto max-w-4xl p-5 sm:p-8"
      >
        <p className="mt-2 text-muted">{config.launched ? text.intro : text.introSoon}</p>
        {/* The anchor home's "How to buy" links to: the address and its copy button beside the steps. */}
        <div
          id={HOW_TO_BUY_ID}
          className="mt-6 grid scroll-mt-header gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
        >
          <TokenAddress {...config} text={text} launch={launchData()}>
            <VerifyLinks
              links={verifyLinks(config.chain.id, config.contractAddress)}
              text={text.verify}
            >
              <SafetySection
                safetyCheck={config.safetyCheck}
                claims={config.claims}
                lang={lang}
                text={{ ...text.safety, newTab: site.newTab }}
              />
              {siteCheck ? (
                <SiteCheck
                  query={siteCheck}
                  lang={lang}
                  text={{ ...text.siteCheck, newTab: site.newTab }}
                />
              ) : null}
            </VerifyLinks>
          </TokenAddress>
          <HowToBuy
            {...config}
            text={text.howToBuy}
            lead={
              trade.bots.length + trade.terminals.length > 0 ? (
                <TelegramFirst
                  wallets={wallets}
                  bots={<TradeRow id="trade-bots" title={text.trade.bots} links={trade.bots} />}
                  terminals={
                    <TradeRow
                      id="trade-terminals"
                      title={text.trade.terminals}
                      links={trade.terminals}
                    />
                  }
                />
              ) : (
                wallets
              )
            }
          >
            {tokenUrl ? (
              <WalletLinks
                links={walletBrowseLinks(config.chain, tokenUrl, config.siteUrl)}
                text={text.howToBuy}
              />
            ) : null}
          </HowToBuy>
        </div>
        {livePrice ? (
          <section aria-labelledby="live-price-heading" className="mt-8">
            <h2 id="live-price-heading" className="mb-3 text-base font-semibold">
              {text.livePrice.heading}
            </h2>
            <LivePrice
              query={livePrice}
              lang={lang}
              text={{ ...text.livePrice, newTab: site.newTab }}
            />
          </section>
        ) : null}
        {trades ? (
          <section aria-labelledby="trades-heading" className="mt-8">
            <h2 id="trades-heading" className="mb-3 text-base font-semibold">
              {text.trades.heading}
            </h2>
            <LatestTrades
              query={trades}
              lang={lang}
              text={{ ...text.trades, newTab: site.newTab }}
              layout="list"
              className="rounded-md border border-line bg-canvas p-4 sm:p-5"
            />
          </section>
        ) : null}
        {chartEmbed ? (
          <section aria-labelledby="chart-heading" className="mt-8">
            <h2 id="chart-heading" className="mb-3 text-base font-semibold">
              {text.chartHeading}
            </h2>
            <ChartPanel
              text={{
                chartNote: text.chartNote,
                chartButton: text.chartButton,
                chartTitle: text.chartTitle,
              }}
              host={chartEmbed.host}
              light={chartEmbed.light}
              dark={chartEmbed.dark}
            />
          </section>
        ) : null}
        <p className="mt-6 flex gap-2 rounded-md bg-brand-soft p-3 text-sm text-ink">
          <Icon name="rocket" className="mt-0.5 size-4 shrink-0 text-brand" />
          <span>{text.launched}</span>
        </p>
        {tokenomics ? <Tokenomics text={tokenomics} /> : null}
        {faq ? <Faq text={faq} /> : null}
      </SectionCard>
    </LocalPage>
  );
}
