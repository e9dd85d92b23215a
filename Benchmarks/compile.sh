#!/usr/bin/env bash
# `make bench-compile`: how long the Swift compiler takes, and how much memory it needs, to compile the code
# error-tables generates for synthetic domains of 100, 1,000 and 10,000 codes, against the Swift a careful
# engineer writes by hand for the same API (the baseline: the code enum with raw values; per method an enum with
# the same cases, each keeping the received `NSError`, plus `undocumented(NSError)`; an initializer from an
# `NSError` and the code mapping; no texts, no docs) and against a bare `enum: Int` with the same case names and
# raw values (a second row). Figures, not a test: nothing here passes or fails. Times are the
# compiler's CPU time (user + system), which other work on a shared machine disturbs far less than the
# elapsed time; memory is the peak resident size.
#
# Each domain has 3 × codes/10 methods (300 at 1,000 codes) of 12 rows in 10 groups (every fifth method includes the one before), a
# domain-common table with a "Recovery tactic" column, a cross-platform name per code, and two languages. It
# goes through the real generator (`error-tables generate`); each generated file is then compiled the way a
# debug build compiles it: one `swift-frontend -c -primary-file` per file, parsing the others, against the
# runtime module, at -Onone (OPTS="-Onone -O" adds a whole-module -O build of the module). Every compile runs
# under an address-space cap (CAP_MB, 3072 by default), so a compile that would exhaust the machine stops and
# is reported as "killed at cap" instead; one that takes longer than TIME_LIMIT seconds (1200) is stopped. The
# three modules are compiled in turn, RUNS times (bare, hand-written, generated, bare, …), and each figure is the
# median of its runs, so that other work on a shared machine disturbs the three alike.
#
#   Benchmarks/compile.sh                 # SIZES="100 1000 10000" OPTS=-Onone CAP_MB=3072 RUNS=3 (2 at 10,000)
#   SIZES="1000" RUNS=3 Benchmarks/compile.sh
set -euo pipefail

SWIFT=${SWIFT:-swift}
SIZES=${SIZES:-"100 1000 10000"}
OPTS=${OPTS:-"-Onone"}
CAP_MB=${CAP_MB:-3072}
TIME_LIMIT=${TIME_LIMIT:-1200}
RUNS=${RUNS:-3}
WORK=${WORK:-.build/bench-compile}
TOOL=${TOOL:-.build/debug/error-tables}
MODULES=${MODULES:-.build/debug/Modules}

if [ -z "${NO_BUILD:-}" ]; then
    "$SWIFT" build --product error-tables >/dev/null
    "$SWIFT" build --target ErrorTablesRuntime >/dev/null
fi
command -v /usr/bin/time >/dev/null || { echo "needs GNU time (/usr/bin/time, Debian package time)" >&2; exit 1; }
command -v prlimit >/dev/null || { echo "needs prlimit (util-linux)" >&2; exit 1; }
rm -rf "$WORK" && mkdir -p "$WORK"

# Writes a spec folder with one domain of $2 codes into $1.
write_spec() {
    local folder=$1/Bench codes=$2
    mkdir -p "$folder"
    awk -v n="$codes" 'BEGIN {
        printf "{\"errorDomain\": \"BenchErrorDomain\", \"typeName\": \"BenchErrorCode\", \"codePrefix\": \"BenchErrorCode\",\n"
        printf " \"sourceLanguage\": \"en\", \"codes\": {\n"
        for (i = 0; i < n; i++)
            printf "  \"BenchErrorCode%d\": { \"rawValue\": %d, \"name\": \"ERROR_BENCH_%d\" }%s\n", i, i + 1, i, (i < n - 1 ? "," : "")
        printf "} }\n"
    }' >"$folder/error-tables.json"
    for language in en it; do
        awk -v n="$codes" -v lang="$language" 'BEGIN {
            methods = int(3 * n / 10); if (methods < 1) methods = 1
            perGroup = int(methods / 10); if (perGroup < 1) perGroup = 1
            printf "# Bench errors (%s)\n\n## Errors common to every method\n\n", lang
            printf "| Code | Description | Recovery tactic |\n| --- | --- | --- |\n"
            for (i = 0; i < 10 && i < n; i++)
                printf "| `BenchErrorCode%d` | Common failure %d (%s): the service could not finish the request. | %s |\n", i, i, lang, (lang == "en" ? "Wait, then try again." : "Attendi, poi riprova.")
            printf "\n## Method-specific errors\n"
            for (m = 0; m < methods; m++) {
                if (m % perGroup == 0) printf "\n### `BenchGroup%d`\n", int(m / perGroup)
                printf "\n#### benchMethod%d:completion:\n\n| Code | Description |\n| --- | --- |\n", m
                delete seen
                for (r = 0; r < 12; r++) {
                    c = (m * 12 + r) % n
                    if (c in seen) continue
                    seen[c] = 1
                    printf "| `BenchErrorCode%d` | Request %d failed with code %d (%s); check the input and retry. |\n", c, m, c, lang
                }
                if (m > 0 && m % 5 == 0) printf "\nAlso returns the errors of `benchMethod%d:completion:`.\n", m - 1
            }
        }' >"$folder/$language.md"
    done
}

