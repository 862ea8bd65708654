/**
 * Next writes the page's React Server Components payload as inline scripts, one per chunk of its
 * stream: five on Node 20, thirty on Node 26, whose streams flush in smaller pieces. Each inline
 * script is a hash in the page's CSP, and Cloudflare refuses a `_headers` line over 2,000
 * characters, so a run of them becomes one script: the same statements, in the same order, with
 * nothing between them (React escapes `</script>` inside the payload, so none ends early).
 */
const RUN =
  /(?:<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((?:(?!<\/script>)[\s\S])*<\/script>){2,}/g;

const OPEN = '<script>';
const CLOSE = '</script>';

/** `html` with each run of adjacent payload scripts joined into one. */
export function mergeFlightScripts(html) {
  return html.replace(
    RUN,
    (run) =>
      `${OPEN}${run
        .slice(OPEN.length, -CLOSE.length)
        .split(CLOSE + OPEN)
        .join(';')}${CLOSE}`,
  );
}
