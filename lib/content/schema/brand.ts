import { z } from 'zod';
import { CHAIN_IDS } from '../../chain/chains';
import { text } from '../fields';
import { name } from './words';

export const brand = z
  .strictObject({
    brandName: name('The brand’s name (NEXT_PUBLIC_BRAND_NAME wins)', 32).optional(),
    brandMark: z
      .string()
      .describe('1–3 characters for the square mark (NEXT_PUBLIC_BRAND_MARK wins)')
      .optional(),
    brandColor: z.string().describe('#rgb or #rrggbb (NEXT_PUBLIC_BRAND_COLOR wins)').optional(),
    accentColor: z.string().describe('#rgb or #rrggbb (NEXT_PUBLIC_ACCENT_COLOR wins)').optional(),
    mascot: z
      .string()
      .describe(
        'A PNG, WebP, JPEG or SVG in the project, outside public/ (NEXT_PUBLIC_MASCOT wins)',
      )
      .optional(),
    tagline: text('The tagline (NEXT_PUBLIC_TAGLINE wins)', { max: 80 }).optional(),
    ticker: name('The ticker, e.g. $LEWD (NEXT_PUBLIC_TICKER wins)', 16).optional(),
    contractAddress: z
      .string()
      .describe('The token’s address, or "soon" before launch (NEXT_PUBLIC_CONTRACT_ADDRESS wins)')
      .optional(),
    chain: z
      .enum(CHAIN_IDS)
      .describe('The token’s chain; unset, the address and token page say (NEXT_PUBLIC_CHAIN wins)')
      .optional(),
    tokenUrl: z
      .string()
      .describe('The token page; {address} is the address (NEXT_PUBLIC_TOKEN_URL wins)')
      .optional(),
    tokenVenue: name(
      'The venue’s name, where the token URL’s host says nothing useful (NEXT_PUBLIC_TOKEN_VENUE wins)',
      32,
    ).optional(),
    socialUrl: z.string().describe('https:// (NEXT_PUBLIC_SOCIAL_URL wins)').optional(),
    communityUrl: z.string().describe('https:// (NEXT_PUBLIC_COMMUNITY_URL wins)').optional(),
    telegramUrl: z.string().describe('https:// (NEXT_PUBLIC_TELEGRAM_URL wins)').optional(),
    telegramAppUrl: z
      .string()
      .describe(
        'The Mini App’s direct link, https://t.me/<bot>/<app> (NEXT_PUBLIC_TELEGRAM_APP_URL wins)',
      )
      .optional(),
    chartUrl: z.string().describe('https:// (NEXT_PUBLIC_CHART_URL wins)').optional(),
    launchAt: z
      .string()
      .describe(
        'The announced launch: an ISO 8601 instant with Z or an offset, e.g. 2026-12-01T18:00:00Z; before launch home and /contract count down to it (NEXT_PUBLIC_LAUNCH_AT wins)',
      )
      .optional(),
    livePrice: z
      .string()
      .describe('"on" or "off": the Live price control on /contract (NEXT_PUBLIC_LIVE_PRICE wins)')
      .optional(),
    safetyCheck: z
      .string()
      .describe(
        '"on" or "off": the Check the token control on /contract (NEXT_PUBLIC_SAFETY_CHECK wins)',
      )
      .optional(),
    clickSoundUrl: z
      .string()
      .describe('A path on this site or https:// (NEXT_PUBLIC_CLICK_SOUND_URL wins)')
      .optional(),
    uwuSoundUrl: z
      .string()
      .describe('A path on this site or https:// (NEXT_PUBLIC_UWU_SOUND_URL wins)')
      .optional(),
    siteUrl: z
      .string()
      .describe('https://, with the sub-path (NEXT_PUBLIC_SITE_URL wins)')
      .optional(),
  })
  .describe(
    'The brand’s values; a NEXT_PUBLIC_* variable wins over each, LewdIn’s default fills any gap',
  );
