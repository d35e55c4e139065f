#!/usr/bin/env bash
# Builds the example packages in Examples/, each a separate package that depends on
# Tessera by path as a consumer's would, and checks them:
#   RenderPNG: builds, renders its card to a PNG (checked to be one), runs its snapshot
#              test against the committed reference;
#   Counter:   builds, and when xvfb-run is there, opens its window on a private X
#              server for 3 seconds and closes it with SIGTERM (it must exit with 0);
#              then, without a display, writes its PNG (AppLauncher's fallback).
# Both build in one scratch folder, .build-examples, so Tessera's modules are compiled
# once for the two (each is still its own package, resolved and linked as a consumer's).
# Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
Scripts/install-dependencies.sh

step() { printf '\n== %s\n' "$*"; }

step "RenderPNG: build"
swift build --package-path Examples/RenderPNG --scratch-path .build-examples --build-tests
step "RenderPNG: render"
output="$(mktemp -d)/card.png"
swift run --skip-build --package-path Examples/RenderPNG --scratch-path .build-examples render-png "$output" --scale 2
# A PNG file starts with these 8 bytes; the card is 480 × 300 pixels at scale 2.
signature="$(head -c 8 "$output" | od -An -tx1 | tr -d ' \n')"
[ "$signature" = "89504e470d0a1a0a" ] || { echo "render-png wrote no PNG to $output" >&2; exit 1; }
size="$(od -An -tu1 -j16 -N8 "$output" | awk '{ print $3 * 256 + $4 "x" $7 * 256 + $8 }')"
[ "$size" = "480x300" ] || { echo "render-png wrote a $size image, not 480x300" >&2; exit 1; }
rm -r "$(dirname "$output")"
step "RenderPNG: tests"
swift test --skip-build --package-path Examples/RenderPNG --scratch-path .build-examples

step "Counter: build"
swift build --package-path Examples/Counter --scratch-path .build-examples
if command -v xvfb-run >/dev/null; then
    step "Counter: a window under xvfb-run for 3 s"
    xvfb-run -a timeout --preserve-status -s TERM 3 .build-examples/debug/Counter
else
    echo "xvfb-run is not installed: the Counter window was not opened"
fi
step "Counter: without a display, out/counter.png"
folder="$(mktemp -d)"
env -u DISPLAY -u WAYLAND_DISPLAY TESSERA_OUT="$folder" .build-examples/debug/Counter --backend png --scale 2
size="$(od -An -tu1 -j16 -N8 "$folder/counter.png" | awk '{ print $3 * 256 + $4 "x" $7 * 256 + $8 }')"
[ "$size" = "720x280" ] || { echo "Counter wrote a $size image, not 720x280" >&2; exit 1; }
rm -r "$folder"
step "examples: all passed"
