#!/usr/bin/env bash
# Runs the tests under the sanitizers and exits non-zero on any report.
#
#   Scripts/run-sanitizers.sh [asan|tsan|all]      (default: all)
#
# asan: every test but the soaks, built with AddressSanitizer, with LeakSanitizer checking
#       each process at exit (the test runner and the gallery processes the tests start).
#       Build folder .build-asan, optimized (-c release, with -enable-testing for the
#       tests' @testable imports): the same checks on every load and store that remains,
#       six times faster than a debug build (5 min instead of 32 for the 1,586 tests on
#       2 cores, after 8 min to build), as Chromium's AddressSanitizer builds are
#       optimized too. Left out: the soaks (*SoakTests: thousands of interactions in a
#       gallery process, counting live objects, which only debug builds count; the plain
#       suite runs them, and a leak shows in the first round as in the ten-thousandth),
#       and three tests of what a debug build does (its messages of preconditions,
#       which an optimized build drops, and stopping at a scope collision), which the plain
#       suite runs.
# tsan: the suites that run code on several threads at once, built with ThreadSanitizer:
#       ComponentsTests (asynchronous state updates, builds off the main actor),
#       DataSourceTests' queue suites (items prepared across threads, changesets from several tasks,
#       the working range building rows in the background),
#       MountingTests, TextRasterizerTests' thread-safety suites (FontDatabase, TextSystem, the ICU iterator pool,
#       GlyphCache), TextInputTests' text area document (paragraphs measured across threads while
#       the field is edited), PresentationTests' EventLoop and headless presenter,
#       GraphicsTests' BandedPainter (bands of one frame painted at once), and ImagesTests'
#       decoding of every format on eight threads at once. Build folder
#       .build-tsan. About 5 min to build and 5 min to test. Filters are regular expressions
#       over `Target.Suite/test`: a target's name is anchored (`^MountingTests\.`), or it
#       matches suites of other targets too (`DataSourceTests.ListMountingTests`, which
#       scrolls 10,000 rows on one thread, took 4 of the 10 min this pass took unanchored).
#
# Reports go to log files (one per process, in a temporary folder that is kept when there
# are findings); the script prints every finding and a count per sanitizer.
#
# Suppressions: Scripts/sanitizers/lsan.supp (each line says what it is and why it is not
# ours). Two more kinds of LeakSanitizer record are set aside by
# Scripts/sanitizers/judge-asan-logs.awk, which says why they cannot be suppressed: Swift's
# weak-reference side tables of live objects, and blocks allocated by libraries SDL has
# unloaded. ThreadSanitizer has no suppressions: Tessera locks with Locking's `Lock`
# (a pthread mutex, which ThreadSanitizer understands), not with Synchronization's `Mutex`,
# whose contended path it cannot see (one inline `Mutex` remains, ComponentInstance's
# parent: see ARCHITECTURE.md, "Sanitizers"). With `Mutex`, TextSystemConcurrencyTests alone gave
# 80 reports like this one, every access under the same lock:
#
#   WARNING: ThreadSanitizer: Swift access race
#     Modifying access of Swift variable at 0x721c0000e960 by thread T4:
#       #0 TextSystem.shapedParagraph(_:style:) closure   TextSystem.swift      (in paragraphs.withLock)
#       #2 TextSystem.layout(_:style:width:)               TextSystem.swift:42
#     Previous modifying access of Swift variable at 0x721c0000e960 by thread T2:
#       #0 ByteBoundedLRU.insert(_:for:cost:)              ByteBoundedLRU.swift  (in paragraphs.withLock)
#       #2 TextSystem.layout(_:style:width:)               TextSystem.swift:42
#
# False, because both accesses hold the lock: on Linux `Mutex._lock()` is a compare-and-swap
# compiled into our code (instrumented: ThreadSanitizer sees an acquire), but when the lock
# is taken, `_lockSlow` spins and then blocks in FUTEX_LOCK_PI, and `_unlock` of a lock with
# waiters calls FUTEX_UNLOCK_PI; both live in libswiftSynchronization.so, which is not
# instrumented, and the kernel hands the lock over. ThreadSanitizer sees neither side of
# that handover, so it sees no happens-before edge between the two holders
# (swiftlang/swift, stdlib/public/Synchronization/Mutex/LinuxImpl.swift).
#
# Left out of the ThreadSanitizer pass: aThousandDeepTreeBuildsAndLaysOutOnA512KiBThread,
# whose 512 KiB thread overflows under ThreadSanitizer's larger frames (a crash, not a race:
# it tests stack depth and runs in the AddressSanitizer pass and the normal suite).
#
# The sanitizer runtimes come with the Swift toolchain (usr/lib/swift/clang/lib/linux),
# which is what swiftc links; nothing else is installed for them.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
Scripts/install-dependencies.sh

