#!/usr/bin/env bash
# What a token's team does: every bad value must stop the build, quickly, with a message naming its
# variable; a second token (e2e/fixtures/rebrand/token.env: every brand variable, its own mascot, a
# sub-path, built as the GitHub Pages workflow builds a project site) must reach every link, URL and
# surface, with nothing of the default brand left, which a browser test on that build checks
# (playwright.rebrand.config.ts), and every asset and link must resolve under the sub-path.
#
#   E2E_PORT=4183 bash e2e/rebrand/check-rebrand.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

tmp=.tmp/rebrand
rm -rf "$tmp" && mkdir -p "$tmp"
log="$tmp/build.log"
fixture=e2e/fixtures/rebrand/mascot.png

# Bad mascots, made here rather than kept: a 100×100 PNG, a GIF named .png, a 10.1 MB file.
node -e '
  const sharp = require("sharp");
  const dir = process.argv[1];
  const pixel = { create: { width: 100, height: 100, channels: 3, background: "#1d6b2f" } };
  sharp(pixel).png().toFile(`${dir}/small.png`);
  sharp(pixel).gif().toFile(`${dir}/gif-named.png`);
  require("node:fs").writeFileSync(`${dir}/big.png`, Buffer.alloc(10342 * 1024, 1));
' "$tmp"
cp "$fixture" "$tmp/mascot.gif"

# Each line: the variable, its bad value, and what the message must say after the variable's name.
bad_inputs=(
  "NEXT_PUBLIC_CONTRACT_ADDRESS|0xNotSolana|must be a Solana address"
  "NEXT_PUBLIC_BRAND_COLOR|crimson|must be a colour written #rgb or #rrggbb"
  "NEXT_PUBLIC_BRAND_COLOR|#ff8fb1|white text on it has a contrast ratio of 2."
  "NEXT_PUBLIC_ACCENT_COLOR|#12345|must be a colour written #rgb or #rrggbb"
  "NEXT_PUBLIC_ACCENT_COLOR|#767676|as text on the page surface #f4f2ee has a contrast ratio of 4."
  "NEXT_PUBLIC_BRAND_MARK|$(printf '\u200b')|must be 1–3 visible characters"
  "NEXT_PUBLIC_BRAND_MARK|Pepe|must be 1–3 visible characters"
  "NEXT_PUBLIC_BRAND_MARK|𓀀|has characters the share cards and icons cannot draw: 𓀀 (U+13000)"
  "NEXT_PUBLIC_MASCOT|brand/no-such-mascot.png|names a file that does not exist"
  "NEXT_PUBLIC_MASCOT|$tmp/mascot.gif|must be a PNG, WebP, JPEG or SVG file"
  "NEXT_PUBLIC_MASCOT|$tmp/gif-named.png|which is gif"
  "NEXT_PUBLIC_MASCOT|$tmp/big.png|must be at most 10 MB"
  "NEXT_PUBLIC_MASCOT|public/brand/mascot.png|must be outside public/"
  "NEXT_PUBLIC_MASCOT|$tmp/small.png|must be at least 256×256 pixels"
  "NEXT_PUBLIC_TELEGRAM_URL|http://t.me/ribbit|must use https://"
  "NEXT_PUBLIC_CHART_URL|dexscreener.com/solana|must be an absolute https:// URL"
  "NEXT_PUBLIC_CHART_URL|https://dexscreener.com/solana|use https://dexscreener.com/<chain>/<pair or token address>"
  "NEXT_PUBLIC_BASE_PATH|/lewdin|disagree: the site URL's path is \"\". Set NEXT_PUBLIC_BASE_PATH empty, or NEXT_PUBLIC_SITE_URL="
)
for entry in "${bad_inputs[@]}"; do
  IFS='|' read -r variable value expected <<<"$entry"
  start=$SECONDS
  if env "$variable=$value" npm run build >"$log" 2>&1; then
    echo "check-rebrand: $variable=\"$value\" did not fail the build" >&2
    exit 1
  fi
  grep -F "$expected" "$log" | grep -qF "Invalid site config: $variable" || {
    cat "$log" >&2
    echo "check-rebrand: $variable=\"$value\" failed without \"$variable … $expected\"" >&2
    exit 1
  }
  # The config is checked by `prebuild` (npm run art validates lib/brand's config) before `next build`
  # starts, so a bad value fails in seconds, not after a ~60 s build.
  if grep -q 'Creating an optimized production build' "$log"; then
    echo "check-rebrand: $variable=\"$value\" reached next build before failing" >&2
    exit 1
  fi
  echo "check-rebrand: $variable=\"$value\" stops the build in $((SECONDS - start)) s, naming the variable"
done

# The second token: its variables, read without shell expansion ("$RIBBIT" is a ticker).
token_env=()
while IFS= read -r line; do
  if [[ $line =~ ^[A-Z0-9_]+= ]]; then token_env+=("$line"); fi
done <e2e/fixtures/rebrand/token.env
address=$(env "${token_env[@]}" printenv NEXT_PUBLIC_CONTRACT_ADDRESS)
base_path=$(env "${token_env[@]}" printenv NEXT_PUBLIC_BASE_PATH)
site_url=$(env "${token_env[@]}" printenv NEXT_PUBLIC_SITE_URL)
# Built as the GitHub Pages workflow builds a project site (scripts/build-pages.mjs): the brand
# variables as the repository's variables, the base path and URL as configure-pages gives them.
variables=$(node -e '
  const pairs = process.argv.slice(1).map((line) => line.split(/=(.*)/s).slice(0, 2));
  console.log(JSON.stringify(Object.fromEntries(pairs)));
' "${token_env[@]}")
PAGES_VARIABLES="$variables" PAGES_BASE_PATH="$base_path" PAGES_BASE_URL="$site_url" \
  node scripts/build-pages.mjs >"$log" 2>&1 || {
  cat "$log" >&2
  exit 1
}
npx tsx e2e/rebrand/check-export.mts out "$base_path" "$address"
# Served as a host serves a project site: the export under its sub-path, _headers at the root.
# e2e/rebrand/sub-path.rebrand.ts walks it there.
site=.tmp/rebrand-site
rm -rf "$site" && mkdir -p "$site$(dirname "$base_path")"
mv out "$site$base_path"
mv "$site$base_path/_headers" "$site/_headers"

npx playwright test -c playwright.rebrand.config.ts
rm -rf "$tmp"
