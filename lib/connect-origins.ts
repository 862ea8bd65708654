import { marketOrigins, type MarketQuery } from './market/query';
import { safetyOrigins, type SafetyQuery } from './safety/query';

/**
 * The origins connect-src allows: the live price's and Check the token's APIs, where the build has
 * them, each once. Exactly these, on every page (scripts/postbuild.ts says why).
 */
export function connectOrigins(config: {
  livePrice: MarketQuery | null;
  safetyCheck: SafetyQuery | null;
}): string[] {
  return [
    ...new Set([
      ...(config.livePrice ? marketOrigins(config.livePrice) : []),
      ...(config.safetyCheck ? safetyOrigins(config.safetyCheck) : []),
    ]),
  ];
}