mode=${1:-all}
case "$mode" in
    asan|tsan|all) ;;
    *) echo "usage: $0 [asan|tsan|all]" >&2; exit 2 ;;
esac

runtime_folder="$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift/clang/lib/linux"
for runtime in asan tsan; do
    [ -e "$runtime_folder/libclang_rt.$runtime-x86_64.a" ] || {
        echo "The Swift toolchain has no $runtime runtime ($runtime_folder/libclang_rt.$runtime-x86_64.a):" \
             "install a Swift toolchain for Linux from swift.org, which ships it." >&2
        exit 1
    }
done

logs=$(mktemp -d "${TMPDIR:-/tmp}/tessera-sanitizers.XXXXXX")
status=0

run_asan() {
    echo "== AddressSanitizer + LeakSanitizer: build (.build-asan, optimized)" >&2
    swift build -c release --build-tests -Xswiftc -enable-testing --scratch-path .build-asan --sanitize=address
    echo "== AddressSanitizer + LeakSanitizer: every test" >&2
    mkdir -p "$logs/asan"
    # exitcode=0: a process with leaks still exits with its own status, so a test that runs
    # the gallery sees how the gallery ended; the logs decide instead (both leaks and
    # memory errors are counted from them below). detect_leaks is on by default on
    # x86_64 Linux; it is named here so that nothing turns it off.
    local tests=0
    ASAN_OPTIONS="detect_leaks=1:exitcode=0:log_path=$logs/asan/asan:${ASAN_OPTIONS:-}" \
    LSAN_OPTIONS="suppressions=$PWD/Scripts/sanitizers/lsan.supp:print_suppressions=0:${LSAN_OPTIONS:-}" \
        swift test -c release --skip-build --scratch-path .build-asan --skip 'SoakTests' \
        --skip 'applyTrapsOnAnInvalidChangesetNamingIt|committingOnePreparedTreeTwiceTraps|aScopeCollisionStopsADebugBuild' \
        || tests=$?
    local summary
    summary=$(find "$logs/asan" -type f -exec awk -f Scripts/sanitizers/judge-asan-logs.awk {} + 2>/dev/null \
        || echo "asan: 0 finding(s)")
    echo "$summary"
    [ "$tests" -eq 0 ] || { echo "asan: the tests failed (swift test exited with $tests)" >&2; status=1; }
    echo "$summary" | tail -1 | grep -q "^asan: 0 finding" || status=1
}

run_tsan() {
    echo "== ThreadSanitizer: build (.build-tsan)" >&2
    swift build --build-tests --scratch-path .build-tsan --sanitize=thread
    echo "== ThreadSanitizer: the concurrent suites" >&2
    mkdir -p "$logs/tsan"
    local tests=0
    TSAN_OPTIONS="halt_on_error=0:log_path=$logs/tsan/tsan:${TSAN_OPTIONS:-}" \
        swift test --skip-build --scratch-path .build-tsan \
        --filter '^ComponentsTests\.' --filter '^MountingTests\.' \
        --filter 'DataSourceTests\.(ListDataSourceModelTests|ListDataSourceQueueTests|ListWorkingRangeTests|SeedExampleTests)' \
        --filter 'TextRasterizerTests\.(FontDatabaseConcurrencyTests|TextSystemConcurrencyTests|GlyphCacheTests|LineBreakerTests)' \
        --filter 'TextInputTests\.TextAreaDocumentTests' \
        --filter 'PresentationTests\.SDLTests\.EventLoopTests' --filter 'PresentationTests\.HeadlessPresenterTests' \
        --filter 'PresentationTests\.X11EventClockTests' --filter 'GraphicsTests\.BandedPainterTests' \
        --filter 'ImagesTests\.ConcurrentDecodingTests' \
        --skip 'aThousandDeepTreeBuildsAndLaysOutOnA512KiBThread' || tests=$?
    local reports
    reports=$(cat "$logs"/tsan/* 2>/dev/null | grep -c "WARNING: ThreadSanitizer" || true)
    cat "$logs"/tsan/* 2>/dev/null || true
    echo "tsan: $reports report(s)"
    [ "$tests" -eq 0 ] || { echo "tsan: the tests failed (swift test exited with $tests)" >&2; status=1; }
    [ "$reports" -eq 0 ] || status=1
}

case "$mode" in
    asan) run_asan ;;
    tsan) run_tsan ;;
    all) run_asan; run_tsan ;;
esac

if [ "$status" -eq 0 ]; then
    rm -rf "$logs"
    echo "sanitizers ($mode): no reports"
else
    echo "sanitizers ($mode): reports or failures above; logs in $logs" >&2
fi
exit "$status"
