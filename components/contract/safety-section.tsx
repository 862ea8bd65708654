import { SafetyCheck } from '@/components/contract/safety-check';
import { SafetyClaims, type ClaimItem } from '@/components/contract/safety-claims';
import type { SafetyText } from '@/components/contract/safety-result';
import type { SiteConfig } from '@/lib/brand';
import { fill } from '@/lib/fill';
import { claimList } from '@/lib/safety/claims';
import { formatPercent } from '@/lib/safety/format';

type SafetySectionProps = Pick<SiteConfig, 'safetyCheck' | 'claims'> & {
  lang: string;
  text: SafetyText;
};

/**
 * Under "Don't trust, verify": Check the token with the team's claims, or, with the check turned
 * off, the claims alone, as claims.
 */
export function SafetySection({ safetyCheck, claims, lang, text }: SafetySectionProps) {
  const items: ClaimItem[] = claimList(claims).map(({ kind, value }) => ({
    kind,
    // "At least 100 %" of the liquidity says all of it, and reads so.
    label:
      value === true
        ? text[kind]
        : kind === 'liquidityLocked' && value >= 100
          ? text.liquidityLockedAll
          : fill(text[kind], { percent: formatPercent(value, lang) }),
  }));
  if (!safetyCheck) {
    return <SafetyClaims heading={text.claimsHeading} note={text.claimsNoteOff} items={items} />;
  }
  return (
    <SafetyCheck query={safetyCheck} claims={claims} claimItems={items} lang={lang} text={text} />
  );
}
