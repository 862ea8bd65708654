type ExternalLinkProps = Omit<React.ComponentProps<'a'>, 'target' | 'rel'> & { href: string };

/** Every link that leaves the site: a new tab, with no opener and no referrer. */
export function ExternalLink(props: ExternalLinkProps) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
