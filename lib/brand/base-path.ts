/**
 * NEXT_PUBLIC_BASE_PATH as Next wants it: '' or '/something', no trailing slash. Imports nothing,
 * so next.config.ts and the build's scripts can use it too.
 */
export function normaliseBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
