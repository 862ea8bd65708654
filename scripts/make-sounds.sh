#!/usr/bin/env bash
# Synthesizes the two UI sounds into public/sounds/ (committed, so builds need none of these tools).
# Needs Debian's espeak-ng, sox and ffmpeg: apt-get install -y espeak-ng sox ffmpeg
set -euo pipefail

out="$(cd "$(dirname "$0")/.." && pwd)/public/sounds"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"

# "uwu": a high-pitched, slow female voice, pitched up further and given a little sparkle.
espeak-ng -v en-us+f4 -p 99 -s 110 -a 160 -w "$tmp/voice.wav" "oo-woo"
sox "$tmp/voice.wav" "$tmp/uwu.wav" pitch 500 tempo 1.1 reverb 20 fade t 0.01 0 0.08 norm -3

# Click: a 25 ms soft pop, a decaying sine with a touch of noise.
sox -n -r 44100 -c 1 "$tmp/tone.wav" synth 0.025 sine 1800 fade q 0.001 0.025 0.02
sox -n -r 44100 -c 1 "$tmp/noise.wav" synth 0.025 pinknoise fade q 0.001 0.025 0.022 vol 0.2
sox -m "$tmp/tone.wav" "$tmp/noise.wav" "$tmp/click.wav" norm -6

for name in uwu click; do
  ffmpeg -loglevel error -y -i "$tmp/$name.wav" -ac 1 -ar 22050 -codec:a libmp3lame -b:a 48k "$out/$name.mp3"
done
ls -l "$out"
