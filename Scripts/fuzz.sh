#!/usr/bin/env bash
# Fuzzing with libFuzzer (ARCHITECTURE.md, "Fuzzing"). The targets are Fuzz/Targets/*.swift,
# built with -sanitize=fuzzer,address into .build-fuzz (never the ordinary .build).
#
#   Scripts/fuzz.sh --list                       the targets, one a line
#   Scripts/fuzz.sh TARGET SECONDS [OPTION...]   fuzz TARGET for SECONDS from its seeds;
#                                                OPTIONs go to libFuzzer (e.g. -runs=1000000)
#   Scripts/fuzz.sh --all SECONDS                every target in turn, SECONDS each
#   Scripts/fuzz.sh --replay TARGET FILE...      run TARGET once on each FILE (a saved crash)
#   Scripts/fuzz.sh --build [TARGET...]          build only (all targets by default)
#
# Seeds come from Fuzz/Corpus/TARGET (committed, read only); what libFuzzer finds goes to
# .build-fuzz/corpus/TARGET and is used again by later runs. The exit status is non-zero
# when a target crashed, failed a check, leaked, ran over 20 s on one input or over 2 GB;
# the input is then in .build-fuzz/artifacts/TARGET/ and the end of libFuzzer's log is
# printed (all of it: .build-fuzz/logs/TARGET.log).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

scratch=.build-fuzz

targets() {
    for file in Fuzz/Targets/*.swift; do basename "$file" .swift; done
}

usage() {
    sed -n '5,10s/^# \{0,1\}//p' "$0" >&2
    exit 2
}

known() {
    [[ -f Fuzz/Targets/$1.swift ]] || { echo "fuzz.sh: no target '$1' (Scripts/fuzz.sh --list)" >&2; exit 2; }
}

build() {
    Scripts/install-dependencies.sh
    for target in "$@"; do
        known "$target"
        # TESSERA_FUZZ adds the fuzz targets to the package (Package.swift). lld: gold warns
        # about every ASan symbol it cannot export.
        TESSERA_FUZZ=1 swift build -c release --scratch-path "$scratch" --product "Fuzz$target" \
            -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
    done
}

# Swift's own crash backtracer would take the signal from libFuzzer's handler, which
# saves the input. fontconfig stores pointers as offsets, so LeakSanitizer cannot see that
# its caches are still reachable: those are not leaks of ours (see Fuzz/lsan.supp).
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
# fontconfig's overlapping memcpy when it trims a font's name (see Fuzz/asan.supp).
export ASAN_OPTIONS="suppressions=$PWD/Fuzz/asan.supp${ASAN_OPTIONS:+:$ASAN_OPTIONS}"

run() {
    local target=$1 seconds=$2
    shift 2
    known "$target"
    local corpus=$scratch/corpus/$target artifacts=$scratch/artifacts/$target log=$scratch/logs/$target.log
    mkdir -p "$corpus" "$artifacts" "$scratch/logs"
    local options=(-max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -print_final_stats=1
                   -artifact_prefix="$artifacts/")
    [[ -f Fuzz/Corpus/$target.dict ]] && options+=(-dict="Fuzz/Corpus/$target.dict")
    echo "fuzz.sh: $target for $seconds s (log: $log)"
    local status=0
    "$scratch/release/Fuzz$target" "${options[@]}" "$@" "$corpus" "Fuzz/Corpus/$target" >"$log" 2>&1 || status=$?
    local runs seconds_run
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    seconds_run=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
    if [[ $status -ne 0 ]]; then
        tail -n 60 "$log"
        echo "fuzz.sh: $target FAILED (exit $status) after ${runs:-?} executions; input saved in $artifacts/"
        return 1
    fi
    echo "fuzz.sh: $target: ${runs:-?} executions in ${seconds_run:-$seconds} s, no crash ($(ls "$corpus" | wc -l) inputs in $corpus)"
}

case "${1:-}" in
    --list)
        targets
        ;;
    --build)
        shift
        if [[ $# -gt 0 ]]; then build "$@"; else mapfile -t all < <(targets); build "${all[@]}"; fi
        ;;
    --all)
        [[ $# -eq 2 ]] || usage
        mapfile -t all < <(targets)
        build "${all[@]}"
        failed=()
        for target in "${all[@]}"; do run "$target" "$2" || failed+=("$target"); done
        if [[ ${#failed[@]} -gt 0 ]]; then echo "fuzz.sh: failed: ${failed[*]}"; exit 1; fi
        echo "fuzz.sh: ${#all[@]} targets, no crash"
        ;;
    --replay)
        [[ $# -ge 3 ]] || usage
        target=$2
        shift 2
        build "$target"
        "$scratch/release/Fuzz$target" "$@"
        ;;
    -*|"")
        usage
        ;;
    *)
        [[ $# -ge 2 && $2 =~ ^[0-9]+$ ]] || usage
        target=$1
        build "$target"
        run "$@"
        ;;
esac
