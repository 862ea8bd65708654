/**
 * The e2e server: Cloudflare's own Pages runtime (workerd) serving out/, offline. One place, so
 * that it can give way to the shared server module at merge (issue 16, part 2).
 */
export const serverCommand = (port: number) =>
  `WRANGLER_SEND_METRICS=false npx wrangler pages dev out --ip 127.0.0.1 --port ${port} --compatibility-date 2026-05-03`;
