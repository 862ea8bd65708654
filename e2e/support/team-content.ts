/**
 * The tag of the tests whose outcome a team's own content file and brand decide: its colours (axe
 * and focus rings in both schemes), its words at each width, its languages, its services in the
 * page's policy. `.ci/run` runs these again on a build with a team's content
 * (e2e/fixtures/rebrand/token.env); the rest is the same code on any words.
 */
export const TEAM = { tag: '@team-content' };
