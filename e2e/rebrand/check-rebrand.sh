#!/usr/bin/env bash
# What a token's team does: every bad value must stop the build, quickly, with a message naming its
# variable (or, in a content file, its file, line and path); a second token
# (e2e/fixtures/rebrand/token.env: every brand value, its own content file and mascot, its own
# domain, answered to `npm run setup` in a fork-like clone and built there as the GitHub Pages
# workflow builds it, with no variable set) must reach every link, URL and surface, with nothing of
# the default brand left, which a browser test on that build checks (playwright.rebrand.config.ts);
# and the specs whose outcome a team's content decides (tagged @team-content) pass on it. Then a
# third token, on Base (base.env), and a token not launched yet at a sub-path (prelaunch.env, where
# every asset and link must resolve under the sub-path) are built and walked the same way.
#
#   E2E_PORT=4183 [FORK_NODE_BIN=<a Node's bin/>] bash e2e/rebrand/check-rebrand.sh [bad|walks]
#
# `bad`: the bad values only, in this tree (they stop before writing anything, but a build starts
# by removing out/). `walks`: the three builds and their walks only, each in a clone of what is
# committed with this tree's node_modules hard-linked, its art and export its own: so this tree's
# build and browser suite can run meanwhile (.ci/run does). Both, in turn, without an argument.
# FORK_NODE_BIN: the fork's build runs on that Node (.ci/run gives it its newest line's).
set -euo pipefail
cd "$(dirname "$0")/../.."
phase=${1:-all}
case $phase in
  all | bad | walks) ;;
  *)
    echo "usage: bash e2e/rebrand/check-rebrand.sh [bad|walks]" >&2
    exit 2
    ;;
esac

tmp=.tmp/rebrand-$phase
rm -rf "$tmp" && mkdir -p "$tmp"
log="$PWD/$tmp/build.log"

