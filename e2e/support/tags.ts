/**
 * Tags that decide where a test runs (playwright.config.ts, .ci/run).
 *
 * TEAM: the tests whose outcome a team's own content file and brand decide: its colours (axe and
 * focus rings in both schemes), its words at each width, its languages, its services in the
 * page's policy. `.ci/run` runs these again on a build with a team's content
 * (e2e/fixtures/rebrand/token.env); the rest is the same code on any words.
 *
 * TIMING: the tests that bound a time the page reads on the real clock (the overlay's 2 s, a
 * submission's frame). They run last, once every other test is done, so that no other test's
 * work shares the machine with them but theirs.
 *
 * ANDROID: the journeys that show what Blink does on Android and no spec of the `desktop` project
 * (Blink too) shows: a phone's width, Telegram's Android browser, a WebView with no share sheet.
 * The `blink` project runs only these; every other journey's behaviour a `desktop` spec proves in
 * Blink, and Gecko and WebKit run every journey.
 *
 * EVERY_CHAIN: the tests of a chain-aware spec that playwright.rebrand.config.ts runs again on the
 * Base fork (e2e/fixtures/rebrand/base.env), where what they prove differs by chain: the API paths
 * the page asks, the recorded answers, the explorer it links.
 */
export const TEAM = { tag: '@team-content' };
export const TIMING = { tag: '@timing' };
export const ANDROID = { tag: '@android' };
/** A journey of a team's content that Blink on Android runs too. */
export const TEAM_ON_ANDROID = { tag: [TEAM.tag, ANDROID.tag] };
export const EVERY_CHAIN = { tag: '@every-chain' };
