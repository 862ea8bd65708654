/**
 * The export the browser suite tests: out/, or E2E_EXPORT, which playwright.rebrand.config.ts
 * points at the second token's build for the specs a team's content decides.
 */
export const EXPORT_DIR = process.env.E2E_EXPORT || 'out';
