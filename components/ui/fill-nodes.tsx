import { Fragment } from 'react';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/**
 * A content sentence with run-time placeholders filled by elements (a link, a formatted number),
 * each in its own <bdi>, so an address or an amount reads in its own direction inside a
 * right-to-left sentence. Word order stays the sentence's; a placeholder with no value stays as
 * written.
 */
export function fillNodes(template: string, values: Readonly<Record<string, React.ReactNode>>) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const [whole, name] = match;
    if (!Object.hasOwn(values, name!)) continue;
    parts.push(template.slice(at, match.index));
    parts.push(<bdi key={`${name}-${match.index}`}>{values[name!]}</bdi>);
    at = match.index + whole.length;
  }
  parts.push(template.slice(at));
  return parts.map((part, index) =>
    typeof part === 'string' ? <Fragment key={index}>{part}</Fragment> : part,
  );
}
