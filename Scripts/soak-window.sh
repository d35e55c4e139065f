#!/usr/bin/env bash
# The real-window soak: the release gallery under a private Xvfb, 3,000 clicks and 300
# page switches through xdotool, RSS read from /proc (GalleryWindowSoakTests). Prints
# the RSS readings; fails when memory grew by more than 5% after the warm-up.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
Scripts/install-dependencies.sh
swift build -c release --product gallery
swift build --build-tests
TESSERA_WINDOW_SOAK=1 TESSERA_GALLERY="$PWD/.build/release/gallery" \
    swift test --skip-build --filter GalleryWindowSoakTests 2>&1 | grep -E "window soak|✔|✘|error"