check_bad_values() {
# Each line: the variable, its bad value, what the message must say after the variable's name, and
# any other variables the case needs (KEY=value, space-separated). Every rule of the config is
# proven in Jest (__tests__/lib/brand/); these prove that `npm run build` stops on them, naming the
# variable, before next build starts: one of each kind of check, and the rules Jest does not read
# through the build's own reading of the environment.
node -e '
  const sharp = require("sharp");
  const pixel = { create: { width: 300, height: 300, channels: 3, background: "#1d6b2f" } };
  sharp(pixel).gif().toFile(`${process.argv[1]}/gif-named.png`);
' "$tmp"
bad_inputs=(
  "NEXT_PUBLIC_CONTRACT_ADDRESS|not-an-address|must be a Solana address (base58, 32–44 characters, decoding to 32 bytes), an EVM address (0x and 40 hex digits), or \"soon\" before launch"
  "NEXT_PUBLIC_CONTRACT_ADDRESS||is still LewdIn's sample address \"5AMPLEWaifuTokenNotFinancia1Advice11111pump\", but the brand is now FrogIn (\$LEWD): set your token's address, or NEXT_PUBLIC_CONTRACT_ADDRESS=soon until it launches.|NEXT_PUBLIC_BRAND_NAME=FrogIn"
  "NEXT_PUBLIC_BRAND_COLOR|#ff8fb1|white text on it has a contrast ratio of 2."
  "NEXT_PUBLIC_MASCOT|$tmp/gif-named.png|which is gif"
  "NEXT_PUBLIC_MASCOT|public/brand/mascot.png|must be outside public/"
  "NEXT_PUBLIC_CHART_URL|dexscreener.com/solana|must be an absolute https:// URL"
  "NEXT_PUBLIC_LIVE_PRICE|maybe|must be \"on\" or \"off\" (got \"maybe\")."
  "NEXT_PUBLIC_LAUNCH_AT|2026-12-01T18:00|\"2026-12-01T18:00\" has no time zone, so it would be a different minute in every country|NEXT_PUBLIC_CONTRACT_ADDRESS=soon"
  "NEXT_PUBLIC_BASE_PATH|/lewdin|disagree: the site URL's path is \"\". Set NEXT_PUBLIC_BASE_PATH empty, or NEXT_PUBLIC_SITE_URL="
)
# One bad value: the build must fail, naming it, before next build starts. Its log is $2.
check_bad_input() {
  local variable value expected others start
  IFS='|' read -r variable value expected others <<<"$1"
  read -ra others <<<"$others"
  start=$SECONDS
  if env "$variable=$value" "${others[@]}" npm run build >"$2" 2>&1; then
    echo "check-rebrand: $variable=\"$value\" did not fail the build" >&2
    exit 1
  fi
  grep -F "$expected" "$2" | grep -qF "Invalid site config: $variable" || {
    cat "$2" >&2
    echo "check-rebrand: $variable=\"$value\" failed without \"$variable … $expected\"" >&2
    exit 1
  }
  # The config is checked by `prebuild` (npm run art validates lib/brand's config) before `next build`
  # starts, so a bad value fails in seconds, not after a ~60 s build.
  if grep -q 'Creating an optimized production build' "$2"; then
    echo "check-rebrand: $variable=\"$value\" reached next build before failing" >&2
    exit 1
  fi
  echo "check-rebrand: $variable=\"$value\" stops the build in $((SECONDS - start)) s, naming the variable"
}
# Two at a time, one per core: each stops before writing anything (generate-art checks first).
check_bad_inputs() {
  local at
  for ((at = $1; at < ${#bad_inputs[@]}; at += 2)); do
    check_bad_input "${bad_inputs[$at]}" "$tmp/build-$1.log"
  done
}
check_bad_inputs 0 &
first=$!
check_bad_inputs 1 &
second=$!
wait "$first"
wait "$second"

token_env=()
while IFS= read -r line; do
  if [[ $line =~ ^[A-Z0-9_]+= ]]; then token_env+=("$line"); fi
done <e2e/fixtures/rebrand/token.env
# A bad content file stops the build the same way, naming the file, its line and the field's path,
# and leaves no out/. Each case: a sed edit of the second token's file, then what the message says.
content=e2e/fixtures/rebrand/content.yaml
bad="$tmp/content.yaml"
# One of each kind: a typo (its line and path), a rule across fields, a file that does not parse.
bad_content=(
  's/^  skipLink:/  skiplink:/|:10  site.skiplink: is not a field this file knows (a typo?)'
  's/^      percent: 7.5/      percent: 17.5/|percentages must sum to 100 (they sum to 110)'
  's/^  uwu: Croak/  uwu: [Croak/|:28  does not parse'
)
for entry in "${bad_content[@]}"; do
  edit=${entry%%|*}
  expected=${entry#*|}
  sed "$edit" "$content" >"$bad"
  if cmp -s "$content" "$bad"; then
    echo "check-rebrand: the edit $edit changed nothing in $content" >&2
    exit 1
  fi
  mkdir -p out
  start=$SECONDS
  if env "${token_env[@]}" NEXT_PUBLIC_CONTENT="$bad" npm run build >"$log" 2>&1; then
    echo "check-rebrand: $content edited with $edit did not fail the build" >&2
    exit 1
  fi
  grep -qF "Invalid content: $bad" "$log" && grep -F "$expected" "$log" | grep -qF "  $bad" || {
    cat "$log" >&2
    echo "check-rebrand: $content edited with $edit failed without \"$bad … $expected\"" >&2
    exit 1
  }
  if grep -q 'Creating an optimized production build' "$log" || [ -e out ]; then
    echo "check-rebrand: $content edited with $edit reached next build or left out/" >&2
    exit 1
  fi
  echo "check-rebrand: a content file that gets \"$expected\" stops the build in $((SECONDS - start)) s"
done
}

# The second token's Live price and Check the token, and the third token's Check the token, ask a
# fake of their APIs on this machine, not the internet (e2e/support/market-fake.ts): each build and
# its walk get the fake's origin (LIVE_PRICE_FAKE_ORIGIN, SAFETY_FAKE_ORIGIN), and the walk runs
# their journeys in the engines against it (e2e/journeys/live-price.rebrand.ts, safety.rebrand.ts).
# The pre-launch build has neither control.
fake_origin="http://127.0.0.1:$((${E2E_PORT:-4183} + 1000))"
fakes_of() {
  case $1 in
    token) fakes=("LIVE_PRICE_FAKE_ORIGIN=$fake_origin" "SAFETY_FAKE_ORIGIN=$fake_origin") ;;
    base) fakes=("SAFETY_FAKE_ORIGIN=$fake_origin") ;;
    *) fakes=() ;;
  esac
}
# A clone of what is committed (in a working tree, commit first), with this tree's node_modules
# as hard links, as npm ci would leave it, in seconds. Its path is `$clone`.
new_clone() {
  clone=$(mktemp -d)
  git clone -q . "$clone"
  cp -al node_modules "$clone/node_modules"
}

# The second token, built as a fork builds it on GitHub Pages with its own domain: in its clone,
# `npm run setup`, driven on a pseudo-terminal, writes brand/content.yaml from the token's values
# (e2e/setup/drive-setup.mjs: Ctrl-C writes nothing; a bad answer is refused and asked again),
# which gets the token's own words (e2e/setup/fork-content.mts) and is committed; then
# scripts/build-pages.ts builds it with no NEXT_PUBLIC_* variable set, only the base path ('' for
# a domain of its own) and URL configure-pages gives, and the build must say it read
# brand/content.yaml. Arguments: any other KEY=value the build needs (none of them NEXT_PUBLIC_*).
fork_build() {
  local unset_public=() variable
  while IFS= read -r variable; do
    unset_public+=(-u "$variable")
  done < <(compgen -e | grep '^NEXT_PUBLIC_' || true)
  (
    cd "$clone"
    if [ -n "${FORK_NODE_BIN:-}" ]; then export PATH="$FORK_NODE_BIN:$PATH"; fi
    echo "fork: Node $(node --version)"
    node e2e/setup/drive-setup.mjs
    npx tsx e2e/setup/fork-content.mts
    git add brand
    git -c user.name=setup -c user.email=setup@example.invalid commit -qm 'Our brand'
    env "${unset_public[@]}" "$@" \
      PAGES_BASE_PATH="$(env "${token_env[@]}" printenv NEXT_PUBLIC_BASE_PATH)" \
      PAGES_BASE_URL="$(env "${token_env[@]}" printenv NEXT_PUBLIC_SITE_URL)" \
      npx tsx scripts/build-pages.ts
  ) >"$log" 2>&1 || {
    cat "$log" >&2
    exit 1
  }
  grep -q 'generate-art: the content is brand/content.yaml (found; NEXT_PUBLIC_CONTENT is not set)' "$log" || {
    cat "$log" >&2
    echo "check-rebrand: the fork's build did not say it read brand/content.yaml" >&2
    exit 1
  }
  grep '^fork:\|^drive-setup:\|^fork-content:' "$log"
}

# A token's build in its own clone, checked and staged as a host serves it: its variables (read
# without shell expansion: "$RIBBIT" is a ticker), the build, e2e/rebrand/check-export.mts, and
# the export moved under its sub-path in the clone's .tmp/rebrand-site with _headers at the root,
# as a host serves a project site. The clone's art is the token's, which its specs read.
build_token() {
  local fixture="e2e/fixtures/rebrand/$1.env"
  token_env=()
  while IFS= read -r line; do
    if [[ $line =~ ^[A-Z0-9_]+= ]]; then token_env+=("$line"); fi
  done <"$fixture"
  local start=$SECONDS
  fakes_of "$1"
  new_clone
  if [ "$1" = token ]; then
    fork_build "${fakes[@]}"
  else
    (cd "$clone" && env "${token_env[@]}" "${fakes[@]}" npm run build) >"$log" 2>&1 || {
      cat "$log" >&2
      exit 1
    }
  fi
  # One line says a pre-launch build is one, and no other build says it.
  local address
  address=$(env "${token_env[@]}" printenv NEXT_PUBLIC_CONTRACT_ADDRESS)
  if [ "$address" = soon ] && ! grep -q 'a pre-launch build' "$log"; then
    echo "check-rebrand: $fixture built without saying it is a pre-launch build" >&2
    exit 1
  fi
  if [ "$address" != soon ] && grep -q 'a pre-launch build' "$log"; then
    echo "check-rebrand: $fixture is launched, but its build says pre-launch" >&2
    exit 1
  fi
  echo "check-rebrand: built $fixture in $((SECONDS - start)) s"
  local base_path out="$clone/out"
  base_path=$(env "${token_env[@]}" printenv NEXT_PUBLIC_BASE_PATH || true)
  npx tsx e2e/rebrand/check-export.mts "$out" "$base_path" "$address"
  # A token with its own content file: none of LewdIn's sentences may be left anywhere.
  if env "${token_env[@]}" printenv NEXT_PUBLIC_CONTENT >/dev/null; then
    npx tsx e2e/rebrand/check-own-words.mts "$out"
  fi
  local site="$clone/.tmp/rebrand-site"
  if [ -z "$base_path" ]; then
    mkdir -p "$(dirname "$site")"
    mv "$out" "$site"
    return
  fi
  mkdir -p "$site$(dirname "$base_path")"
  mv "$out" "$site$base_path"
  mv "$site$base_path/_headers" "$site/_headers"
}

# The second token, then the third (Base) and the pre-launch build, each walked in the browsers
# from its clone (playwright.rebrand.config.ts). The second token's walk also runs the specs whose
# outcome a team's words, colours, languages and services decide (tagged @team-content,
# e2e/support/tags.ts), in Blink: axe and the focus rings (its colours in both schemes, its words
# at each width), its languages (right to left), its page's policy, every route at 360 px, and its
# trading bots, terminals and raid posts (LewdIn lists no bot or terminal). The rest is the same
# code on any words; every spec reads its words from the content the build reads
# (__tests__/e2e/own-words.test.ts holds them to it), so `npm run test:e2e` passes on a team's own
# build too.
walk_builds() {
  local name start
  for name in token base prelaunch; do
    build_token "$name"
    start=$SECONDS
    fakes_of "$name"
    (cd "$clone" && env "${fakes[@]}" REBRAND_TOKEN="$name" npx playwright test -c playwright.rebrand.config.ts)
    echo "check-rebrand: walked $name in $((SECONDS - start)) s"
    rm -rf "$clone"
  done
}

if [ "$phase" != walks ]; then check_bad_values; fi
if [ "$phase" != bad ]; then walk_builds; fi
rm -rf "$tmp"
