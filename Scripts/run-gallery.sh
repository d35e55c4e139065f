#!/usr/bin/env bash
# Quick start 1: installs what is missing, builds in release mode and runs the gallery.
# Arguments go to the gallery (try --help). With none it opens the gallery's window; on a
# machine without a display it says so and writes every page as a PNG file into out/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
Scripts/install-dependencies.sh
exec swift run -c release gallery "$@"
