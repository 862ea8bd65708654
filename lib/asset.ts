/** Prefixes a public/ path with the base path; next/link does this for links, <img> and <audio> do not. */
export function asset(path: string): string {
  return `${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}${path}`;
}
