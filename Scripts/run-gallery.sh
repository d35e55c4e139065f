#!/usr/bin/env bash
# Quick start 1: installs what is missing, builds in release mode and runs the gallery.
# Arguments go to the gallery (try --help); with none it renders every gallery page
# (layout, text, shapes, state, cards) to PNG files in out/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
Scripts/install-dependencies.sh
if [ $# -eq 0 ]; then
    set -- snapshot out
fi
exec swift run -c release gallery "$@"
