#!/usr/bin/env bash
# Quick start 2: installs what is missing, builds and runs every test.
# Arguments go to `swift test` (e.g. --filter PNG).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
Scripts/install-dependencies.sh
exec swift test "$@"
