#!/usr/bin/env bash
# Runs the libFuzzer targets: `Tests/Fuzz/run.sh SECONDS [TARGET...]` (targets: markdown pipeline strings xliff
# xcstrings; all when none is named). SECONDS 0 means no time limit; FUZZ_RUNS=N stops each target after N runs
# (whichever limit comes first), so `FUZZ_RUNS=1000000 Tests/Fuzz/run.sh 0` runs a million inputs per target.
# Builds them first (Tests/Fuzz/build.sh). Each target starts from a scratch copy of its
# checked-in corpus (Tests/Fuzz/Corpus/<target>, merged into $FUZZ_BUILD/corpus/<target>, which keeps growing
# across runs) so new inputs never flood the repository. Crashes go to $FUZZ_BUILD/artifacts/<target>/, the
# full log to $FUZZ_BUILD/logs/<target>.log. Prints executions, rate, time, coverage and corpus size per target
# and fails when any target crashed. FUZZ_FLAGS adds libFuzzer flags (such as -fork=1 -ignore_crashes=1).
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD="${FUZZ_BUILD:-.build/fuzz}"
SECONDS_PER_TARGET="${1:?usage: [FUZZ_RUNS=N] Tests/Fuzz/run.sh SECONDS [markdown|pipeline|strings|xliff|xcstrings]...}"
shift
TARGETS=("$@")
[[ ${#TARGETS[@]} -gt 0 ]] || TARGETS=(markdown pipeline strings xliff xcstrings)
RUNS=()
[[ -z "${FUZZ_RUNS:-}" ]] || RUNS=(-runs="$FUZZ_RUNS")

Tests/Fuzz/build.sh

# Inputs larger than this are not generated: big enough for the seeds and for the hostile shapes whose cost
# grew faster than their size (a 4 KB table of spans asking for 4 million cells, a 40 KB pipe table padded to
# 25 million, nested tables of 66 KB), which now must stay within the timeout and the RSS limit; libFuzzer
# grows inputs towards it gradually, so short inputs are still tried first.
max_len() {
    case "$1" in
    markdown) echo "${FUZZ_MAX_LEN:-65536}" ;;
    pipeline) echo "${FUZZ_MAX_LEN:-65536}" ;;
    strings) echo "${FUZZ_MAX_LEN:-4096}" ;;
    xliff | xcstrings) echo "${FUZZ_MAX_LEN:-16384}" ;;
    *) echo "unknown fuzz target '$1' (markdown, pipeline, strings, xliff, xcstrings)" >&2; exit 2 ;;
    esac
}

# Leak checks per target: the strings target reaches Foundation's property-list parser, which leaks on every
# malformed plist (not ErrorTables' code); checking after each such input would make the run seven times slower.
# The xliff target reaches Foundation's XML parser, which leaks the NSError it makes for every parse error
# (_CFErrorCreateFromXMLInterface), so LeakSanitizer would stop it at the first malformed input.
leak_checks() {
    case "$1" in
    strings | xliff) echo 0 ;;
    *) echo 1 ;;
    esac
}

failed=()
for target in "${TARGETS[@]}"; do
    length="$(max_len "$target")"
    corpus="$BUILD/corpus/$target"
    artifacts="$BUILD/artifacts/$target"
    log="$BUILD/logs/$target.log"
    mkdir -p "$corpus" "$artifacts" "$BUILD/logs"
    cp Tests/Fuzz/Corpus/"$target"/* "$corpus"/
    echo "fuzz: $target for ${SECONDS_PER_TARGET}s${FUZZ_RUNS:+ or $FUZZ_RUNS runs} (-max_len=$length, corpus $corpus)"
    started=$SECONDS
    status=0
    leaks="$(leak_checks "$target")"
    # SWIFT_BACKTRACE: the Swift runtime's own crash backtracer fights with ASan's and can hang a crashing run.
    # malloc_context_size=0: AddressSanitizer records no stack for each allocation and free, which halves the
    # time per input (Swift allocates often; unwinding and storing those stacks was a third of the profile). A
    # report still has the crash's own stack; run the artifact again without it (.build/fuzz/fuzz-<target> FILE)
    # for the stacks of the allocation and the free. ASAN_OPTIONS given to run.sh come after, so they win.
    # shellcheck disable=SC2086 # FUZZ_FLAGS is a list of flags
    SWIFT_BACKTRACE=enable=no \
        ASAN_OPTIONS="detect_leaks=$leaks:malloc_context_size=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
        "$BUILD/fuzz-$target" -max_total_time="$SECONDS_PER_TARGET" -max_len="$length" \
        -timeout="${FUZZ_TIMEOUT:-25}" -rss_limit_mb="${FUZZ_RSS_MB:-3072}" -detect_leaks="$leaks" \
        -dict="Tests/Fuzz/Dictionaries/$target.dict" -print_final_stats=1 -print_funcs=0 \
        -artifact_prefix="$artifacts/" "${RUNS[@]}" ${FUZZ_FLAGS:-} "$corpus" >"$log" 2>&1 || status=$?
    executions="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
    coverage="$(grep -E '^#[0-9]+' "$log" | tail -1 | grep -oE 'cov: [0-9]+ ft: [0-9]+' || true)"
    speed="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)"
    files="$(find "$corpus" -type f | wc -l)"
    echo "fuzz: $target: ${executions:-?} executions in $((SECONDS - started))s (${speed:-?}/s), ${coverage:-cov ?}," \
        "corpus $files files"
    if [[ $status -ne 0 ]]; then
        failed+=("$target")
        echo "fuzz: $target FAILED (exit $status); the end of $log:"
        grep -E 'ERROR|invariant|SUMMARY|Test unit written|Fatal error|#[0-9]+ +in ' "$log" | head -40
    fi
done
if [[ ${#failed[@]} -gt 0 ]]; then
    echo "fuzz: crashes in ${failed[*]}; reproduce with $BUILD/fuzz-<target> <artifact>, minimize with -minimize_crash=1"
    exit 1
fi
