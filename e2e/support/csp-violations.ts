/**
 * Runs in the page before its own scripts (an init script): turns every CSP violation into a
 * console error, which the error watchers of the Playwright fixtures and the journey adapters
 * collect. Self-contained, because each tool sends it to the page as source.
 */
export function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
  });
}
