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
 * EVERY_CHAIN: the tests of a chain-aware spec that playwright.rebrand.config.ts runs again on the
 * Base fork (e2e/fixtures/rebrand/base.env), where what they prove differs by chain: the API paths
 * the page asks, the recorded answers, the explorer it links.
 */
export const TEAM = { tag: '@team-content' };
export const TIMING = { tag: '@timing' };
export const EVERY_CHAIN = { tag: '@every-chain' };
