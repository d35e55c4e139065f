#!/usr/bin/env bash
# Builds the DocC documentation of every public module, combined into one archive with
# the Tessera catalog (Sources/Tessera/Tessera.docc: getting started and the guides), and
# fails on any DocC warning. Output: .build/plugins/Swift-DocC/outputs/Tessera.doccarchive
# (preview: swift package --disable-sandbox preview-documentation --target Tessera).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
targets=(Tessera Geometry Graphics Images Layout TextRasterizer Components Mounting DataSource Controls TextInput Presentation TesseraSnapshotTesting)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift package generate-documentation --enable-experimental-combined-documentation \
    "${targets[@]/#/--target=}" >"$log" 2>&1 || status=$?
grep -v -e '^\[' -e 'prohibited flag' "$log" || true
# SwiftPM's own warning about SDL2's -D_REENTRANT (see README) is not DocC's.
warnings=$(grep -E '^(warning|error):' "$log" | grep -vc 'prohibited flag' || true)
if [ "$status" -ne 0 ] || [ "$warnings" -ne 0 ]; then
    echo "build-docs.sh: $warnings DocC warning(s) or error(s); exit status $status" >&2
    exit 1
fi
echo "build-docs.sh: documentation built without warnings"
