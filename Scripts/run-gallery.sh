#!/usr/bin/env bash
# Quick start 1: installs what is missing, builds in release mode and runs the gallery.
# Arguments go to the gallery (try --help); with none it draws the rects-10k benchmark
# scene, prints its frame time and writes the frame to out/rects-10k.png.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
Scripts/install-dependencies.sh
if [ $# -eq 0 ]; then
    mkdir -p out
    set -- bench --scene rects-10k --png out/rects-10k.png
fi
exec swift run -c release gallery "$@"