# Runs a compile under the cap and the time limit; prints "cpuSeconds peakMB", or why it stopped.
capped() {
    local log=$1
    shift
    local status=0
    /usr/bin/time -f '%U %S %M' -o "$log.time" timeout "$TIME_LIMIT" prlimit --as=$((CAP_MB * 1024 * 1024)) "$@" \
        >"$log" 2>&1 || status=$?
    local user system peak
    read -r user system peak < <(tail -1 "$log.time")
    if [ "$status" -eq 124 ]; then
        echo "stopped at the time limit (${TIME_LIMIT}s)"
    elif [ "$status" -ne 0 ]; then
        if grep -qiE "out of memory|bad_alloc|failed to map|Cannot allocate|LLVM ERROR" "$log" \
            || [ "$status" -ge 128 ] || [ $((peak / 1024)) -ge $((CAP_MB * 8 / 10)) ]; then
            echo "killed at the ${CAP_MB} MB cap"
        else
            echo "failed (status $status, see $log)"
        fi
    else
        echo "$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }') $((peak / 1024))"
    fi
}

# The frontend command of a debug build for one primary file of a module (at -O, of a whole-module build).
frontend() {
    local opt=$1 module=$2 output=$3 primary=$4
    shift 4
    local inputs=()
    for file in "$@"; do
        if [ "$file" = "$primary" ]; then inputs+=(-primary-file "$file"); else inputs+=("$file"); fi
    done
    if [ "$opt" = "-Onone" ]; then
        echo swiftc -frontend -c "${inputs[@]}" -I "$MODULES" -Onone -module-name "$module" -parse-as-library -o "$output"
    else
        echo swiftc -frontend -c "$@" -I "$MODULES" "$opt" -whole-module-optimization -module-name "$module" \
            -parse-as-library -o "$output"
    fi
}

# Compiles a module's files once, one primary file at a time (at -O, as a whole module). Appends
# "<file> <cpu seconds> <peak MB>" lines to <folder>/runs and "<cpu seconds> <peak MB>" in all to <folder>/totals,
# or writes the failure to <folder>/stopped.
compile_once() {
    local opt=$1 module=$2 folder=$3
    shift 3
    local files=("$@") total=0 peak=0
    local primaries=("${files[@]}")
    [ "$opt" = "-Onone" ] || primaries=("${files[0]}")
    [ -e "$folder/stopped" ] && return
    for primary in "${primaries[@]}"; do
        local name result
        name=$(basename "$primary")
        [ "$opt" = "-Onone" ] || name="whole module"
        # shellcheck disable=SC2046
        result=$(capped "$folder/$(basename "$primary").log" \
            $(frontend "$opt" "$module" "$folder/$(basename "$primary").o" "$primary" "${files[@]}"))
        case $result in
        killed* | failed* | stopped*) echo "$name: $result" >"$folder/stopped" && return ;;
        esac
        read -r seconds mb <<<"$result"
        echo "$name $seconds $mb" >>"$folder/runs"
        total=$(awk -v a="$total" -v b="$seconds" 'BEGIN { printf "%.2f", a + b }')
        [ "$mb" -gt "$peak" ] && peak=$mb
    done
    echo "$total $peak" >>"$folder/totals"
}

