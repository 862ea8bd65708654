/** Screen-reader note for links that ExternalLink opens in a new tab. */
export function NewTabNote() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}
