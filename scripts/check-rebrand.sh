#!/usr/bin/env bash
# What an operator does: a malformed address must stop the build with a message naming the variable;
# another valid address and a sub-path must reach every token link, URL, sound and icon.
set -euo pipefail
cd "$(dirname "$0")/.."

log="$(mktemp)"
if NEXT_PUBLIC_CONTRACT_ADDRESS=0xNotSolana npm run build >"$log" 2>&1; then
  echo "check-rebrand: a malformed NEXT_PUBLIC_CONTRACT_ADDRESS did not fail the build" >&2
  exit 1
fi
grep -q 'NEXT_PUBLIC_CONTRACT_ADDRESS must be a Solana address' "$log" || {
  cat "$log" >&2
  echo "check-rebrand: the failure does not name NEXT_PUBLIC_CONTRACT_ADDRESS" >&2
  exit 1
}
echo "check-rebrand: a malformed address stops the build and names the variable"

address=So11111111111111111111111111111111111111112
NEXT_PUBLIC_CONTRACT_ADDRESS=$address NEXT_PUBLIC_BASE_PATH=/lewdin \
  NEXT_PUBLIC_SITE_URL=https://example.github.io/lewdin npm run build >"$log" 2>&1 || {
  cat "$log" >&2
  exit 1
}
node scripts/check-export.mjs out /lewdin "$address"
rm -rf out "$log"