# The median of the numbers on standard input.
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print ""; else if (NR % 2) print v[(NR + 1) / 2]; else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# "<median cpu seconds> <largest peak MB>" of a folder's runs, or "stopped".
summary() {
    local folder=$1
    if [ -e "$folder/stopped" ]; then echo "stopped"; return; fi
    echo "$(awk '{ print $1 }' "$folder/totals" | median) $(awk '{ print $2 }' "$folder/totals" | sort -g | tail -1)"
}

# Per file: "<file> <median>s <peak> MB".
per_file() {
    local folder=$1
    if [ -e "$folder/stopped" ]; then cat "$folder/stopped"; return; fi
    awk '{ print $1 }' "$folder/runs" | awk '!seen[$0]++' | while read -r name; do
        echo "$name $(awk -v n="$name" '$1 == n { print $2 }' "$folder/runs" | median)s $(awk -v n="$name" '$1 == n { print $3 }' "$folder/runs" | sort -g | tail -1) MB"
    done
}

# Writes the hand-written equivalent of the generated method file $1 into $2, with the code enum $3.
write_hand_written() {
    local generated=$1 output=$2 codes=$3
    {
        echo "import Foundation"
        echo
        echo "/// The domain's codes, written by hand."
        echo "public enum HandErrorCode: Int, Error {"
        sed -n 's/^  case \([A-Za-z_`][A-Za-z0-9_`]*\) = \(-\{0,1\}[0-9]*\)$/  case \1 = \2/p' "$codes"
        echo
        echo "  /// The NSError domain of the codes."
        echo "  public static let errorDomain = \"BenchErrorDomain\""
        echo "}"
        awk '
            function flush(   i) {
                printf "\n/// The errors of one method, written by hand.\npublic enum HandMethodError%d: Error {\n", count++
                for (i = 0; i < n; i++) printf "  case %s(NSError?)\n", names[i]
                print "  case undocumented(NSError)\n"
                print "  /// The case of a received error."
                print "  public init(_ error: NSError) {"
                print "    guard error.domain == HandErrorCode.errorDomain, let code = HandErrorCode(rawValue: error.code) else {"
                print "      self = .undocumented(error)"
                print "      return"
                print "    }"
                print "    switch code {"
                for (i = 0; i < n; i++) printf "    case .%s: self = .%s(error)\n", names[i], names[i]
                print "    default: self = .undocumented(error)"
                print "    }"
                print "  }\n"
                print "  /// The code of a documented case."
                print "  public var code: HandErrorCode? {"
                print "    switch self {"
                for (i = 0; i < n; i++) printf "    case .%s: return .%s\n", names[i], names[i]
                print "    case .undocumented: return nil"
                print "    }"
                print "  }"
                print "}"
            }
            /enum [A-Za-z0-9_]+: DocumentedMethodErrors/ { open = 1; n = 0; next }
            open && /^ *case undocumented\(/ { flush(); open = 0; next }
            open && /^ *case [A-Za-z_`][A-Za-z0-9_`]*\(/ { sub(/^ *case /, ""); sub(/\(.*/, ""); names[n++] = $0 }
        ' "$generated"
    } >"$output"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.1f×", a / b; else printf "-" }'; }

printf 'Compiler CPU time (user + system, median of %s interleaved runs) and peak memory: generated code vs the\n' "$RUNS"
printf 'hand-written equivalent and a bare enum with the same cases (cap %s MB, time limit %ss per compile)\n' "$CAP_MB" "$TIME_LIMIT"
printf 'swift: %s\n\n' "$(swiftc --version 2>&1 | head -1)"

declare -A TOTAL BARE HAND
for size in $SIZES; do
    spec=$WORK/spec-$size
    out=$WORK/generated-$size
    write_spec "$spec" "$size"
    "$TOOL" generate --spec "$spec" --output "$out" --no-strings --quiet >"$WORK/generate-$size.log" 2>&1
    files=("$out"/BenchErrorCodes.swift "$out"/BenchMethodErrors.swift "$out"/BenchErrorTexts.swift)
    bare=$WORK/bare-$size/BareErrorCode.swift
    mkdir -p "$(dirname "$bare")"
    {
        echo "/// The same cases as BenchErrorCode, and nothing else."
        echo "public enum BareErrorCode: Int {"
        sed -n 's/^  case \([A-Za-z_`][A-Za-z0-9_`]*\) = \(-\{0,1\}[0-9]*\)$/  case \1 = \2/p' "$out/BenchErrorCodes.swift"
        echo "}"
    } >"$bare"
    # The baseline: what a careful engineer writes by hand for the same API.
    hand=$WORK/hand-$size/HandErrors.swift
    mkdir -p "$(dirname "$hand")"
    write_hand_written "$out/BenchMethodErrors.swift" "$hand" "$out/BenchErrorCodes.swift"
    cases=$(grep -c '^  case ' "$bare")
    methods=$(grep -c 'enum [A-Za-z0-9_]*: DocumentedMethodErrors' "$out/BenchMethodErrors.swift" || true)
    printf '== %s codes (%s cases, %s methods)\n' "$size" "$cases" "$methods"
    for file in "${files[@]}"; do
        lines=$(wc -l <"$file")
        bytes=$(wc -c <"$file")
        printf '  %-26s %8s lines %10s bytes  %6.1f lines, %7.0f bytes per code\n' "$(basename "$file")" "$lines" "$bytes" \
            "$(awk -v a="$lines" -v n="$size" 'BEGIN { print a / n }')" "$(awk -v a="$bytes" -v n="$size" 'BEGIN { print a / n }')"
    done
    all=$(cat "${files[@]}" | wc -lc)
    read -r lines bytes <<<"$all"
    printf '  %-26s %8s lines %10s bytes  %6.1f lines, %7.0f bytes per code\n' "all" "$lines" "$bytes" \
        "$(awk -v a="$lines" -v n="$size" 'BEGIN { print a / n }')" "$(awk -v a="$bytes" -v n="$size" 'BEGIN { print a / n }')"
    runs=$RUNS
    [ "$size" -lt 10000 ] || runs=$(( RUNS < 2 ? RUNS : 2 ))
    for opt in $OPTS; do
        for kind in bare hand gen; do rm -rf "$WORK/$kind-$size/$opt" && mkdir -p "$WORK/$kind-$size/$opt"; done
        for _ in $(seq "$runs"); do
            compile_once "$opt" Bare "$WORK/bare-$size/$opt" "$bare"
            compile_once "$opt" Hand "$WORK/hand-$size/$opt" "$hand"
            compile_once "$opt" Bench "$WORK/gen-$size/$opt" "${files[@]}"
        done
        read -r bareTime barePeak <<<"$(summary "$WORK/bare-$size/$opt")"
        read -r handTime handPeak <<<"$(summary "$WORK/hand-$size/$opt")"
        printf '  %s  bare enum: %ss, %s MB\n' "$opt" "$bareTime" "$barePeak"
        printf '  %s  hand-written equivalent (baseline): %ss, %s MB\n' "$opt" "$handTime" "$handPeak"
        per_file "$WORK/gen-$size/$opt" | sed 's/^/      /'
        if [ "$(summary "$WORK/gen-$size/$opt")" = "stopped" ]; then
            printf '  %s  generated: not finished (above)\n' "$opt"
            TOTAL[$size$opt]=""
        else
            read -r genTime genPeak <<<"$(summary "$WORK/gen-$size/$opt")"
            printf '  %s  generated: %ss, peak %s MB: %s the hand-written equivalent'"'"'s time (peak %s), %s the bare enum'"'"'s\n' \
                "$opt" "$genTime" "$genPeak" "$(ratio "$genTime" "$handTime")" "$(ratio "$genPeak" "$handPeak")" \
                "$(ratio "$genTime" "$bareTime")"
            TOTAL[$size$opt]=$genTime
        fi
        BARE[$size$opt]=$bareTime
        HAND[$size$opt]=$handTime
    done
    echo
done

# Growth from each size to the next, generated against bare.
previous=""
for size in $SIZES; do
    if [ -n "$previous" ]; then
        for opt in $OPTS; do
            generated="killed"
            if [ -n "${TOTAL[$previous$opt]}" ] && [ -n "${TOTAL[$size$opt]}" ]; then
                generated=$(ratio "${TOTAL[$size$opt]}" "${TOTAL[$previous$opt]}")
            fi
            printf 'growth %s → %s codes (%s): generated %s, hand-written %s, bare enum %s\n' "$previous" "$size" "$opt" \
                "$generated" "$(ratio "${HAND[$size$opt]}" "${HAND[$previous$opt]}")" \
                "$(ratio "${BARE[$size$opt]}" "${BARE[$previous$opt]}")"
        done
    fi
    previous=$size
done
